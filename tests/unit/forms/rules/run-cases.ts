// Runs a table of rule vectors: each valid value passes and each invalid value fails, with the param and
// sibling values the case gives. Shared by the family test files and the coverage check in library.test.ts.
import { describe, expect, it } from 'vitest';
import { RULES, type RuleName } from '@/forms/rules/library';

export interface RuleCase {
  rule: RuleName;
  param: unknown;
  /** Sibling values, for rules that compare with another field. */
  parent?: Record<string, unknown>;
  /** A name for the case when one rule has several (other params or siblings). */
  label?: string;
  valid: unknown[];
  invalid: unknown[];
}

/** `undefined` has no JSON; every other vector is shown as JSON so "" and "  " can be told apart. */
const show = (value: unknown) => String(JSON.stringify(value));

export function runCases(cases: readonly RuleCase[]): void {
  for (const { rule, param, parent = {}, label, valid, invalid } of cases) {
    describe(`${rule}${label ? ` (${label})` : ''} with ${JSON.stringify(param)}`, () => {
      it.each(valid.map((value) => [show(value), value]))('passes %s', (_, value) => {
        expect(RULES[rule](value, param, { parent })).toBe(true);
      });
      it.each(invalid.map((value) => [show(value), value]))('fails %s', (_, value) => {
        expect(RULES[rule](value, param, { parent })).toBe(false);
      });
    });
  }
}
