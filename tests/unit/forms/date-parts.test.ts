// The pieces of the three-select date input (spec A §9): days per month, the year list, stored value ⇄ parts,
// the order a language writes dates in, month names, and the narrow switch.
import { describe, expect, it } from 'vitest';
import {
  composeDate,
  daysInMonth,
  isNarrow,
  monthLabels,
  partOrder,
  splitDate,
  withPart,
  yearRange,
} from '@/forms/date-parts';

describe('daysInMonth', () => {
  it.each([
    [1, 2025, 31],
    [2, 2025, 28],
    [2, 2024, 29],
    [2, 2000, 29],
    [2, 1900, 28],
    [4, 2025, 30],
    [12, 2025, 31],
    [2, undefined, 29],
    [undefined, undefined, 31],
  ])('month %s of %s has %s days', (month, year, days) => {
    expect(daysInMonth(month, year)).toBe(days);
  });
});

describe('yearRange', () => {
  it('runs from the maximum year down 100 years by default', () => {
    const years = yearRange(2025);
    expect(years[0]).toBe(2025);
    expect(years.at(-1)).toBe(1925);
    expect(years).toHaveLength(101);
  });

  it('stops at a given minimum year', () => {
    expect(yearRange(2025, 2022)).toEqual([2025, 2024, 2023, 2022]);
  });

  it('is empty when the minimum is above the maximum', () => {
    expect(yearRange(2000, 2010)).toEqual([]);
  });
});

describe('splitDate / composeDate', () => {
  it.each([
    ['2024-02-29', { year: 2024, month: 2, day: 29 }],
    ['1990-12-01', { year: 1990, month: 12, day: 1 }],
    ['2025-02-29', {}],
    ['2025-13-01', {}],
    ['2025-1-1', {}],
    ['01/02/2025', {}],
    [undefined, {}],
    [20250101, {}],
  ])('%j splits into %o', (value, parts) => {
    expect(splitDate(value)).toEqual(parts);
  });

  it.each([
    [{ year: 2024, month: 2, day: 29 }, '2024-02-29'],
    [{ year: 925, month: 1, day: 5 }, '0925-01-05'],
    [{ year: 2025, month: 2, day: 29 }, undefined],
    [{ year: 2025, month: 2 }, undefined],
    [{ month: 2, day: 3 }, undefined],
    [{}, undefined],
  ])('%o composes %j', (parts, value) => {
    expect(composeDate(parts)).toBe(value);
  });
});

describe('withPart', () => {
  it.each([
    [{ day: 31, month: 1 }, 'month', 4, { day: 30, month: 4 }],
    [{ day: 31 }, 'month', 2, { day: 29, month: 2 }],
    [{ day: 29, month: 2 }, 'year', 2025, { day: 28, month: 2, year: 2025 }],
    [{ day: 15, month: 2 }, 'year', 2025, { day: 15, month: 2, year: 2025 }],
    [{ day: 5, month: 3, year: 2020 }, 'day', undefined, { day: undefined, month: 3, year: 2020 }],
  ] as const)('%o with %s = %s → %o', (parts, part, value, next) => {
    expect(withPart(parts, part, value)).toEqual(next);
  });
});

describe('partOrder', () => {
  it.each([
    ['en', ['month', 'day', 'year']],
    ['de', ['day', 'month', 'year']],
    ['ar-EG', ['day', 'month', 'year']],
    ['ko', ['year', 'month', 'day']],
    ['zh-Hans-CN', ['year', 'month', 'day']],
    ['not a locale!', ['day', 'month', 'year']],
  ])('%s writes %o', (locale, order) => {
    expect(partOrder(locale)).toEqual(order);
  });
});

describe('monthLabels', () => {
  it('names months in the language', () => {
    expect(monthLabels('en', 'long').slice(0, 2)).toEqual(['January', 'February']);
    expect(monthLabels('de', 'long')[2]).toBe('März');
    expect(monthLabels('en', 'long')).toHaveLength(12);
  });

  it('numbers months in the short format', () => {
    expect(monthLabels('ar-EG', 'numeric')).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
      '09',
      '10',
      '11',
      '12',
    ]);
  });
});

describe('isNarrow (spec A §9: 270 px or less)', () => {
  it.each([
    [270, true],
    [200, true],
    [271, false],
    [390, false],
    [0, false],
  ])('%s px → %s', (width, narrow) => {
    expect(isNarrow(width)).toBe(narrow);
  });
});
