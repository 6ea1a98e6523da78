// @vitest-environment jsdom
// The widgets inside a real RJSF form: the label points at each control, the money input reads its currency
// from the sibling field through the form context, and the form data gets what the person typed and picked.
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { CurrencyWidget } from '@/forms/widgets/currency-widget';
import { DateWidget } from '@/forms/widgets/date-widget';
import { MaskWidget } from '@/forms/widgets/mask-widget';
import { MoneyWidget } from '@/forms/widgets/money-widget';
import { MultiSelectWidget } from '@/forms/widgets/multi-select-widget';
import { CURRENCIES, i18n, initInputsI18n } from './widget-harness';

beforeAll(initInputsI18n);
afterEach(cleanup);

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    currency: { type: 'string', title: 'Currency', enum: ['USD', 'JPY'] },
    amount: { type: 'number', title: 'Amount' },
    sort_code: { type: 'string', title: 'Sort code' },
    days: {
      type: 'array',
      title: 'Days',
      maxItems: 1,
      uniqueItems: true,
      items: { type: 'string', enum: ['mon', 'tue'] },
    },
    birth: { type: 'string', title: 'Birth date' },
  },
};
const uiSchema: UiSchema = {
  currency: { 'ui:widget': 'currency' },
  amount: { 'ui:widget': 'money', 'ui:options': { currencyField: 'currency' } },
  sort_code: { 'ui:widget': 'mask', 'ui:options': { mask: 'sortCode' } },
  days: { 'ui:widget': 'multiSelect' },
  birth: { 'ui:widget': 'date', 'ui:options': { maxYear: 2000 } },
};
const widgets = {
  currency: CurrencyWidget,
  money: MoneyWidget,
  mask: MaskWidget,
  multiSelect: MultiSelectWidget,
  date: DateWidget,
};

function renderForm() {
  const seen: { data: Record<string, unknown> } = { data: {} };
  function Host() {
    const [formData, setFormData] = useState<Record<string, unknown>>({ currency: 'USD' });
    seen.data = formData;
    return (
      <Form
        schema={schema}
        uiSchema={uiSchema}
        validator={validator}
        widgets={widgets}
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

describe('the input widgets in an RJSF form', () => {
  const user = userEvent.setup();

  it('money reads its currency from the sibling field the currency select fills', async () => {
    const seen = renderForm();
    await user.type(screen.getByLabelText('Amount'), '12,5');
    expect(seen.data.amount).toBe(12.5);
    await user.click(screen.getByLabelText('Currency'));
    await user.click(screen.getByRole('option', { name: 'JPY' }));
    expect(seen.data.currency).toBe('JPY');
    expect(seen.data.amount).toBe(13); // JPY has no decimals: the amount follows what is shown
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('13');
  });

  it('mask stores the digits', async () => {
    const seen = renderForm();
    await user.type(screen.getByLabelText('Sort code'), '123456');
    expect(seen.data.sort_code).toBe('123456');
    expect((screen.getByLabelText('Sort code') as HTMLInputElement).value).toBe('12-34-56');
  });

  it("multi-select gets the array's enum and maxItems", async () => {
    const seen = renderForm();
    await user.click(screen.getByLabelText('Days'));
    await user.click(screen.getByRole('option', { name: 'tue' }));
    expect(seen.data.days).toEqual(['tue']);
    expect(screen.getByText('Maximum of 1 options selected.')).toBeTruthy();
  });

  it('date stores YYYY-MM-DD', async () => {
    const seen = renderForm();
    expect(screen.getByRole('group', { name: 'Birth date' })).toBeTruthy();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Month' }), 'March');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Day' }), '3');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Year' }), '1999');
    expect(seen.data.birth).toBe('1999-03-03');
  });
});
