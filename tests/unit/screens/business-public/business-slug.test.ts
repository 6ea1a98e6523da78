import { describe, expect, it } from 'vitest';
import { businessSlug } from '@/screens/business-public/business-slug';
import { slugify } from '@/mocks/handlers/business/shared';

describe('businessSlug', () => {
  it.each([
    ['Marquez Coffee Roasters', 'marquez-coffee-roasters'],
    ["O'Connor Crafts", 'o-connor-crafts'],
    ['Café Über — Zürich', 'cafe-uber-zurich'],
    ['  --Shop 24/7--  ', 'shop-24-7'],
    ['', ''],
  ])('%s → %s', (name, expected) => {
    expect(businessSlug(name)).toBe(expected);
  });

  it('makes the same slug as the demo server, so a business reaches its own page', () => {
    for (const name of ['Marquez Coffee Roasters', "O'Connor Crafts", 'Café Über — Zürich'])
      expect(businessSlug(name)).toBe(slugify(name));
  });
});
