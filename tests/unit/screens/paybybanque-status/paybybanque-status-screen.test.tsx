// @vitest-environment jsdom
// The Pay by Banque return page against the demo backend (spec B §2, §4): a payment started and confirmed reads
// as added, once; a cancelled one says no money moved and stays cancelled; an unknown status or order says so.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import accounts from '../../../../locales/en/accounts.json';
import errors from '../../../../locales/en/errors.json';
import forms from '../../../../locales/en/forms.json';
import { api, connectApiSession } from '@/api/clients';
import { unwrap } from '@/api/errors';
import { anonymousSession } from '@/api/session-port';
import { setupDemoServer } from '@/mocks/node';
import { issueToken } from '@/mocks/store/tokens';
import PayByBanqueStatusScreen from '@/screens/paybybanque-status/paybybanque-status-screen';

const { server, backend } = setupDemoServer();
const i18n = i18next.createInstance();
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { accounts, errors, forms } },
    interpolation: { escapeValue: false },
  });
  const user = backend.db.findUserByEmail('merchant@demo.test');
  if (!user) throw new Error('merchant@demo.test');
  const token = issueToken(user, { audience: 'main' });
  connectApiSession({ ...anonymousSession, idToken: () => token });
});
afterEach(cleanup);
afterAll(() => {
  server.close();
  connectApiSession(anonymousSession);
});

const available = async (currency: string) => {
  const accounts = (await unwrap(api.main.GET('/api/v2/main/balance'))).data;
  const account = accounts.find((row) => row.currency === currency);
  return account?.balances.find((row) => row.subtype === 'balance_available')?.balance ?? 0;
};

const start = async (amount: number, currency: string) =>
  (await unwrap(api.main.POST('/api/v2/paybybanque', { body: { amount, currency } }))).data.order_id;

function open(path: string) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/paybybanque/:status" element={<PayByBanqueStatusScreen />} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
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
