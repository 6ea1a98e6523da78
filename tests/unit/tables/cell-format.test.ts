import { describe, expect, it } from 'vitest';
import { formatValue, readDate, sortValue, tagNames } from '@/tables/cell-format';
import { searchRows } from '@/tables/browser-rows';
import type { TableFile } from '@/config/table-file';

const ctx = { locale: 'en-US', timeZone: 'Europe/Berlin', t: (key: string) => key };

describe('formatValue', () => {
  it.each([
    ['money', 1234567.891, 'USD', '1 234 567.89 USD'],
    ['money', 1500, 'JPY', '1 500 JPY'],
    ['money', '12.5', 'EUR', '12.50 EUR'],
    ['money', 'abc', 'EUR', ''],
    ['percent', 7.5, undefined, '7.50 %'],
    ['number', 1200, undefined, '1 200'],
    ['boolean', true, undefined, 'lists:values.yes'],
    ['boolean', false, undefined, 'lists:values.no'],
    ['tags', [{ name: 'VIP' }, 'Family'], undefined, 'VIP, Family'],
    ['text', { a: 1 }, undefined, ''],
    ['text', null, undefined, ''],
  ] as const)('%s %j → %s', (type, value, currency, text) => {
    expect(formatValue(type, value, ctx, currency)).toBe(text);
  });

  it('shows a report date in the person’s time zone', () => {
    const date = { txnDateString: '2026-03-14 09:30:00', timezone: 'UTC', timezoneUtc: 'UTC+00:00' };
    expect(formatValue('date', date, ctx)).toBe('Mar 14, 2026, 10:30 AM');
    expect(formatValue('date', date, { ...ctx, timeZone: 'Asia/Tokyo' })).toBe('Mar 14, 2026, 6:30 PM');
  });

  it('reads a report date with another offset', () => {
    const date = { txnDateString: '2026-03-14 09:30:00', timezone: 'Asia/Kolkata', timezoneUtc: 'UTC+05:30' };
    expect(readDate(date)).toEqual({ instant: new Date('2026-03-14T04:00:00Z') });
  });

  it('keeps a calendar day as it is, whatever the zone', () => {
    expect(formatValue('date', '2026-12-31', { ...ctx, timeZone: 'Pacific/Kiritimati' })).toBe(
      'Dec 31, 2026',
    );
  });

  it('writes dates with Latin digits in Arabic', () => {
    expect(formatValue('date', '2026-12-31', { ...ctx, locale: 'ar-EG' })).toMatch(/31/);
  });
});

describe('sortValue and tagNames', () => {
  it('compares money as numbers and dates as times', () => {
    expect(sortValue('money', '10.5')).toBe(10.5);
    expect(sortValue('date', '2026-01-02')).toBeGreaterThan(sortValue('date', '2026-01-01') as number);
    expect(sortValue('text', 'Anna')).toBe('anna');
  });
  it('ignores tags without a name', () => {
    expect(tagNames([{ id: 1 }, { name: 'A' }, 3])).toEqual(['A']);
  });
});

describe('searchRows', () => {
  const file: TableFile = {
    title: 't',
    source: { operation: 'GET /x', paging: 'all' },
    columns: [
      { id: 'name', label: 'n', value: 'name' },
      { id: 'amount', label: 'a', type: 'money', value: 'amount' },
    ],
  };
  const rows = [
    { name: 'Anna', amount: 1000, currency: 'USD' },
    { name: 'Bob', amount: 5, currency: 'EUR' },
  ];
  it.each([
    ['', 2],
    ['ann', 1],
    ['1 000.00', 1],
    ['eur', 1],
    ['zzz', 0],
  ])('“%s” keeps %i rows', (search, count) => {
    expect(searchRows(file, rows, search, ctx)).toHaveLength(count);
  });
});
