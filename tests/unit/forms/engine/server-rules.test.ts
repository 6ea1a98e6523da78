import { describe, expect, it } from 'vitest';
import { serverRuleErrors } from '@/forms/server-rules';
import { readRuleText, type RuleWithParam } from '@/forms/rules/rule-text';

const rules = (...texts: string[]): RuleWithParam[] => texts.map((text) => readRuleText(text)!);
const DESCRIPTION = { description: rules('max:105', 'customRegex:^[A-Za-z -]*$') };

describe('serverRuleErrors', () => {
  it('passes a value that keeps every rule', () => {
    expect(serverRuleErrors(DESCRIPTION, { description: 'Invoice payment' })).toEqual([]);
  });

  it('reports each broken rule as the rules keyword would, at the field', () => {
    const errors = serverRuleErrors(DESCRIPTION, { description: `Invoice #7 ${'x'.repeat(100)}` });
    expect(errors.map((e) => [e.name, e.property, (e.params as { rule: string }).rule])).toEqual([
      ['rules', '.description', 'max'],
      ['rules', '.description', 'customRegex'],
    ]);
  });

  it('checks an empty field only for required', () => {
    expect(serverRuleErrors(DESCRIPTION, { description: '' })).toEqual([]);
    const required = serverRuleErrors({ description: rules('required', 'max:105') }, {});
    expect(required).toEqual([expect.objectContaining({ name: 'required', property: '.description' })]);
  });
});
