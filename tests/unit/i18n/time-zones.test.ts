import { describe, expect, it } from 'vitest';
import { timeZoneOptions, utcOffset } from '@/i18n/time-zones';

const JANUARY = new Date('2026-01-15T12:00:00Z');
const JULY = new Date('2026-07-15T12:00:00Z');

describe('time zones with UTC offsets', () => {
  it.each([
    ['UTC', JANUARY, 'UTC+00:00'],
    ['Europe/Berlin', JANUARY, 'UTC+01:00'],
    ['Europe/Berlin', JULY, 'UTC+02:00'],
    ['Asia/Kolkata', JULY, 'UTC+05:30'],
    ['America/New_York', JANUARY, 'UTC-05:00'],
    ['America/St_Johns', JANUARY, 'UTC-03:30'],
  ])('%s on %s is %s', (zone, at, offset) => {
    expect(utcOffset(zone, at)?.offset).toBe(offset);
  });

  it('answers undefined for a zone Intl does not know', () => {
    expect(utcOffset('Mars/Olympus_Mons')).toBeUndefined();
  });

  it('sorts west to east, then by name, and drops unknown zones', () => {
    const zones = timeZoneOptions(
      ['Europe/Berlin', 'Asia/Tokyo', 'Nowhere/Land', 'America/Chicago', 'Africa/Lagos'],
      JANUARY,
    );
    expect(zones.map((z) => z.zone)).toEqual([
      'America/Chicago',
      'Africa/Lagos',
      'Europe/Berlin',
      'Asia/Tokyo',
    ]);
  });
  it('lists renamed zones by their current name, once', () => {
    const zones = timeZoneOptions(['Asia/Calcutta', 'Asia/Kolkata', 'Europe/Kiev', 'UTC']).map((o) => o.zone);
    expect(zones).toEqual(['UTC', 'Europe/Kyiv', 'Asia/Kolkata']);
  });
});
