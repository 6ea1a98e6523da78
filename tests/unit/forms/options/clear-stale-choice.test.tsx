// @vitest-environment jsdom
// A chosen value the list no longer offers (spec A §4 send money / withdrawal: the receiving methods depend on
// the currency): when the currency changes and the new list has loaded, a stale choice is cleared, a multi-
// select drops only the missing choices; a failed reload keeps the value, and the first list never clears.
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { initInputsI18n, renderWidget } from '../widgets/widget-harness';

const GET = vi.fn();
vi.mock('@/api/clients', () => ({ api: { main: { GET: (...args: unknown[]) => GET(...args) } } }));
const { SearchableSelectWidget } = await import('@/forms/widgets/searchable-select-widget');
const { MultiSelectWidget } = await import('@/forms/widgets/multi-select-widget');

/** The receiving methods the demo API offers per currency; XXX fails. */
const METHODS: Record<string, string[]> = {
  USD: ['atm_card', 'bank_transfer', 'e_wallet'],
  JPY: ['bank_transfer'],
  EUR: ['bank_transfer', 'e_wallet'],
};
beforeAll(initInputsI18n);
beforeEach(() => {
  GET.mockReset();
  GET.mockImplementation((_path: string, init: { params: { query: { currency: string } } }) => {
    const methods = METHODS[init.params.query.currency];
    if (!methods) return Promise.reject(new Error('offline'));
    const data = methods.map((type) => ({ type, label: type, currencies: [init.params.query.currency] }));
    return Promise.resolve({ data: { data }, response: new Response(null) });
  });
});
afterEach(cleanup);

const source = { options: { source: 'receiving-methods' } };
const loaded = (currency: string) =>
  waitFor(() =>
    expect(GET).toHaveBeenCalledWith(
      '/api/v2/main/receiving-methods',
      expect.objectContaining({ params: { query: { currency } } }),
    ),
  );

describe('a single choice', () => {
  it('is cleared when the currency changes and the new list does not offer it', async () => {
    const view = renderWidget(SearchableSelectWidget, {
      ...source,
      value: 'atm_card',
      formData: { currency: 'USD' },
    });
    await loaded('USD');
    view.setFormData({ currency: 'JPY' });
    await waitFor(() => expect(view.onChange).toHaveBeenCalledWith(undefined));
    expect((screen.getByRole('combobox') as HTMLInputElement).value).toBe('');
  });

  it('stays when the new list still offers it', async () => {
    const view = renderWidget(SearchableSelectWidget, {
      ...source,
      value: 'bank_transfer',
      formData: { currency: 'USD' },
    });
    await loaded('USD');
    view.setFormData({ currency: 'JPY' });
    await loaded('JPY');
    // The label is the method's text key; this test loads no transfers texts.
    await waitFor(() =>
      expect((screen.getByRole('combobox') as HTMLInputElement).value).toMatch(/bank_transfer/),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(view.onChange).not.toHaveBeenCalled();
  });

  it('stays when the new list fails to load', async () => {
    const view = renderWidget(SearchableSelectWidget, {
      ...source,
      value: 'atm_card',
      formData: { currency: 'USD' },
    });
    await loaded('USD');
    view.setFormData({ currency: 'XXX' });
    await loaded('XXX');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(view.onChange).not.toHaveBeenCalled();
  });

  it('is not cleared by the first list: a default or saved value the form opened with stays', async () => {
    const view = renderWidget(SearchableSelectWidget, {
      ...source,
      value: 'atm_card',
      formData: { currency: 'JPY' },
    });
    await loaded('JPY');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(view.onChange).not.toHaveBeenCalled();
  });
});

describe('a multi-select', () => {
  it('drops only the choices the new list no longer offers', async () => {
    const view = renderWidget(MultiSelectWidget, {
      ...source,
      schema: { type: 'array', items: { type: 'string' } },
      value: ['atm_card', 'e_wallet'],
      formData: { currency: 'USD' },
    });
    await loaded('USD');
    view.setFormData({ currency: 'EUR' });
    await waitFor(() => expect(view.onChange).toHaveBeenCalledWith(['e_wallet']));
    expect(view.onChange).toHaveBeenCalledTimes(1);
  });
});
