import { describe, expect, it } from 'vitest';
import {
  blocksOf,
  boxesOf,
  isComplete,
  otpShape,
  pasteAt,
  sanitizePaste,
  setDigitAt,
  typedInBox,
  valueOf,
} from '@/forms/otp/otp-value';
import { formatCountdown, secondsLeft } from '@/forms/otp/countdown';

const numeric6 = { length: 6, type: 'numeric' as const };
const text4 = { length: 4, type: 'text' as const };
const boxes = (text: string) => [...text].map((c) => (c === '_' ? '' : c));

describe('sanitizePaste', () => {
  it.each([
    ['123456', numeric6, { ok: true, chars: '123456' }],
    ['12 34 56', numeric6, { ok: true, chars: '123456' }],
    [' 1\t2\n3 4 5 6 ', numeric6, { ok: true, chars: '123456' }],
    ['12345678', numeric6, { ok: true, chars: '123456' }],
    ['123', numeric6, { ok: true, chars: '123' }],
    ['12a456', numeric6, { ok: false, reason: 'nonDigit' }],
    ['12-34-56', numeric6, { ok: false, reason: 'nonDigit' }],
    ['１２３４５６', numeric6, { ok: false, reason: 'nonDigit' }],
    ['   ', numeric6, { ok: false, reason: 'empty' }],
    ['', numeric6, { ok: false, reason: 'empty' }],
    // Only what is kept is checked: a letter past the length is cut off, not a refusal.
    ['123456x', numeric6, { ok: true, chars: '123456' }],
    ['ab 12', text4, { ok: true, chars: 'ab12' }],
    ['a-b1', text4, { ok: false, reason: 'empty' }],
  ])('%j (%o) → %o', (text, shape, expected) => {
    expect(sanitizePaste(text, shape)).toEqual(expected);
  });
});

describe('setDigitAt', () => {
  it.each([
    ['______', 0, '1', 'numeric', '1_____'],
    ['1_____', 1, '2', 'numeric', '12____'],
    ['123456', 2, '9', 'numeric', '129456'],
    ['123456', 2, '', 'numeric', '12_456'],
    ['123___', 3, 'a', 'numeric', '123___'],
    ['123___', 3, 'a', 'text', '123a__'],
    ['123___', 6, '1', 'numeric', '123___'],
    ['123___', -1, '1', 'numeric', '123___'],
  ] as const)('%s, box %i ← %j (%s) → %s', (before, index, char, type, after) => {
    expect(setDigitAt(boxes(before), index, char, type)).toEqual(boxes(after));
  });

  it('returns the same boxes when nothing changes, so callers can skip the update', () => {
    const before = boxes('12____');
    expect(setDigitAt(before, 2, 'x', 'numeric')).toBe(before);
  });
});

describe('pasteAt', () => {
  it.each([
    ['______', 0, '123456', '123456', 5],
    ['______', 3, '123456', '123456', 5],
    ['______', 0, '12', '12____', 2],
    ['12____', 2, '34', '1234__', 4],
    ['12____', 4, '345', '12__34', 5],
  ])('%s, box %i ← %s → %s, focus %i', (before, index, chars, after, focus) => {
    expect(pasteAt(boxes(before), index, chars)).toEqual({ boxes: boxes(after), focus });
  });
});

describe('typedInBox', () => {
  it.each([
    ['', '', { kind: 'clear', text: '' }],
    ['5', '', { kind: 'clear', text: '' }],
    ['', '7', { kind: 'char', text: '7' }],
    ['5', '57', { kind: 'char', text: '7' }],
    ['5', '75', { kind: 'char', text: '7' }],
    ['', '123456', { kind: 'many', text: '123456' }],
    ['5', '123456', { kind: 'many', text: '123456' }],
    ['', '12', { kind: 'many', text: '12' }],
  ])('%j then %j → %o', (previous, shown, expected) => {
    expect(typedInBox(previous, shown)).toEqual(expected);
  });
});

describe('value and completeness', () => {
  it.each([
    ['123456', '123456', true],
    ['123___', '123', false],
    ['12_456', '12', false],
    ['______', '', false],
  ])('%s → value %j, complete %s', (text, value, complete) => {
    expect(valueOf(boxes(text))).toBe(value);
    expect(isComplete(boxes(text))).toBe(complete);
  });

  it.each([
    ['123', 6, '123___'],
    ['12345678', 6, '123456'],
    [undefined, 4, '____'],
    [42, 4, '____'],
  ])('boxesOf(%j, %i) → %s', (value, length, expected) => {
    expect(boxesOf(value, length)).toEqual(boxes(expected));
  });
});

describe('blocksOf', () => {
  it.each([
    [
      6,
      [
        [0, 1, 2],
        [3, 4, 5],
      ],
    ],
    [4, [[0, 1, 2], [3]]],
    [
      8,
      [
        [0, 1, 2],
        [3, 4, 5],
        [6, 7],
      ],
    ],
    [3, [[0, 1, 2]]],
  ])('%i boxes → %j', (length, expected) => {
    expect(blocksOf(length)).toEqual(expected);
  });
});

describe('otpShape', () => {
  it.each([
    [{}, { length: 6, type: 'numeric' }],
    [{ length: 4 }, { length: 4, type: 'numeric' }],
    [
      { length: 8, type: 'text' },
      { length: 8, type: 'text' },
    ],
    [{ length: 0 }, { length: 6, type: 'numeric' }],
    [{ length: 2.5 }, { length: 6, type: 'numeric' }],
    [
      { length: '6', type: 'alpha' },
      { length: 6, type: 'numeric' },
    ],
  ])('%o → %o', (options, expected) => {
    expect(otpShape(options)).toEqual(expected);
  });
});

describe('formatCountdown', () => {
  it.each([
    [42, '00:42'],
    [60, '01:00'],
    [0, '00:00'],
    [-5, '00:00'],
    [41.2, '00:42'],
    [3599, '59:59'],
    [3600, '01:00:00'],
    [3 * 3600 + 62, '03:01:02'],
    [Number.NaN, '00:00'],
  ])('%d s → %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });

  it.each([
    [10_000, 0, 10],
    [10_000, 9_001, 1],
    [10_000, 10_000, 0],
    [10_000, 12_000, 0],
  ])('ends at %i, now %i → %i s left', (endsAt, now, left) => {
    expect(secondsLeft(endsAt, now)).toBe(left);
  });
});
