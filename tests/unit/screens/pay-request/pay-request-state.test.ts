// What the public payment-request page shows (src/screens/pay-request/pay-request-state.ts).
import { describe, expect, it } from 'vitest';
import { payRequestView, slashDate } from '@/screens/pay-request/pay-request-state';

const NOW = Date.parse('2026-11-28T12:00:00Z');
const open = { status: 'pending', expires_at: '2026-12-28T12:00:00Z' };

describe('payRequestView', () => {
  it.each([
    ['no id', undefined, { pending: true }, 'notFound'],
    ['an id that cannot be one (spec B §9: PR + 7)', 'PR123', { pending: true }, 'notFound'],
    ['a lower-case prefix', 'pr1234567', { pending: true }, 'notFound'],
    ['a 404', 'PR1234567', { errorStatus: 404, pending: false }, 'notFound'],
    ['a server failure', 'PR1234567', { errorStatus: 500, pending: false }, 'failed'],
    ['still loading', 'PR1234567', { pending: true }, 'loading'],
    ['paid', 'PR1234567', { data: { ...open, status: 'paid' }, pending: false }, 'paid'],
    [
      'expired by the server',
      'PR1234567',
      { data: { ...open, status: 'expired' }, pending: false },
      'expired',
    ],
    [
      'pending past its date',
      'PR1234567',
      { data: { status: 'pending', expires_at: '2026-11-28T11:59:59Z' }, pending: false },
      'expired',
    ],
    ['pending and in time', 'PR1234567', { data: open, pending: false }, 'open'],
  ] as const)('%s', (_, id, state, kind) => {
    expect(payRequestView(id, state, NOW).kind).toBe(kind);
  });
});

describe('slashDate', () => {
  it('shows the date part as YYYY/MM/DD', () => expect(slashDate('2026-12-28T12:00:00Z')).toBe('2026/12/28'));
});
