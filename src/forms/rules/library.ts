/**
 * The validation rule library of spec A §5. A form file writes rules on a property —
 * `"rules": { "iban": true, "digits_between": [6, 9] }` — and the form engine calls
 * `RULES[name](value, param, { parent })`; a failure shows `validations:messages.<name>` with the field's
 * label and `messageValues(name, param)`. Empty values pass every rule but required, required_if and
 * required_include.
 */
import { ACCOUNT_RULES } from './accounts';
import { BANKING_RULES } from './banking';
import { DATE_RULES } from './dates';
import { FILE_RULES } from './files';
import { GENERIC_RULES } from './generic';
import { paramKindProblem } from './params';
import { PRESENCE_RULES } from './presence';
import type { RuleCheck, RuleDef } from './rule-types';
import { TEXT_RULES } from './text';

export type { RuleCheck, RuleContext } from './rule-types';

/** Every rule, in the order of spec A §5; `different` (Laravel's) says convert money's from ≠ to (§5). */
export const RULE_NAMES = [
  'required',
  'required_if',
  'email',
  'email_except',
  'min',
  'max',
  'min_value',
  'max_value',
  'between',
  'digits',
  'digits_between',
  'digits_or',
  'numeric',
  'integer',
  'alpha',
  'alpha_num',
  'alpha_spaces',
  'size',
  'mimes',
  'length',
  'confirmed',
  'different',
  'is',
  'is_not',
  'phone',
  'password',
  'username',
  'not2underscore',
  'unique_username',
  'address',
  'zip_code',
  'string',
  'full_name',
  'beneficiary_name',
  'city_rule',
  'name_rule',
  'title',
  'iban',
  'iban_ua',
  'swift_code',
  'ifsc',
  'bank_account',
  'routing_number',
  'credit_card',
  'non_sequential',
  'non_identical',
  'website',
  'customRegex',
  'greater_than_zero',
  'age',
  'date_after',
  'card_expiry',
  'required_include',
  'description',
] as const;

export type RuleName = (typeof RULE_NAMES)[number];

const DEFS: Readonly<Record<RuleName, RuleDef>> = {
  ...PRESENCE_RULES,
  ...GENERIC_RULES,
  ...FILE_RULES,
  ...ACCOUNT_RULES,
  ...TEXT_RULES,
  ...BANKING_RULES,
  ...DATE_RULES,
};

/** `"rule": false` on a flag rule switches it off rather than failing every value. */
const withOffSwitch = ({ check, param }: RuleDef): RuleCheck =>
  param === 'flag' ? (value, p, ctx) => p === false || check(value, p, ctx) : check;

export const RULES: Readonly<Record<RuleName, RuleCheck>> = Object.fromEntries(
  RULE_NAMES.map((name) => [name, withOffSwitch(DEFS[name])]),
) as Record<RuleName, RuleCheck>;

const NAMES: ReadonlySet<string> = new Set(RULE_NAMES);

export const isRuleName = (name: string): name is RuleName => NAMES.has(name);

/** The shape a rule's param takes (for reading a rule written as text, `"max:105"`). */
export const paramKind = (rule: RuleName): RuleDef['param'] => DEFS[rule].param;

/** Plain-language problem with a rule's param as written in a form file (for config:check), or undefined. */
export const paramProblem = (rule: RuleName, param: unknown): string | undefined =>
  paramKindProblem(DEFS[rule].param, param);

/**
 * Interpolation values for the message, other than the field label. A param naming ANOTHER field is returned
 * as `targetField` (raw field name); the form engine replaces it with that field's label as `target`.
 */
export const messageValues = (rule: RuleName, param: unknown): Record<string, string | number> =>
  DEFS[rule].values?.(param) ?? {};
