import { amountOf, type PaymentMethod, type RuleDraft } from './widget-draft';

/** What the preview's shopper pays: the sample the person sets in the preview. */
export interface Sample {
  amount: string;
  currency: string;
  country: string;
}

const within = (value: number, min: number | null | undefined, max: number | null | undefined) =>
  (typeof min !== 'number' || value >= min) && (typeof max !== 'number' || value <= max);

/** An empty list in a rule means every value the method itself supports. */
const allows = (chosen: readonly string[], supported: readonly string[], value: string) =>
  (chosen.length ? chosen : supported).includes(value);

/**
 * Whether the checkout offers a method for the sample (spec B §2: payment methods by amount, currency and
 * location): the merchant has it switched on, the version shows it, and the amount is within its bounds.
 */
export function ruleMatches(rule: RuleDraft, method: PaymentMethod, sample: Sample): boolean {
  const amount = amountOf(sample.amount);
  if (typeof amount !== 'number') return false;
  return (
    method.enabled &&
    rule.enabled &&
    within(amount, amountOf(rule.min_amount), amountOf(rule.max_amount)) &&
    allows(rule.currencies, method.currencies, sample.currency) &&
    allows(rule.countries, method.countries, sample.country)
  );
}

/** The methods the preview shows for the sample, in the version's order. */
export function previewMethods(
  methods: readonly PaymentMethod[],
  rules: readonly RuleDraft[],
  sample: Sample,
): PaymentMethod[] {
  const byId = new Map(methods.map((method) => [method.id, method]));
  return rules.flatMap((rule) => {
    const method = byId.get(rule.payment_method_id);
    return method && ruleMatches(rule, method, sample) ? [method] : [];
  });
}

/** Every currency and country some method supports, sorted, for the preview's sample pickers. */
export function sampleChoices(methods: readonly PaymentMethod[]): {
  currencies: string[];
  countries: string[];
} {
  const currencies = new Set(methods.flatMap((method) => method.currencies));
  const countries = new Set(methods.flatMap((method) => method.countries));
  return { currencies: [...currencies].sort(), countries: [...countries].sort() };
}
