/** Time zones for the time zone dialog (spec A §2, §7), with their UTC offsets now, from Intl alone. */

export interface TimeZoneOption {
  zone: string;
  /** `UTC+03:00`, `UTC−05:00`, `UTC+00:00`. */
  offset: string;
  /** Minutes east of UTC, for sorting. */
  minutes: number;
}

/** The zone's offset from UTC at `at`, as `UTC±hh:mm`; undefined for a name Intl does not know. */
export function utcOffset(zone: string, at: Date = new Date()): TimeZoneOption | undefined {
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value;
    // 'GMT' alone is UTC; otherwise 'GMT+5:30' or 'GMT-03:00'.
    const match = /^GMT(?:([+-])(\d{1,2})(?::(\d{2}))?)?$/.exec(name ?? '');
    if (!match) return undefined;
    const sign = match[1] === '-' ? -1 : 1;
    const hours = Number(match[2] ?? 0);
    const mins = Number(match[3] ?? 0);
    const minutes = sign * (hours * 60 + mins);
    const pad = (n: number) => String(n).padStart(2, '0');
    return { zone, minutes, offset: `UTC${sign < 0 ? '-' : '+'}${pad(hours)}:${pad(mins)}` };
  } catch {
    return undefined;
  }
}

/**
 * Zones the IANA database renamed that browsers still list by their old names (Chromium lists Asia/Calcutta):
 * people search for the city as it is called now, and Intl knows both names.
 */
const RENAMED: Readonly<Record<string, string>> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Europe/Kiev': 'Europe/Kyiv',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
};

/** Every zone the browser knows, by its current name, west to east, then by name. */
export function timeZoneOptions(
  zones: readonly string[] = Intl.supportedValuesOf('timeZone'),
  at: Date = new Date(),
): TimeZoneOption[] {
  return [...new Set(zones.map((zone) => RENAMED[zone] ?? zone))]
    .flatMap((zone) => utcOffset(zone, at) ?? [])
    .sort((a, b) => a.minutes - b.minutes || a.zone.localeCompare(b.zone));
}
