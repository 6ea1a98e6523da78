// The Pay by Banque return page's words per outcome (spec B §4: no money moves on failure or cancel) and the
// bank address it follows after starting a payment.
import { describe, expect, it } from 'vitest';
import { bankRedirect } from '@/screens/paybybanque-status/bank-redirect';
import { isReturnStatus, resultView } from '@/screens/paybybanque-status/payment-result';

describe('resultView', () => {
  it.each([
    ['successful', true, 'payByBanque.result.successful.bodyAmount', 'success', 'account'],
    ['successful', false, 'payByBanque.result.successful.body', 'success', 'account'],
    ['pending', true, 'payByBanque.result.pending.bodyAmount', 'waiting', 'account'],
    ['pending', false, 'payByBanque.result.pending.body', 'waiting', 'account'],
    ['failed', true, 'payByBanque.result.failed.body', 'failure', 'retry'],
    ['cancelled', false, 'payByBanque.result.cancelled.body', 'failure', 'retry'],
  ] as const)('%s (amount known: %s) reads %s, tone %s, next %s', (outcome, amount, body, tone, next) => {
    const view = resultView(outcome, amount);
    expect(view).toMatchObject({ outcome, body, tone, next, title: `payByBanque.result.${outcome}.title` });
  });
});

describe('isReturnStatus', () => {
  it.each([
    ['success', true],
    ['failed', true],
    ['cancelled', true],
    ['successful', false],
    ['pending', false],
    ['', false],
    [undefined, false],
  ])('%s → %s', (value, expected) => expect(isReturnStatus(value)).toBe(expected));
});

describe('bankRedirect', () => {
  const origin = 'https://app.test';
  it.each([
    ['https://bank.test/pay?id=1', 'https://bank.test/pay?id=1'],
    [
      'http://localhost:4173/paybybanque/success?order_id=PBB000001',
      'http://localhost:4173/paybybanque/success?order_id=PBB000001',
    ],
    ['/paybybanque/success?order_id=PBB000002', 'https://app.test/paybybanque/success?order_id=PBB000002'],
    ['javascript:alert(1)', undefined],
    ['data:text/html,hi', undefined],
    ['', undefined],
    [42, undefined],
  ])('%s → %s', (url, expected) => {
    expect(bankRedirect({ data: { redirect_url: url } }, origin)).toBe(expected);
  });

  it('gives nothing for an answer without data', () => {
    expect(bankRedirect(null, origin)).toBeUndefined();
    expect(bankRedirect({}, origin)).toBeUndefined();
  });
});
