import { describe, expect, it } from 'vitest';
import { stickerCode, stickerFileName, stickerTitle } from '@/screens/qr-stickers/sticker-logic';

const row = (code: string, type: 'static' | 'dynamic', amount: number | null, status = 'active') => ({
  code,
  type,
  amount,
  status,
  link: `https://x.test/qr/${code}`,
});

describe('the sticker code: a live static code the payer types the amount on', () => {
  it.each([
    [[row('A', 'static', 10), row('B', 'static', null)], 'B'],
    [[row('A', 'dynamic', null), row('B', 'static', null, 'expired')], undefined],
    [[row('A', 'static', null), row('B', 'static', null)], 'A'],
    [[], undefined],
  ])('%#', (rows, expected) => {
    expect(stickerCode(rows)?.code).toBe(expected);
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
