// @vitest-environment jsdom
// 'You don't have any {currency} to {action}' (spec A §5, §8) at a currency field of the person's accounts
// (`ui:options.nothingTo`): said as soon as the accounts have loaded, in the person's language, and only once
// when the server's refusal already says it at the field.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import errors from '../../../../locales/en/errors.json';
import { CurrencyWidget } from '@/forms/widgets/currency-widget';
import { i18n, initInputsI18n, renderWidget } from '../widgets/widget-harness';

beforeAll(async () => {
  await initInputsI18n();
  i18n.addResourceBundle('en', 'errors', errors);
});
afterEach(cleanup);

const ACCOUNTS = [
  { value: 'EUR', label: 'EUR', icon: 'EUR' },
  { value: 'JPY', label: 'JPY', icon: 'JPY', empty: true },
];
const withdraw = (value: string, extra: Parameters<typeof renderWidget>[1] = {}) =>
  renderWidget(CurrencyWidget, {
    value,
    required: true,
    options: { source: 'balances', nothingTo: 'withdraw' },
    queries: [[['field-options', 'balances'], ACCOUNTS]],
    ...extra,
  });

describe('CurrencyWidget with nothingTo', () => {
  it('says it at the field for a currency the person holds no account in', () => {
    withdraw('USD');
    expect(screen.getByRole('alert').textContent).toBe("You don't have any USD to withdraw");
    const box = screen.getByRole('combobox');
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('aria-describedby')).toContain('root_field__nothing');
  });

  it('says it for an account with nothing available', () => {
    withdraw('JPY');
    expect(screen.getByRole('alert').textContent).toBe("You don't have any JPY to withdraw");
  });

  it('says nothing for an account with money, and goes away when one is chosen', async () => {
    const view = withdraw('USD');
    view.setValue('EUR');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('combobox').getAttribute('aria-invalid')).toBeNull();
  });

  it('says it once when the server already said it at the field', () => {
    withdraw('USD', { rawErrors: ["You don't have any USD to withdraw"] });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says nothing without nothingTo, or while the accounts load', () => {
    renderWidget(CurrencyWidget, {
      value: 'USD',
      options: { source: 'balances' },
      queries: [[['field-options', 'balances'], ACCOUNTS]],
    });
    expect(screen.queryByRole('alert')).toBeNull();
    cleanup();
    renderWidget(CurrencyWidget, {
      value: 'USD',
      options: { source: 'balances', nothingTo: 'withdraw' },
      pending: [['field-options', 'balances']],
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('names the action in the language of the page', async () => {
    const ar = (await import('../../../../locales/ar_EG/errors.json')).default;
    i18n.addResourceBundle('ar_EG', 'errors', ar);
    await i18n.changeLanguage('ar_EG');
    try {
      withdraw('USD');
      expect(screen.getByRole('alert').textContent).toBe(
        ar.server.noCurrencyTo
          .replace('{{currency}}', 'USD')
          .replace('{{action}}', ar.noCurrencyAction.withdraw),
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
