import { RULES, isRuleName } from '@/forms/rules/library';

/**
 * The one function the precompiled validators call for the `rules` keyword (see compile.ts): runs a rule of
 * the library on a field's value with its siblings. An unknown rule name fails, so a typo is never a silent
 * pass (config:check reports it before it ships).
 */
export function checkRule(name: string, value: unknown, param: unknown, parent: unknown): boolean {
  if (!isRuleName(name)) return false;
  const siblings = typeof parent === 'object' && parent !== null ? (parent as Record<string, unknown>) : {};
  return RULES[name](value, param, { parent: siblings });
}
