import type { components } from '@/api/generated/main';

type Schemas = components['schemas'];
export type WidgetVersion = Schemas['WidgetVersion'];
export type WidgetVersionBody = Schemas['WidgetVersionInput'];
export type PaymentMethod = Schemas['PaymentMethod'];
export type Shape = Schemas['WidgetVersionSettings']['shape'];
export type Background = Schemas['WidgetVersionSettings']['background'];

export const SHAPES: readonly Shape[] = ['sharp', 'rounded', 'pill'];

/** Corner radius of the checkout panel and of its controls per shape (spec B §2: sharp, rounded, pill). */
export const RADIUS: Record<Shape, { panel: string; control: string }> = {
  sharp: { panel: '0px', control: '0px' },
  rounded: { panel: '12px', control: '8px' },
  pill: { panel: '28px', control: '9999px' },
};

/** One payment method's rule as edited: amounts stay the text typed, so nothing typed is lost. */
export interface RuleDraft {
  payment_method_id: string;
  enabled: boolean;
  min_amount: string;
  max_amount: string;
  /** Empty: every currency the method supports. */
  currencies: string[];
  /** Empty: every country the method supports. */
  countries: string[];
}

export interface WidgetDraft {
  name: string;
  tags: string[];
  shape: Shape;
  brand_color: string;
  secondary_color: string;
  background: Background;
  background_image: string | null;
  rules: RuleDraft[];
}

/** Field → message key. Fields are named as the server names them (`settings.payment_methods.0.min_amount`). */
export type DraftProblems = Record<string, string>;

const amountText = (value: number | null) => (value === null ? '' : String(value));

export function draftOf(version: WidgetVersion): WidgetDraft {
  const { settings } = version;
  return {
    name: version.name,
    tags: [...version.tags],
    shape: settings.shape,
    brand_color: settings.brand_color.toUpperCase(),
    secondary_color: settings.secondary_color.toUpperCase(),
    background: settings.background,
    background_image: settings.background_image,
    rules: settings.payment_methods.map((rule) => ({
      payment_method_id: rule.payment_method_id,
      enabled: rule.enabled,
      min_amount: amountText(rule.min_amount),
      max_amount: amountText(rule.max_amount),
      currencies: [...rule.currencies],
      countries: [...rule.countries],
    })),
  };
}

/** '' → null (no bound); a number of 0 or more with up to 2 decimals; undefined when the text is not one. */
export function amountOf(text: string): number | null | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return undefined;
  return Number(trimmed);
}

export const NAME_MAX = 100;
export const TAG_MAX = 50;
export const TAGS_MAX = 20;
/** Spec B §5 title fields: letters, numbers, dashes and spaces only. */
const NAME = /^[\p{L}\p{M}\p{N} -]+$/u;

export function nameProblem(name: string): string | undefined {
  if (name.trim() === '') return 'problems.nameRequired';
  if (name.length > NAME_MAX) return 'problems.nameTooLong';
  if (!NAME.test(name)) return 'problems.nameChars';
  return undefined;
}

/** Why a tag cannot be added to the list, if it cannot. */
export function tagProblem(tag: string, tags: readonly string[]): string | undefined {
  const trimmed = tag.trim();
  if (trimmed === '') return 'problems.tagEmpty';
  if (trimmed.length > TAG_MAX) return 'problems.tagTooLong';
  if (tags.includes(trimmed)) return 'problems.tagDuplicate';
  if (tags.length >= TAGS_MAX) return 'problems.tagsTooMany';
  return undefined;
}

/** What the browser refuses before a save (the server checks the same and more). */
export function draftProblems(draft: WidgetDraft): DraftProblems {
  const problems: DraftProblems = {};
  const name = nameProblem(draft.name);
  if (name) problems.name = name;
  if (draft.background === 'image' && !draft.background_image)
    problems['settings.background_image'] = 'problems.imageRequired';
  draft.rules.forEach((rule, i) => {
    const min = amountOf(rule.min_amount);
    const max = amountOf(rule.max_amount);
    const field = `settings.payment_methods.${i}`;
    if (min === undefined) problems[`${field}.min_amount`] = 'problems.amount';
    if (max === undefined) problems[`${field}.max_amount`] = 'problems.amount';
    else if (typeof min === 'number' && typeof max === 'number' && min > max)
      problems[`${field}.max_amount`] = 'problems.maxBelowMin';
  });
  return problems;
}

/** The PUT/POST body; call it on a draft without problems (an unreadable amount is sent as no bound). */
export function bodyOf(draft: WidgetDraft): WidgetVersionBody {
  return {
    name: draft.name.trim(),
    tags: draft.tags,
    settings: {
      shape: draft.shape,
      brand_color: draft.brand_color,
      secondary_color: draft.secondary_color,
      background: draft.background,
      background_image: draft.background === 'image' ? draft.background_image : null,
      payment_methods: draft.rules.map((rule) => ({
        payment_method_id: rule.payment_method_id,
        enabled: rule.enabled,
        min_amount: amountOf(rule.min_amount) ?? null,
        max_amount: amountOf(rule.max_amount) ?? null,
        currencies: rule.currencies,
        countries: rule.countries,
      })),
    },
  };
}

/** A new version: the house look, offering every payment method the merchant has switched on. */
export function newVersionBody(name: string, methods: readonly PaymentMethod[]): WidgetVersionBody {
  return {
    name: name.trim(),
    tags: [],
    settings: {
      shape: 'rounded',
      brand_color: '#1F4E79',
      secondary_color: '#F8FAFC',
      background: 'website',
      background_image: null,
      payment_methods: methods
        .filter((method) => method.enabled)
        .map((method) => ({
          payment_method_id: method.id,
          enabled: true,
          min_amount: null,
          max_amount: null,
          currencies: [],
          countries: [],
        })),
    },
  };
}

/** The version's rule for a payment method, or a switched-off one when it has none yet. */
export const ruleFor = (rules: readonly RuleDraft[], methodId: string): RuleDraft =>
  rules.find((rule) => rule.payment_method_id === methodId) ?? {
    payment_method_id: methodId,
    enabled: false,
    min_amount: '',
    max_amount: '',
    currencies: [],
    countries: [],
  };

/** Replaces (or adds) the rule of `rule.payment_method_id`, keeping the order of the others. */
export function withRule(rules: readonly RuleDraft[], rule: RuleDraft): RuleDraft[] {
  const index = rules.findIndex((r) => r.payment_method_id === rule.payment_method_id);
  if (index === -1) return [...rules, rule];
  return rules.map((r, i) => (i === index ? rule : r));
}
