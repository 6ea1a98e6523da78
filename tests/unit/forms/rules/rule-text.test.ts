import { describe, expect, it } from 'vitest';
import { readRuleText } from '@/forms/rules/rule-text';

describe('readRuleText', () => {
  it.each([
    ['required', { rule: 'required', param: true }],
    ['max:105', { rule: 'max', param: 105 }],
    ['digits_between:6,9', { rule: 'digits_between', param: [6, 9] }],
    ['mimes:pdf,png', { rule: 'mimes', param: ['pdf', 'png'] }],
    ['confirmed:password', { rule: 'confirmed', param: 'password' }],
    // A pattern keeps its own colons and commas.
    ['customRegex:^[A-Za-z -]{0,105}$', { rule: 'customRegex', param: '^[A-Za-z -]{0,105}$' }],
    ['customRegex:^a:b,c$', { rule: 'customRegex', param: '^a:b,c$' }],
  ])('%s', (text, expected) => {
    expect(readRuleText(text)).toEqual(expected);
  });

  it.each([
    ['an unknown rule', 'maximum:105'],
    ['a count that is not a number', 'max:lots'],
    ['a range with one end', 'digits_between:6'],
    ['a rule that needs a param without one', 'max'],
    ['a pattern that does not compile', 'customRegex:(['],
    ['nothing', ''],
  ])('ignores %s', (_, text) => {
    expect(readRuleText(text)).toBeUndefined();
  });
});
