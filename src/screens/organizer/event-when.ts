import { toBcp47 } from '@/i18n/languages';

interface Schedule {
  start_date?: string;
  end_date?: string;
  show_end_date?: boolean;
  start_time?: string;
  end_time?: string;
  timezone?: string;
}

/** `2026-07-04` + `18:30` as the event's own wall-clock time (no zone shift: it is where the event is). */
function wallClock(day: string | undefined, time: string | undefined, locale: string, withTime: boolean) {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return '';
  const date = new Date(`${day}T${/^\d{2}:\d{2}$/.test(time ?? '') ? time : '00:00'}:00Z`);
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    ...(withTime && time && { timeStyle: 'short' }),
    timeZone: 'UTC',
    numberingSystem: 'latn',
  }).format(date);
}

/**
 * When an event is, in the visitor's language: the start day and time, the end (its day only when the organiser
 * shows the end date), and the event's time zone.
 *
 * @example eventWhen({ start_date: '2026-07-04', start_time: '18:30', end_time: '22:00', timezone: 'Europe/Berlin' }, 'en');
 * // 'Jul 4, 2026, 6:30 PM – 10:00 PM (Europe/Berlin)'
 */
export function eventWhen(schedule: Schedule, language: string): string {
  const locale = toBcp47(language);
  const start = wallClock(schedule.start_date, schedule.start_time, locale, true);
  if (!start) return '';
  const endTime = /^\d{2}:\d{2}$/.test(schedule.end_time ?? '')
    ? new Intl.DateTimeFormat(locale, {
        timeStyle: 'short',
        timeZone: 'UTC',
        numberingSystem: 'latn',
      }).format(new Date(`1970-01-01T${schedule.end_time}:00Z`))
    : '';
  const endDay =
    schedule.show_end_date && schedule.end_date && schedule.end_date !== schedule.start_date
      ? wallClock(schedule.end_date, schedule.end_time, locale, true)
      : endTime;
  const zone = schedule.timezone ? ` (${schedule.timezone})` : '';
  return `${start}${endDay ? ` – ${endDay}` : ''}${zone}`;
}
