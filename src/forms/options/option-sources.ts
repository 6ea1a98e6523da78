import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';
import type { FieldOption } from './field-option';

/**
 * A named list of choices loaded from the API, for `ui:options.source` in a form file. `inputs` names what
 * the list depends on (a sibling field's value); the list is fetched again when they change and waits while
 * one is empty.
 */
export interface OptionSource {
  inputs: (formData: Record<string, unknown>) => unknown[];
  load: (formData: Record<string, unknown>) => Promise<FieldOption[]>;
}

/** Every option source a form file may name. */
export const OPTION_SOURCES: Record<'currencies' | 'balances', OptionSource> = {
  /** Every ISO currency (GET /api/v2/currencies). */
  currencies: {
    inputs: () => [],
    load: async () =>
      (await unwrap(api.main.GET('/api/v2/currencies'))).data.map((currency) => ({
        value: currency.code,
        label: `${currency.code} · ${currency.name}`,
        icon: currency.code,
      })),
  },
  /** The user's currency accounts (GET /api/v2/main/balance). */
  balances: {
    inputs: () => [],
    load: async () =>
      (await unwrap(api.main.GET('/api/v2/main/balance'))).data.map((account) => ({
        value: account.currency,
        label: account.currency,
        icon: account.currency,
      })),
  },
};


export type OptionSourceName = keyof typeof OPTION_SOURCES;

export const isOptionSourceName = (name: unknown): name is OptionSourceName =>
  typeof name === 'string' && Object.hasOwn(OPTION_SOURCES, name);
