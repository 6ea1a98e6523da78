import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const get = vi.fn(async () => ({ visitorId: 'device-123' }));
vi.mock('@fingerprintjs/fingerprintjs', () => ({ load: async () => ({ get }) }));

/** A fresh copy of the module: its fingerprint is computed once per page. */
const freshModule = async () => {
  vi.resetModules();
  return import('@/session/device-fingerprint');
};

describe('the device fingerprint of main-API calls', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    get.mockClear();
  });
  afterEach(() => vi.useRealTimers());

  it('lets a read made before it is known go without it, and does not compute it yet', async () => {
    const { fingerprintFor } = await freshModule();
    expect(fingerprintFor('GET')).toBeUndefined();
    await vi.advanceTimersByTimeAsync(10);
    expect(get).not.toHaveBeenCalled();
  });

  it('computes it once the page has settled, and later reads carry it', async () => {
    const { fingerprintFor } = await freshModule();
    fingerprintFor('GET');
    await vi.advanceTimersByTimeAsync(2900);
    expect(get).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(get).toHaveBeenCalledTimes(1);
    expect(fingerprintFor('GET')).toBe('device-123');
  });

  it('makes a write wait for it, starting the work at once', async () => {
    const { fingerprintFor } = await freshModule();
    const value = fingerprintFor('POST');
    await vi.advanceTimersByTimeAsync(0);
    expect(get).toHaveBeenCalledTimes(1);
    await expect(value).resolves.toBe('device-123');
  });

  it('lets the provider list, a read the API asks for by POST, go without waiting', async () => {
    const { fingerprintFor } = await freshModule();
    expect(fingerprintFor('POST', '/api/v2/auth/socials')).toBeUndefined();
    await vi.advanceTimersByTimeAsync(10);
    expect(get).not.toHaveBeenCalled();
  });

  it('is computed once however many calls ask', async () => {
    const { fingerprintFor, deviceFingerprint } = await freshModule();
    await Promise.all([fingerprintFor('POST'), fingerprintFor('PUT'), deviceFingerprint()]);
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('gives undefined, never an error, when it cannot be computed', async () => {
    get.mockRejectedValueOnce(new Error('canvas blocked'));
    const { fingerprintFor } = await freshModule();
    await expect(fingerprintFor('POST')).resolves.toBeUndefined();
    expect(fingerprintFor('GET')).toBeUndefined();
  });
});
