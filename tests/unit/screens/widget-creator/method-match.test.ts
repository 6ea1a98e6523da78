import { describe, expect, it } from 'vitest';
import {
  previewMethods,
  ruleMatches,
  sampleChoices,
  type Sample,
} from '@/screens/widget-creator/method-match';
import type { PaymentMethod, RuleDraft } from '@/screens/widget-creator/widget-draft';

const visa: PaymentMethod = {
  id: 'pm_001',
  name: 'Visa',
  type: 'card',
  currencies: ['USD', 'EUR'],
  countries: ['US', 'DE'],
  enabled: true,
  refundable: true,
};
const ideal: PaymentMethod = { ...visa, id: 'pm_009', name: 'iDEAL', currencies: ['EUR'], countries: ['NL'] };
const off: PaymentMethod = { ...visa, id: 'pm_007', name: 'Off', enabled: false };

const rule = (over: Partial<RuleDraft> = {}): RuleDraft => ({
  payment_method_id: 'pm_001',
  enabled: true,
  min_amount: '',
  max_amount: '',
  currencies: [],
  countries: [],
  ...over,
});
const sample = (over: Partial<Sample> = {}): Sample => ({
  amount: '25',
  currency: 'USD',
  country: 'US',
  ...over,
});

describe('ruleMatches (spec B §2: by amount, currency and location)', () => {
  it.each<[string, Partial<RuleDraft>, Partial<Sample>, boolean, PaymentMethod?]>([
    ['no bounds, supported currency and country', {}, {}, true],
    ['the version hides the method', { enabled: false }, {}, false],
    ['the merchant switched the method off', {}, {}, false, off],
    ['below the minimum', { min_amount: '30' }, {}, false],
    ['at the minimum', { min_amount: '25' }, {}, true],
    ['above the maximum', { max_amount: '20' }, {}, false],
    ['at the maximum', { max_amount: '25.00' }, {}, true],
    ['a currency the method lacks', {}, { currency: 'GBP' }, false],
    ['a currency the rule leaves out', { currencies: ['EUR'] }, {}, false],
    ['a currency the rule keeps', { currencies: ['USD'] }, {}, true],
    ['a country the method lacks', {}, { country: 'FR' }, false],
    ['a country the rule leaves out', { countries: ['DE'] }, {}, false],
    ['no sample amount', {}, { amount: '' }, false],
    ['an unreadable sample amount', {}, { amount: 'ten' }, false],
    ['an unreadable bound is no bound', { min_amount: 'x' }, {}, true],
  ])('%s → %s', (_, ruleOver, sampleOver, expected, method = visa) => {
    expect(ruleMatches(rule(ruleOver), method, sample(sampleOver))).toBe(expected);
  });
});

describe('previewMethods', () => {
  it('keeps the version order and only what matches', () => {
    const rules = [rule({ payment_method_id: 'pm_009' }), rule(), rule({ payment_method_id: 'pm_404' })];
    const eur = sample({ currency: 'EUR', country: 'NL' });
    expect(previewMethods([visa, ideal], rules, eur).map((m) => m.name)).toEqual(['iDEAL']);
    expect(
      previewMethods([visa, ideal], rules, sample({ currency: 'EUR', country: 'DE' })).map((m) => m.name),
    ).toEqual(['Visa']);
  });
});

describe('sampleChoices', () => {
  it('lists every currency and country once, sorted', () => {
    expect(sampleChoices([visa, ideal])).toEqual({
      currencies: ['EUR', 'USD'],
      countries: ['DE', 'NL', 'US'],
    });
  });
});
