// @vitest-environment jsdom
// The money input reads the fields beside it: in a list, its own entry's currency (a product's prices), and
// with `percentWhen` it is the percent input while the type field says so (a tax, a discount).
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { MoneyWidget } from '@/forms/widgets/money-widget';
import { CURRENCIES, i18n, initInputsI18n } from './widget-harness';

beforeAll(initInputsI18n);
afterEach(cleanup);

function renderForm(schema: RJSFSchema, uiSchema: UiSchema, start: Record<string, unknown>) {
  const seen: { data: Record<string, unknown> } = { data: start };
  function Host() {
    const [formData, setFormData] = useState(start);
    seen.data = formData;
    return (
      <Form
        schema={schema}
        uiSchema={uiSchema}
        validator={validator}
        widgets={{ money: MoneyWidget }}
        formData={formData}
        formContext={{ formName: 'test', formData }}
        onChange={(event) => setFormData(event.formData as Record<string, unknown>)}
      />
    );
  }
  const client = new QueryClient();
  client.setQueryData(['currencies'], CURRENCIES);
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <Host />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return seen;
}

describe('money beside other fields', () => {
  const user = userEvent.setup();

  it("takes each list entry's own currency", async () => {
    const schema: RJSFSchema = {
      type: 'object',
      properties: {
        prices: {
          type: 'array',
          items: {
            type: 'object',
            properties: { currency: { type: 'string' }, amount: { type: 'number', title: 'Price' } },
          },
        },
      },
    };
    const ui: UiSchema = {
      prices: { items: { amount: { 'ui:widget': 'money', 'ui:options': { currencyField: 'currency' } } } },
    };
    const seen = renderForm(schema, ui, {
      prices: [{ currency: 'USD' }, { currency: 'JPY' }],
    });
    const [usd, jpy] = screen.getAllByLabelText('Price') as HTMLInputElement[];
    await user.type(usd!, '12.5');
    await user.type(jpy!, '1500.5');
    expect(seen.data.prices).toEqual([
      { currency: 'USD', amount: 12.5 },
      { currency: 'JPY', amount: 15005 },
    ]);
    expect(within(usd!.parentElement!).getByText('USD')).toBeTruthy();
    expect(within(jpy!.parentElement!).getByText('JPY')).toBeTruthy();
  });

  it('is the percent input while the type says percentage', async () => {
    const schema: RJSFSchema = {
      type: 'object',
      properties: {
        type: { type: 'string', enum: ['flat', 'percentage'], title: 'Type' },
        value: { type: 'number', title: 'Value' },
      },
    };
    const ui: UiSchema = {
      value: { 'ui:widget': 'money', 'ui:options': { percentWhen: { type: 'percentage' } } },
    };
    renderForm(schema, ui, { type: 'percentage' });
    expect(screen.getByText('%')).toBeTruthy();
    await user.type(screen.getByLabelText('Value'), '150');
    expect((screen.getByLabelText('Value') as HTMLInputElement).value).toBe('15');
    await user.selectOptions(screen.getByLabelText('Type'), 'flat');
    expect(screen.queryByText('%')).toBeNull();
    await user.clear(screen.getByLabelText('Value'));
    await user.type(screen.getByLabelText('Value'), '150');
    expect((screen.getByLabelText('Value') as HTMLInputElement).value).toBe('150');
  });
});
