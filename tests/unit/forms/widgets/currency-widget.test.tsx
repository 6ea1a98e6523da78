// @vitest-environment jsdom
// The currency select (spec A §2, §3): a flag per option (the USD graphic for codes without one), a plain list
// for a few currencies and a search box for many, options from the API list or the schema's enum.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { CurrencyWidget } from '@/forms/widgets/currency-widget';
import { CurrencyIcon, hasCurrencyIcon } from '@/forms/widgets/currency-icon';
import { initInputsI18n, renderWidget } from './widget-harness';

beforeAll(initInputsI18n);
afterEach(cleanup);

const enumOf = (...codes: string[]) => ({ enumOptions: codes.map((code) => ({ value: code, label: code })) });
const iconOf = (element: HTMLElement) =>
  element.querySelector('svg[data-currency-icon]')?.getAttribute('data-currency-icon');
const ALL = [
  'AED',
  'CAD',
  'CHF',
  'CZK',
  'DKK',
  'EUR',
  'GBP',
  'HKD',
  'HUF',
  'JPY',
  'MXN',
  'NOK',
  'NZD',
  'PLN',
  'RUB',
  'SGD',
  'TRY',
  'USD',
  'SEK',
];

describe('CurrencyIcon', () => {
  it.each(ALL)('draws its own icon for %s', (code) => {
    expect(hasCurrencyIcon(code)).toBe(true);
    const { container } = render(<CurrencyIcon code={code} />);
    expect(iconOf(container)).toBe(code);
    expect(container.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
  });

  it.each(['PHP', 'KWD', 'xyz'])('shows the default (USD) graphic for %s', (code) => {
    expect(hasCurrencyIcon(code)).toBe(false);
    const { container } = render(<CurrencyIcon code={code} />);
    expect(iconOf(container)).toBe('default');
    const usd = render(<CurrencyIcon code="USD" />).container.querySelector('g')?.innerHTML;
    expect(container.querySelector('g')?.innerHTML).toBe(usd);
  });
});

describe('CurrencyWidget', () => {
  it('opens a plain list with a flag per option for a few currencies', async () => {
    const { user, onChange } = renderWidget(CurrencyWidget, { options: enumOf('USD', 'EUR', 'PHP') });
    const control = screen.getByRole('combobox');
    expect(control.tagName).toBe('BUTTON');
    await user.click(control);
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['USD', 'EUR', 'PHP']);
    expect(options.map(iconOf)).toEqual(['USD', 'EUR', 'default']);
    await user.click(screen.getByRole('option', { name: 'EUR' }));
    expect(onChange).toHaveBeenLastCalledWith('EUR');
    expect(control.textContent).toBe('EUR');
    expect(iconOf(control.parentElement as HTMLElement)).toBe('EUR');
  });

  it('works the plain list with the keyboard', async () => {
    const { user, onChange } = renderWidget(CurrencyWidget, { options: enumOf('USD', 'EUR', 'GBP') });
    screen.getByRole('combobox').focus();
    await user.keyboard('{Enter}{ArrowDown}{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('GBP');
    await user.keyboard('{ArrowDown}e{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('EUR');
  });

  it('searches among more than 8 currencies, from the API list', async () => {
    const list = ALL.map((code) => ({ value: code, label: `${code} · ${code} name`, icon: code }));
    const { user, onChange } = renderWidget(CurrencyWidget, {
      options: { source: 'currencies' },
      queries: [[['field-options', 'currencies'], list]],
    });
    const control = screen.getByRole('combobox');
    expect(control.tagName).toBe('INPUT');
    await user.type(control, 'sek');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['SEK · SEK name']);
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('SEK');
  });

  it('lists every currency when neither a source nor an enum is given, leaving out excluded codes', async () => {
    const list = ['USD', 'RUB', 'EUR'].map((code) => ({ value: code, label: code, icon: code }));
    const { user } = renderWidget(CurrencyWidget, {
      options: { exclude: ['RUB'] },
      queries: [[['field-options', 'currencies'], list]],
    });
    await user.click(screen.getByRole('combobox'));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['USD', 'EUR']);
  });

  it('shows a stored code while its list is loading', async () => {
    const { user } = renderWidget(CurrencyWidget, {
      value: 'CHF',
      options: { source: 'balances' },
      pending: [['field-options', 'balances']],
    });
    expect(screen.getByRole('combobox').textContent).toBe('CHF');
    await user.click(screen.getByRole('combobox'));
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });
});
