import { describe, expect, it } from 'vitest';
import { dateTimeFormat, displayNames, numberFormat } from '@/i18n/intl-cache';

describe('shared Intl formatters', () => {
  it('hands out one formatter per locale and options', () => {
    expect(numberFormat('en-US', { maximumFractionDigits: 2 })).toBe(
      numberFormat('en-US', { maximumFractionDigits: 2 }),
    );
    expect(numberFormat('en-US', { maximumFractionDigits: 2 })).not.toBe(
      numberFormat('en-US', { maximumFractionDigits: 0 }),
    );
    expect(dateTimeFormat('de', { dateStyle: 'medium' })).not.toBe(
      dateTimeFormat('fr', { dateStyle: 'medium' }),
    );
    expect(displayNames(['ar', 'en'], { type: 'currency' })).toBe(
      displayNames(['ar', 'en'], { type: 'currency' }),
    );
  });

  it('formats as a formatter built on the spot would', () => {
    const day = new Date('2026-03-14T00:00:00Z');
    const options: Intl.DateTimeFormatOptions = {
      dateStyle: 'medium',
      timeZone: 'UTC',
      numberingSystem: 'latn',
    };
    expect(dateTimeFormat('ar-EG', options).format(day)).toBe(
      new Intl.DateTimeFormat('ar-EG', options).format(day),
    );
    expect(numberFormat('en-US', { minimumFractionDigits: 2 }).format(1234.5)).toBe('1,234.50');
    expect(displayNames(['de', 'en'], { type: 'currency' }).of('USD')).toBe('US-Dollar');
  });
});
