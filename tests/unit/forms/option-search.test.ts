// Filtering and keyboard highlight of the select lists (spec A §5: search text at most 191 characters).
import { describe, expect, it } from 'vitest';
import { filterOptions, moveActive, typeAheadIndex } from '@/forms/option-search';

const options = [
  { label: 'USD · US Dollar' },
  { label: 'EUR · Euro' },
  { label: 'Ümit' },
  { label: 'SEK · Swedish Krona', disabled: true },
  { label: 'GBP · Pound Sterling' },
];

describe('filterOptions', () => {
  it.each([
    ['', 5],
    ['  ', 5],
    ['eur', 1],
    ['EUR', 1],
    [' dollar ', 1],
    ['ümit', 1],
    ['·', 4],
    ['zzz', 0],
  ])('%j keeps %s options', (query, count) => {
    expect(filterOptions(options, query)).toHaveLength(count);
  });
});

describe('moveActive', () => {
  it.each([
    [-1, 'next', 0],
    [2, 'next', 4],
    [4, 'next', 4],
    [4, 'previous', 2],
    [0, 'previous', 0],
    [-1, 'previous', 4],
    [2, 'first', 0],
    [0, 'last', 4],
  ] as const)('from %s, %s → %s (the disabled one skipped)', (current, move, next) => {
    expect(moveActive(options, current, move)).toBe(next);
  });

  it('finds nothing in a list of disabled options', () => {
    expect(moveActive([{ disabled: true }], -1, 'next')).toBe(-1);
    expect(moveActive([], -1, 'first')).toBe(-1);
  });
});

describe('typeAheadIndex', () => {
  it.each([
    [-1, 'e', 1],
    [1, 'g', 4],
    [4, 'u', 0],
    [0, 's', 0],
    [0, 'x', 0],
  ])('from %s, %j → %s', (current, letter, next) => {
    expect(typeAheadIndex(options, current, letter)).toBe(next);
  });
});
