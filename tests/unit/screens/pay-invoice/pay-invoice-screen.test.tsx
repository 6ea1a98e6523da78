// @vitest-environment jsdom
// The public pay page against the demo backend (spec B §4, §8): paid, overdue, void, not found and no id each
// read as such; an open invoice is paid after the email rule, and then reads as paid.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import builder from '../../../../locales/en/invoice-builder.json';
import errors from '../../../../locales/en/errors.json';
import forms from '../../../../locales/en/forms.json';
import statuses from '../../../../locales/en/statuses.json';
import { setupDemoServer } from '@/mocks/node';
import PayInvoiceScreen from '@/screens/pay-invoice/pay-invoice-screen';

const { server, backend } = setupDemoServer();
const i18n = i18next.createInstance();
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { 'invoice-builder': builder, errors, forms, statuses } },
    interpolation: { escapeValue: false },
  });
});
afterEach(cleanup);
afterAll(() => server.close());

function open(path: string) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/pay/invoice/:id?" element={<PayInvoiceScreen />} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('PayInvoiceScreen (signed out)', () => {
  it.each([
    ['/pay/invoice/INV-2026-0003', 'This invoice has been paid. Thank you!'],
    ['/pay/invoice/INV-2026-0004', /^This invoice is overdue: it was due on \d{4}\/\d{2}\/\d{2}\./],
    ['/pay/invoice/INV-2026-0005', 'This invoice was cancelled by the merchant and cannot be paid.'],
    ['/pay/invoice/INV-2026-0001', 'This order does not exist'],
    ['/pay/invoice/nothing-here', 'This order does not exist'],
    ['/pay/invoice', 'No invoice was given. Open the payment link from your invoice email.'],
  ])('%s', async (path, text) => {
    open(path);
    expect(await screen.findByText(text)).toBeTruthy();
    const payable = path.endsWith('0004');
    expect(screen.queryByRole('button', { name: /^Pay / }) !== null).toBe(payable);
  });

  it('pays an open invoice once the email is valid; it then reads as paid', async () => {
    open('/pay/invoice/INV-2026-0002');
    const pay = await screen.findByRole('button', { name: /^Pay / });
    fireEvent.input(screen.getByLabelText('Your email'), { target: { value: 'alex@' } });
    fireEvent.click(pay);
    expect(screen.getByText('Enter a valid email address.')).toBeTruthy();
    fireEvent.input(screen.getByLabelText('Your email'), { target: { value: 'alex@example.com' } });
    fireEvent.click(pay);
    expect(await screen.findByText('This invoice has been paid. Thank you!')).toBeTruthy();
    expect(backend.db.invoices.find((row) => row.public_id === 'INV-2026-0002')?.status).toBe('paid');
  });
});
