import { describe, expect, it } from 'vitest';
import { payerErrors, payView, type PublicInvoiceLike } from '@/screens/pay-invoice/pay-invoice-state';

const TODAY = '2026-11-23';
const invoice = (status: string, due_date = '2026-12-01', amount_due = 100): PublicInvoiceLike => ({
  invoice: { status, due_date },
  amount_due,
});

describe('payView', () => {
  it.each([
    ['no id', undefined, {}, { kind: 'noId' }],
    ['a blank id', ' ', {}, { kind: 'noId' }],
    ['still loading', 'INV-1', { pending: true }, { kind: 'loading' }],
    ['404', 'INV-1', { errorStatus: 404 }, { kind: 'notFound' }],
    ['a server failure', 'INV-1', { errorStatus: 500 }, { kind: 'failed' }],
    ['paid', 'INV-1', { data: invoice('paid', '2026-01-01', 0) }, { kind: 'paid' }],
    ['nothing left to pay', 'INV-1', { data: invoice('partially_paid', '2026-12-01', 0) }, { kind: 'paid' }],
    ['void', 'INV-1', { data: invoice('void') }, { kind: 'void' }],
    ['a draft leaked out', 'INV-1', { data: invoice('draft') }, { kind: 'notFound' }],
    ['sent, not yet due', 'INV-1', { data: invoice('sent') }, { kind: 'open', overdue: false }],
    ['sent, due today', 'INV-1', { data: invoice('sent', TODAY) }, { kind: 'open', overdue: false }],
    ['sent, past due', 'INV-1', { data: invoice('sent', '2026-11-22') }, { kind: 'open', overdue: true }],
    ['overdue', 'INV-1', { data: invoice('overdue', '2026-10-01') }, { kind: 'open', overdue: true }],
    [
      'partially paid',
      'INV-1',
      { data: invoice('partially_paid', '2026-12-24', 40) },
      { kind: 'open', overdue: false },
    ],
  ])('%s', (_name, id, state, expected) => {
    expect(payView(id, { pending: false, ...state }, TODAY)).toEqual(expected);
  });
});

describe('payerErrors', () => {
  it.each([
    [{ name: '', email: 'alex@example.com' }, {}],
    [{ name: "Anne-Marie O'Neil", email: 'a@b.co' }, {}],
    [{ name: 'محمد علي', email: 'a@b.co' }, {}],
    [{ name: '', email: '' }, { payer_email: 'pay.emailInvalid' }],
    [{ name: '', email: 'alex@' }, { payer_email: 'pay.emailInvalid' }],
    [{ name: 'R2-D2', email: 'a@b.co' }, { payer_name: 'pay.nameInvalid' }],
  ])('%j', (payer, expected) => {
    expect(payerErrors(payer)).toEqual(expected);
  });
});
