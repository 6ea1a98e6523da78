import { describe, expect, it } from 'vitest';
import { drawDate, drawState } from '@/screens/randomizer/draw-result';

const options = [
  { id: 'opt_1', label: 'Zero fees' },
  { id: 'opt_2', label: '5 USD cashback' },
];

describe('drawState', () => {
  it.each([
    ['no result yet', null, { kind: 'waiting' }],
    [
      'a drawn option',
      { option_id: 'opt_2', drawn_at: '2026-01-02T10:00:00Z' },
      { kind: 'drawn', label: '5 USD cashback', drawnAt: '2026-01-02T10:00:00Z' },
    ],
    [
      'an option the list lacks',
      { option_id: 'opt_9', drawn_at: '2026-01-02T10:00:00Z' },
      { kind: 'unknown', drawnAt: '2026-01-02T10:00:00Z' },
    ],
  ])('%s', (_name, result, expected) => {
    expect(drawState({ name: 'Lucky draw', options, result })).toEqual(expected);
  });
});

describe('drawDate', () => {
  it('formats in the language given', () => {
    expect(drawDate('2026-01-02T10:00:00Z', 'en')).toMatch(/2026/);
    expect(drawDate('2026-01-02T10:00:00Z', 'de')).toMatch(/2026/);
  });
  it('keeps an unreadable date as it is', () => {
    expect(drawDate('not a date', 'en')).toBe('not a date');
  });
});
