import type { RuleCase } from '../run-cases';

/** Today in the date tests (dates.test.ts fakes the clock to this local day). */
export const TODAY = new Date(2026, 5, 15, 10, 30);

export const DATE_CASES: RuleCase[] = [
  {
    rule: 'card_expiry',
    param: true,
    valid: ['202606', '2026-06', '202607', '203112'],
    invalid: ['202605', '2025-12', '202613', '202600', '2031', '06/31', '2031-7'],
  },
  {
    rule: 'age',
    param: 18,
    valid: ['2008-06-15', '2008-06-14', '1950-01-01'],
    invalid: ['2008-06-16', '2010-01-01', '2030-01-01', '15/06/2000', '2000-02-30', '2000-13-01'],
  },
  {
    rule: 'date_after',
    param: 'start',
    parent: { start: '2026-06-15' },
    valid: ['2026-06-16', '2027-01-01'],
    invalid: ['2026-06-15', '2026-06-14', '16/06/2026', '2026-02-30'],
  },
  {
    rule: 'date_after',
    param: 'start',
    parent: { start: '' },
    label: 'start not filled in',
    valid: ['2026-06-01', '2020-01-01'],
    invalid: ['not a date'],
  },
  {
    rule: 'date_after',
    param: { date: 'startDate', time: 'startTime', ownTime: 'endTime' },
    parent: { startDate: '2026-06-15', startTime: '09:00', endTime: '10:30' },
    label: 'same day, later time',
    valid: ['2026-06-15', '2026-06-16'],
    invalid: ['2026-06-14', '2026-06-1'],
  },
  {
    rule: 'date_after',
    param: { date: 'startDate', time: 'startTime', ownTime: 'endTime' },
    parent: { startDate: '2026-06-15', startTime: '11:00', endTime: '10:30' },
    label: 'same day, earlier time',
    valid: ['2026-06-16'],
    invalid: ['2026-06-15', '2026-06-14'],
  },
  {
    rule: 'date_after',
    param: { date: 'startDate', time: 'startTime', ownTime: 'endTime' },
    parent: { startDate: '2026-06-15', startTime: '09:00', endTime: '' },
    label: 'own time not filled in',
    valid: ['2026-06-16'],
    invalid: ['2026-06-15', '2026-06-10'],
  },
];
