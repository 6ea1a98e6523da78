// @vitest-environment jsdom
// The Pay by Banque return page against the demo backend (spec B §2, §4): a payment started and confirmed reads
// as added, once; a cancelled one says no money moved and stays cancelled; an unknown status or order says so.
import { describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { Route } from 'react-router';
import accounts from '../../../../locales/en/accounts.json';
import errors from '../../../../locales/en/errors.json';
import forms from '../../../../locales/en/forms.json';
import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';
import PayByBanqueStatusScreen from '@/screens/paybybanque-status/paybybanque-status-screen';
import { screenHarness } from '../screen-harness';

const { open: openAt } = screenHarness('merchant@demo.test', { accounts, errors, forms });

const available = async (currency: string) => {
  const accounts = (await unwrap(api.main.GET('/api/v2/main/balance'))).data;
  const account = accounts.find((row) => row.currency === currency);
  return account?.balances.find((row) => row.subtype === 'balance_available')?.balance ?? 0;
};

const start = async (amount: number, currency: string) =>
  (await unwrap(api.main.POST('/api/v2/paybybanque', { body: { amount, currency } }))).data.order_id;

function open(path: string) {
  openAt(
    path,
    <>
      <Route path="/paybybanque/:status" element={<PayByBanqueStatusScreen />} />
    </>,
  );
}

describe('PayByBanqueStatusScreen', () => {
  it('a confirmed payment reads as added, adds the money once, and links to its account', async () => {
    const before = await available('EUR');
    const order = await start(100, 'EUR');
    open(`/paybybanque/success?order_id=${order}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Money added' })).toBeTruthy();
    expect(screen.getByText('100.00 EUR was added to your account.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open EUR account' }).getAttribute('href')).toBe('/accounts/EUR');
    cleanup();
    open(`/paybybanque/success?order_id=${order}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Money added' })).toBeTruthy();
    expect(await available('EUR')).toBeCloseTo(before + 100, 2);
  });

  it('a cancelled payment moves no money and stays cancelled when the success address is opened later', async () => {
    const before = await available('USD');
    const order = await start(50, 'USD');
    open(`/paybybanque/cancelled?order_id=${order}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment cancelled' })).toBeTruthy();
    expect(screen.getByText('You cancelled at your bank. No money moved.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe('/paybybanque');
    cleanup();
    open(`/paybybanque/success?order_id=${order}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment failed' })).toBeTruthy();
    expect(await available('USD')).toBeCloseTo(before, 2);
  });

  it.each([
    ['/paybybanque/pending-forever', 'This page could not be found'],
    ['/paybybanque/success?order_id=PBB999999', 'This order does not exist'],
  ])('%s says %s and offers to start again', async (path, title) => {
    open(path);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Start a payment' }).getAttribute('href')).toBe('/paybybanque');
  });
});
