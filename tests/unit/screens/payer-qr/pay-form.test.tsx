// @vitest-environment jsdom
// The amount step as a payer sees it (spec B §5 'Invalid amount' at the field, nothing typed lost; a payer who
// is not signed in is sent to sign in and back; a fixed-amount code has no amount field).
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import qr from '../../../../locales/en/qr.json';
import errors from '../../../../locales/en/errors.json';
import { ApiError } from '@/api/errors';
import { PayForm } from '@/screens/payer-qr/pay-form';
import type { QrInfo } from '@/screens/payer-qr/qr-calls';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n
    .use(initReactI18next)
    .init({ lng: 'en', resources: { en: { qr, errors } }, interpolation: { escapeValue: false } });
});
afterEach(cleanup);

const sticker: QrInfo = {
  code: 'QRS0001',
  amount: null,
  currency: 'USD',
  merchant_name: 'Marquez Coffee Roasters',
  payment_order_country: 'US',
  status: 'active',
  expires_at: '2099-12-31T23:59:59Z',
};

function renderForm(props: Partial<Parameters<typeof PayForm>[0]> = {}) {
  const onPay = vi.fn();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={['/qr/QRS0001/set-amount?country=US']}>
        <PayForm info={sticker} country="US" signedIn paying={false} error={null} onPay={onPay} {...props} />
      </MemoryRouter>
    </I18nextProvider>,
  );
  return { onPay, view };
}

const pay = () => fireEvent.click(screen.getByRole('button', { name: 'Pay with the app' }));

describe('PayForm', () => {
  it.each(['0', '1.234', 'abc', ''])('refuses %j at the field and keeps it', (typed) => {
    const { onPay } = renderForm();
    const amount = screen.getByLabelText('Amount in USD') as HTMLInputElement;
    fireEvent.input(amount, { target: { value: typed } });
    pay();
    expect(screen.getByText('Invalid amount')).toBeTruthy();
    expect(amount.value).toBe(typed);
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(onPay).not.toHaveBeenCalled();
  });

  it('pays a valid amount', () => {
    const { onPay } = renderForm();
    fireEvent.input(screen.getByLabelText('Amount in USD'), { target: { value: '12,50' } });
    pay();
    expect(onPay).toHaveBeenCalledWith(12.5);
    expect(screen.queryByText('Invalid amount')).toBeNull();
  });

  it("shows the server's refusal at the amount it was sent with, and drops it once the amount changes", () => {
    const { onPay, view } = renderForm();
    const amount = screen.getByLabelText('Amount in USD');
    fireEvent.input(amount, { target: { value: '900' } });
    pay();
    expect(onPay).toHaveBeenCalledWith(900);
    const refused = new ApiError({
      message: 'Insufficient funds',
      statusCode: 422,
      errors: { amount: ['Insufficient funds'] },
    });
    view.rerender(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <PayForm info={sticker} country="US" signedIn paying={false} error={refused} onPay={onPay} />
        </MemoryRouter>
      </I18nextProvider>,
    );
    expect(screen.getByText(errors.server.insufficientFunds)).toBeTruthy();
    fireEvent.input(amount, { target: { value: '9' } });
    expect(screen.queryByText(errors.server.insufficientFunds)).toBeNull();
  });

  it('a fixed amount has no field and pays it', () => {
    const { onPay } = renderForm({ info: { ...sticker, code: 'QR00001', amount: 24.5 } });
    expect(screen.queryByLabelText(/Amount in/)).toBeNull();
    pay();
    expect(onPay).toHaveBeenCalledWith(24.5);
  });

  it('sends a visitor who is not signed in to sign in, and back here', () => {
    renderForm({ signedIn: false });
    expect(screen.queryByRole('button', { name: 'Pay with the app' })).toBeNull();
    const link = screen.getByRole('link', { name: 'Sign in to pay' });
    expect(link.getAttribute('href')).toBe(
      `/auth/login?continue=${encodeURIComponent('/qr/QRS0001/set-amount?country=US')}`,
    );
  });
});
