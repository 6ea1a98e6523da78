// Renders one form widget the way RJSF does: with a value it keeps in state (so what the widget reports comes
// back as its value), the form context, the English `inputs` texts and a query cache holding the API lists.
import { useState, type ComponentType } from 'react';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Registry, RJSFSchema, WidgetProps } from '@rjsf/utils';
import inputs from '../../../../locales/en/inputs.json';

export const i18n = i18next.createInstance();

export async function initInputsI18n() {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { inputs } },
    interpolation: { escapeValue: false },
  });
}

/** What GET /api/v2/currencies answers in these tests (KWD has 3 decimals, JPY none). */
export const CURRENCIES = [
  {
    code: 'USD',
    name: 'US Dollar',
    formats: { symbol: '$', fractionCount: 2 },
    anchored: false,
    supported: true,
  },
  { code: 'EUR', name: 'Euro', formats: { symbol: '€', fractionCount: 2 }, anchored: false, supported: true },
  {
    code: 'JPY',
    name: 'Japanese Yen',
    formats: { symbol: '¥', fractionCount: 0 },
    anchored: false,
    supported: true,
  },
  {
    code: 'KWD',
    name: 'Kuwaiti Dinar',
    formats: { symbol: 'KD', fractionCount: 3 },
    anchored: false,
    supported: true,
  },
];

export interface WidgetSetup {
  value?: unknown;
  options?: WidgetProps['options'];
  schema?: RJSFSchema;
  formData?: Record<string, unknown>;
  label?: string;
  required?: boolean;
  disabled?: boolean;
  rawErrors?: string[];
  /** Query cache entries to start with, e.g. `[['field-options', 'balances'], [...]]`. */
  queries?: [unknown[], unknown][];
  /** Query keys whose fetch is under way and never answers (a list still loading), so no request goes out. */
  pending?: unknown[][];
}

export function renderWidget(Widget: ComponentType<WidgetProps>, setup: WidgetSetup = {}) {
  const onChange = vi.fn();
  const onBlur = vi.fn();
  const onFocus = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['currencies'], CURRENCIES);
  for (const [key, data] of setup.queries ?? []) client.setQueryData(key, data);
  for (const key of setup.pending ?? [])
    void client.prefetchQuery({ queryKey: key, queryFn: () => new Promise(() => {}) });
  const outside: {
    setValue?: (value: unknown) => void;
    setFormData?: (data: Record<string, unknown>) => void;
  } = {};

  function Host() {
    const [value, setValue] = useState(setup.value);
    const [formData, setFormData] = useState(setup.formData ?? {});
    outside.setValue = setValue;
    outside.setFormData = setFormData;
    const registry = { formContext: { formName: 'test', formData } } as unknown as Registry;
    return (
      <Widget
        id="root_field"
        name="field"
        label={setup.label ?? 'Field'}
        value={value}
        schema={setup.schema ?? {}}
        uiSchema={{}}
        options={setup.options ?? {}}
        required={setup.required}
        disabled={setup.disabled}
        rawErrors={setup.rawErrors}
        registry={registry}
        onChange={(next: unknown) => {
          onChange(next);
          setValue(next);
        }}
        onBlur={onBlur}
        onFocus={onFocus}
      />
    );
  }

  const view = render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <Host />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return {
    ...view,
    user: userEvent.setup(),
    onChange,
    onBlur,
    onFocus,
    /** A new value from outside the widget (a reset, a loaded record). */
    setValue: (value: unknown) => act(() => outside.setValue?.(value)),
    /** Another field changed (the money input's currency field). */
    setFormData: (data: Record<string, unknown>) => act(() => outside.setFormData?.(data)),
  };
}
