import { describe, expect, it } from 'vitest';
import { eventWhen } from '@/screens/organizer/event-when';

describe('eventWhen: when an event is, in the visitor language', () => {
  it.each([
    [
      'one day, with its end time and zone',
      { start_date: '2026-07-04', start_time: '18:30', end_time: '22:00', timezone: 'Europe/Berlin' },
      'en',
      'Jul 4, 2026, 6:30 PM – 10:00 PM (Europe/Berlin)',
    ],
    [
      'several days when the end date is shown',
      {
        start_date: '2026-07-04',
        end_date: '2026-07-06',
        show_end_date: true,
        start_time: '10:00',
        end_time: '17:00',
      },
      'en',
      'Jul 4, 2026, 10:00 AM – Jul 6, 2026, 5:00 PM',
    ],
    [
      'a hidden end date shows only the end time',
      {
        start_date: '2026-07-04',
        end_date: '2026-07-06',
        show_end_date: false,
        start_time: '10:00',
        end_time: '17:00',
      },
      'en',
      'Jul 4, 2026, 10:00 AM – 5:00 PM',
    ],
    ['no start date: nothing', { start_time: '10:00' }, 'en', ''],
    [
      'German words, Latin digits',
      { start_date: '2026-07-04', start_time: '18:30' },
      'de',
      '04.07.2026, 18:30',
    ],
  ])('%s', (_name, schedule, language, expected) => {
    expect(eventWhen(schedule, language)).toBe(expected);
  });

  it('Arabic keeps Latin digits', () => {
    expect(eventWhen({ start_date: '2026-07-04', start_time: '18:30' }, 'ar_EG')).toMatch(/2026/);
  });
});
