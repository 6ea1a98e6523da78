import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import {
  clockText,
  countryName,
  gateState,
  isFinal,
  parseAmount,
  timeLeft,
} from '@/screens/payer-qr/qr-logic';

const NOW = Date.parse('2026-11-01T10:00:00Z');

describe('parseAmount (spec B §5: above 0, min 0.01, whole numbers for zero-decimal currencies)', () => {
  it.each([
    ['12', 'USD', 12],
    ['12.5', 'USD', 12.5],
    ['12,50', 'EUR', 12.5],
    [' 0.01 ', 'USD', 0.01],
    ['1 000', 'USD', 1000],
    ['1500', 'JPY', 1500],
    ['0', 'USD', null],
    ['0.00', 'USD', null],
    ['0.001', 'USD', null],
    ['1.234', 'USD', null],
    ['-5', 'USD', null],
    ['abc', 'USD', null],
    ['', 'USD', null],
    ['10.5', 'JPY', null],
    ['10.0', 'VND', null],
    ['1e3', 'USD', null],
    ['1000000000', 'USD', null],
  ])('%j in %s → %s', (text, currency, expected) => {
    expect(parseAmount(text, currency)).toBe(expected);
  });
});

describe('timeLeft and clockText (spec B §9: 5-minute codes)', () => {
  it.each([
    ['2026-11-01T10:05:00Z', 300_000],
    ['2026-11-01T10:00:00Z', 0],
    ['2026-11-01T09:00:00Z', 0],
    ['2099-12-31T23:59:59Z', null],
    [null, null],
    ['not a date', null],
  ])('%s → %s', (expires, left) => {
    expect(timeLeft(expires, NOW)).toBe(left);
  });

  it.each([
    [300_000, '5:00'],
    [299_001, '5:00'],
    [65_000, '1:05'],
    [1, '0:01'],
    [0, '0:00'],
    [-10, '0:00'],
  ])('%i ms reads %s', (ms, text) => {
    expect(clockText(ms)).toBe(text);
  });
});

describe('gateState', () => {
  const live = { status: 'active', expires_at: '2026-11-01T10:04:00Z' };
  it.each([
    ['loading', undefined, null],
    ['ready', live, null],
    ['expired', { ...live, expires_at: '2026-11-01T09:59:59Z' }, null],
    ['expired', { ...live, status: 'expired' }, null],
    ['paid', { ...live, status: 'paid' }, null],
    [
      'expired',
      undefined,
      new ApiError({ message: 'Invalid or Expired QR Code', statusCode: 404, code: 'expired' }),
    ],
    ['notFound', undefined, new ApiError({ message: 'QR not found or expired', statusCode: 404 })],
    ['failed', undefined, new ApiError({ message: 'Something went wrong', statusCode: 500 })],
    ['failed', undefined, new Error('offline')],
  ] as const)('%s', (expected, info, error) => {
    expect(gateState(info, error, NOW)).toBe(expected);
  });
});

describe('isFinal and countryName', () => {
  it.each([
    [undefined, false],
    ['processing', false],
    ['successful', true],
    ['failed', true],
    ['cancelled', true],
  ] as const)('%s → %s', (status, final) => {
    expect(isFinal(status)).toBe(final);
  });

  it('names a country in the reader language, the code when unknown', () => {
    expect(countryName('US', 'en')).toBe('United States');
    expect(countryName('DE', 'de')).toBe('Deutschland');
    expect(countryName('??', 'en')).toBe('??');
  });
});
