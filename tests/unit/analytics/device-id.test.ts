// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';

const fingerprint = vi.hoisted(() => ({ value: undefined as string | undefined }));
vi.mock('@/session/device-fingerprint', () => ({ deviceFingerprint: async () => fingerprint.value }));

const { deviceId } = await import('@/analytics/device-id');

beforeEach(() => sessionStorage.clear());

describe('deviceId', () => {
  it('is the device fingerprint the main API also gets', async () => {
    fingerprint.value = 'fp-123';
    expect(await deviceId()).toBe('fp-123');
  });

  it('without a fingerprint, a random id that stays the same for the tab', async () => {
    fingerprint.value = undefined;
    const first = await deviceId();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(await deviceId()).toBe(first);
    sessionStorage.clear();
    expect(await deviceId()).not.toBe(first);
  });
});
