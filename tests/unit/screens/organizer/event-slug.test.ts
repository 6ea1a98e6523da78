import { describe, expect, it } from 'vitest';
import { publicEventSlug } from '@/screens/organizer/event-slug';

describe('publicEventSlug: which event the catch-all /:organizer/:id? names', () => {
  it.each([
    ['organiser and event id', { organizer: 'demo-merchant', id: 'evt_001' }, 'evt_001'],
    ['a custom event URL alone', { organizer: 'summer-fest' }, 'summer-fest'],
    ['letters of any script', { organizer: 'مهرجان-الصيف' }, 'مهرجان-الصيف'],
    ['nothing', {}, undefined],
    ['a dot (a file name, not an event)', { organizer: 'favicon.ico' }, undefined],
    ['a space', { organizer: 'summer fest' }, undefined],
    ['too long', { organizer: 'a'.repeat(192) }, undefined],
  ])('%s', (_name, params, expected) => {
    expect(publicEventSlug(params)).toBe(expected);
  });
});
