import { RULES, messageValues } from '@/forms/rules/library';
import type { AddressFieldSpec } from './address-fields';

/** The first rule a field's value breaks, with the values its message needs (besides the field label). */
export interface AddressFieldError {
  rule: string;
  values: Record<string, string | number>;
}

/**
 * Each field's first broken rule, checked with the rule library (`required` first, then the server's rules in
 * their order). Fields that pass are absent, so an empty result means the address is valid.
 */
export function addressErrors(
  fields: readonly AddressFieldSpec[],
  value: Readonly<Record<string, unknown>>,
): Record<string, AddressFieldError> {
  const parent = { ...value };
  const errors: Record<string, AddressFieldError> = {};
  for (const field of fields) {
    const input = value[field.name];
    const rules = field.required ? [{ name: 'required' as const, param: true }, ...field.rules] : field.rules;
    const broken = rules.find((rule) => !RULES[rule.name](input, rule.param, { parent }));
    if (broken) errors[field.name] = { rule: broken.name, values: messageValues(broken.name, broken.param) };
  }
  return errors;
}
