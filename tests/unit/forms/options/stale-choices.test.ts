import { describe, expect, it } from 'vitest';
import { withoutStale } from '@/forms/options/stale-choices';

const offered = ['bank_transfer', 'e_wallet', '2'].map((value) => ({ value, label: value }));

describe('withoutStale', () => {
  it.each<[string, unknown, unknown]>([
    ['a single value still offered stays', 'bank_transfer', 'bank_transfer'],
    ['a single value no longer offered is cleared', 'atm_card', undefined],
    ['a number is compared as written', 2, 2],
    ['nothing chosen stays nothing', undefined, undefined],
    ['an empty text stays', '', ''],
    ['a list keeps the offered items only', ['atm_card', 'e_wallet', 'x'], ['e_wallet']],
    ['a list with nothing left is cleared', ['atm_card'], undefined],
  ])('%s', (_, value, expected) => {
    expect(withoutStale(value, offered)).toEqual(expected);
  });

  it('returns the very value when nothing is stale, so callers store nothing', () => {
    const list = ['e_wallet', 'bank_transfer'];
    expect(withoutStale(list, offered)).toBe(list);
    expect(withoutStale([], offered)).toEqual([]);
  });
});
