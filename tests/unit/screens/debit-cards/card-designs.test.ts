// The card faces (spec A §3 Card): seven distinct virtual designs and a colour per physical card, each with a
// print colour that reads on it.
import { describe, expect, it } from 'vitest';
import { paintOf } from '@/screens/debit-cards/card-designs';
import { PHYSICAL_COLORS, VIRTUAL_DESIGNS } from '@/screens/debit-cards/card-view';

describe('paintOf', () => {
  it('draws VCD-001 … VCD-007 as seven different faces', () => {
    const faces = VIRTUAL_DESIGNS.map((design) => paintOf({ factor: 'virtual', design }).background);
    expect(VIRTUAL_DESIGNS).toHaveLength(7);
    expect(new Set(faces).size).toBe(7);
    expect(faces.every((face) => /gradient\(/.test(face))).toBe(true);
    // Drawn in CSS, never an image file.
    expect(faces.some((face) => /url\(/.test(face))).toBe(false);
  });

  it('draws every physical colour differently, blue with light print', () => {
    const faces = PHYSICAL_COLORS.map((color) => paintOf({ factor: 'physical', color }).background);
    expect(new Set(faces).size).toBe(PHYSICAL_COLORS.length);
    expect(paintOf({ factor: 'physical', color: 'blue' }).ink).toBe('light');
  });

  it.each([
    ['silver', 'dark'],
    ['gold', 'dark'],
    ['black', 'light'],
  ] as const)('prints %s cards %s', (color, ink) => {
    expect(paintOf({ factor: 'physical', color }).ink).toBe(ink);
  });
});
