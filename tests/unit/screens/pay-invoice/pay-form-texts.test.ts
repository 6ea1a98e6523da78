// The payer form (src/screens/pay-invoice/pay-form.tsx) reads its texts from the page's own catalogue by a
// key built at run time, which config:check cannot follow: each page's catalogue holds every one it reads.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_LANGUAGES } from '@/i18n/languages';

const FORM_KEYS = [
  'payTitle',
  'name',
  'email',
  'method',
  'paying',
  'submit',
  'failed',
  'emailInvalid',
  'nameInvalid',
];
const PAGES = [
  // An invoice: every method and every status a payment answers.
  {
    namespace: 'invoice-builder',
    keys: [
      ...FORM_KEYS,
      'card',
      'wallet',
      'bank_transfer',
      'successful',
      'processing',
      'failed',
      'cancelled',
    ],
  },
  // A payment request: card or wallet, paid at once.
  { namespace: 'pay-request', keys: [...FORM_KEYS, 'card', 'wallet', 'successful'] },
];

describe.each(PAGES)('the payer form on the $namespace page', ({ namespace, keys }) => {
  it.each(CATALOGUE_LANGUAGES)('finds its texts in %s', (language) => {
    const pay = (JSON.parse(readFileSync(`locales/${language}/${namespace}.json`, 'utf8')) as { pay: object })
      .pay as Record<string, unknown>;
    expect(keys.filter((key) => typeof pay[key] !== 'string')).toEqual([]);
  });
});
