import { describe, expect, it } from 'vitest';
import { uuid } from '@/analytics/uuid';

const V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('uuid', () => {
  it('uses randomUUID where the context has it', () => {
    expect(uuid({ randomUUID: () => 'a-b-c-d-e' as never, getRandomValues: (a) => a })).toBe('a-b-c-d-e');
  });

  it.each([
    ['all zero bytes', 0x00, '00000000-0000-4000-8000-000000000000'],
    ['all one bytes', 0xff, 'ffffffff-ffff-4fff-bfff-ffffffffffff'],
  ])('without randomUUID (plain http), a version-4 id from random bytes: %s', (_name, fill, expected) => {
    const id = uuid({
      getRandomValues: <T extends ArrayBufferView | null>(array: T) =>
        (array as Uint8Array).fill(fill) as unknown as T,
    });
    expect(id).toBe(expected);
    expect(id).toMatch(V4);
  });

  it('real ids are version 4 and differ', () => {
    const [a, b] = [uuid({ getRandomValues: (x) => crypto.getRandomValues(x) }), uuid()];
    expect(a).toMatch(V4);
    expect(a).not.toBe(b);
  });
});
