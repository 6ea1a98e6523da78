import { describe, expect, it } from 'vitest';
import { BLACK, normalizeHex, relativeLuminance, textOn, WHITE } from '@/screens/widget-creator/colors';

describe('relativeLuminance (WCAG)', () => {
  it.each([
    ['#000000', 0],
    ['#FFFFFF', 1],
    ['#FF0000', 0.2126],
    ['#00FF00', 0.7152],
    ['#0000FF', 0.0722],
    ['#808080', 0.2159],
    ['#FFFF00', 0.9278],
  ])('%s → %f', (hex, expected) => {
    expect(relativeLuminance(hex)).toBeCloseTo(expected, 3);
  });
});

describe('textOn (spec B §2: white below 0.5 relative luminance, else black)', () => {
  it.each([
    ['#000000', WHITE],
    ['#FFFFFF', BLACK],
    ['#1F4E79', WHITE], // the house blue
    ['#B45309', WHITE], // amber 700
    ['#808080', WHITE], // mid grey is still dark by luminance (0.22)
    ['#00FF00', BLACK],
    ['#FFFF00', BLACK],
    ['#F8FAFC', BLACK], // the default secondary
    ['#BBBBBB', WHITE], // luminance 0.497: just below the line
    ['#BCBCBC', BLACK], // luminance 0.503: just above it
  ])('on %s the text is %s', (hex, expected) => {
    expect(textOn(hex)).toBe(expected);
  });
});

describe('normalizeHex', () => {
  it.each([
    ['#1e40af', '#1E40AF'],
    ['1E40AF', '#1E40AF'],
    [' #abcdef ', '#ABCDEF'],
    ['#abc', undefined],
    ['#12345G', undefined],
    ['#1234567', undefined],
    ['', undefined],
    ['blue', undefined],
  ])('%j → %j', (text, expected) => {
    expect(normalizeHex(text)).toBe(expected);
  });
});
