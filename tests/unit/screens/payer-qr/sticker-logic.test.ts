import { describe, expect, it } from 'vitest';
import { stickerCodes, stickerFileName, stickerTitle } from '@/screens/qr-stickers/sticker-logic';

const row = (
  code: string,
  type: 'static' | 'dynamic',
  amount: number | null,
  status = 'active',
  created_at = '2026-09-01T08:00:00Z',
) => ({ code, type, amount, status, link: `https://x.test/qr/${code}`, currency: 'USD', created_at });

describe('the sticker codes: live static codes the payer types the amount on, oldest first', () => {
  it.each([
    [[row('A', 'static', 10), row('B', 'static', null)], ['B']],
    [[row('A', 'dynamic', null), row('B', 'static', null, 'expired')], []],
    [
      [row('A', 'static', null, 'active', '2026-09-02'), row('B', 'static', null, 'active', '2026-09-01')],
      ['B', 'A'],
    ],
    [[], []],
  ])('%#', (rows, expected) => {
    expect(stickerCodes(rows).map((r) => r.code)).toEqual(expected);
  });
});

describe('sticker names', () => {
  it.each([
    ['Marquez Coffee Roasters', 'svg', 'marquez-coffee-roasters-qr-sticker.svg'],
    ['Café Ñandú & Co.', 'png', 'cafe-nandu-co-qr-sticker.png'],
    ['متجر', 'svg', 'merchant-qr-sticker.svg'],
  ] as const)('%s → %s', (business, extension, name) => {
    expect(stickerFileName(business, extension)).toBe(name);
  });

  it.each([
    ['  Short   name ', 'Short name'],
    ['A business name that is far too long to fit', 'A business name that is f…'],
  ])('%j fits one line as %j', (business, title) => {
    expect(stickerTitle(business)).toBe(title);
  });
});
