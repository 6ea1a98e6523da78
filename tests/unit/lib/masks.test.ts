// Digit masks (spec A §9): the stored value is the digits, the field shows them grouped; pasted junk is dropped.
import { describe, expect, it } from 'vitest';
import {
  applyMask,
  caretAfterDigits,
  editMask,
  isMaskName,
  latinDigits,
  maskLength,
  type MaskName,
} from '@/lib/masks';

describe('applyMask', () => {
  it.each<[MaskName, string, string, string]>([
    ['digits4', '1234', '1234', '1234'],
    ['digits4', '12', '12', '12'],
    ['digits4', '123456', '1234', '1234'],
    ['sortCode', '123456', '12-34-56', '123456'],
    ['sortCode', '123', '12-3', '123'],
    ['sortCode', '12', '12', '12'],
    ['sortCode', '12 34 56 78', '12-34-56', '123456'],
    ['card16', '4111111111111111', '4111 1111 1111 1111', '4111111111111111'],
    ['card16', '41111', '4111 1', '41111'],
    ['card16', '4111-1111-1111-1111-9999', '4111 1111 1111 1111', '4111111111111111'],
    ['card19', '6011000990139424123', '6011 0009 9013 9424 123', '6011000990139424123'],
    ['card19', '60110009901394241', '6011 0009 9013 9424 1', '60110009901394241'],
    ['monthYear', '203107', '2031-07', '203107'],
    ['monthYear', '20310', '2031-0', '20310'],
    ['monthYear', '2031', '2031', '2031'],
  ])('%s of %j shows %j and stores %j', (mask, input, display, digits) => {
    expect(applyMask(mask, input)).toEqual({ display, digits });
  });

  it.each<[MaskName, string, string]>([
    ['sortCode', 'ab12cd34ef56', '12-34-56'],
    ['card16', 'card: 4111 1111 1111 1111 thanks', '4111 1111 1111 1111'],
    ['digits4', 'PIN: 1-2-3-4', '1234'],
    ['monthYear', '07/2031', '0720-31'],
  ])('%s drops pasted junk from %j', (mask, input, display) => {
    expect(applyMask(mask, input).display).toBe(display);
  });

  it.each<MaskName>(['digits4', 'sortCode', 'card16', 'card19', 'monthYear'])(
    '%s shows nothing for junk',
    (mask) => {
      expect(applyMask(mask, 'abc -/')).toEqual({ display: '', digits: '' });
    },
  );

  it('reads Arabic-Indic, Devanagari and full-width digits as 0-9', () => {
    expect(latinDigits('١٢٣ ۴۵۶ ७८ ９')).toBe('123 456 78 9');
    expect(applyMask('sortCode', '١٢٣٤٥٦').display).toBe('12-34-56');
  });

  it('knows its masks and their lengths', () => {
    expect([isMaskName('card16'), isMaskName('card17'), isMaskName(undefined)]).toEqual([true, false, false]);
    expect([
      maskLength('digits4'),
      maskLength('sortCode'),
      maskLength('card16'),
      maskLength('card19'),
      maskLength('monthYear'),
    ]).toEqual([4, 6, 16, 19, 6]);
  });
});

describe('caret placement', () => {
  it.each([
    ['12-34-56', 0, 0],
    ['12-34-56', 2, 2],
    ['12-34-56', 3, 4],
    ['12-34-56', 6, 8],
    ['4111 1', 5, 6],
    ['12', 9, 2],
  ])('in %j after %s digits is %s', (display, count, caret) => {
    expect(caretAfterDigits(display, count)).toBe(caret);
  });
});

describe('editMask', () => {
  it('puts the caret after the typed digit when a separator appears', () => {
    expect(editMask('sortCode', '12', '123', 3)).toEqual({ display: '12-3', digits: '123', caret: 4 });
  });

  it('keeps the caret after the digit typed in the middle', () => {
    // "12-34" with the caret after "1", typing 9 → "192-34" as typed, regrouped "19-23-4", caret after "9".
    expect(editMask('sortCode', '1234', '192-34', 2)).toEqual({
      display: '19-23-4',
      digits: '19234',
      caret: 2,
    });
  });

  it('deletes the digit before a separator removed with Backspace', () => {
    // "12-34", caret after "-", Backspace removes "-" → "1234" with the caret at 2.
    expect(editMask('sortCode', '1234', '1234', 2, 'backward')).toEqual({
      display: '13-4',
      digits: '134',
      caret: 1,
    });
  });

  it('deletes the digit after a separator removed with Delete', () => {
    expect(editMask('sortCode', '1234', '1234', 2, 'forward')).toEqual({
      display: '12-4',
      digits: '124',
      caret: 2,
    });
  });

  it('deletes a digit normally', () => {
    expect(editMask('sortCode', '1234', '12-4', 3, 'backward')).toEqual({
      display: '12-4',
      digits: '124',
      caret: 2,
    });
  });

  it('cuts a paste to the mask length and leaves the caret at the end', () => {
    expect(editMask('digits4', '', '98765', 5)).toEqual({ display: '9876', digits: '9876', caret: 4 });
  });
});
