import { paramProblem, type RuleName } from '@/forms/rules/library';

/**
 * The only server rule names an address field honours (spec A §5 "Address form fields accept only these
 * server-supplied rule names"); any other rule the config sends (a regex, a rule of another framework) is
 * ignored rather than guessed at.
 */
export const ADDRESS_RULE_NAMES = [
  'required',
  'email',
  'min',
  'max',
  'integer',
  'alpha',
  'numeric',
  'digits',
  'digits_between',
] as const satisfies readonly RuleName[];

export type AddressRuleName = (typeof ADDRESS_RULE_NAMES)[number];

export interface AddressRule {
  name: AddressRuleName;
  /** The param in the rule library's shape: true, a count, or `[min, max]`. */
  param: unknown;
}

const isAddressRule = (name: string): name is AddressRuleName =>
  (ADDRESS_RULE_NAMES as readonly string[]).includes(name);

const number = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/**
 * One server rule string in the Laravel style the config uses — `required`, `min:3`, `digits_between:4,6` —
 * as a rule of the library, or undefined when the name is not honoured or its argument does not fit.
 *
 * @example parseServerRule('digits_between:4,6') // { name: 'digits_between', param: [4, 6] }
 * @example parseServerRule('regex:^\\d{5}$') // undefined
 */
export function parseServerRule(text: string): AddressRule | undefined {
  const at = text.indexOf(':');
  const name = (at === -1 ? text : text.slice(0, at)).trim();
  const args = at === -1 ? undefined : text.slice(at + 1);
  if (!isAddressRule(name)) return undefined;
  let param: unknown = true;
  if (name === 'min' || name === 'max' || name === 'digits') param = number(args ?? '');
  if (name === 'digits_between') param = (args ?? '').split(',').map(number);
  return paramProblem(name, param) === undefined ? { name, param } : undefined;
}

/** Every honoured rule of a field, in the order given; `a|b` strings are split like Laravel's. */
export const parseServerRules = (rules: readonly string[] = []): AddressRule[] =>
  rules
    .flatMap((rule) => rule.split('|'))
    .flatMap((rule) => {
      const parsed = parseServerRule(rule);
      return parsed ? [parsed] : [];
    });
