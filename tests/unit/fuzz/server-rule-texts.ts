// Rule texts a server may send for a form's `serverRules` fields (spec A §7, `"max:105"`): the real ones,
// near misses, and junk — the form reads them with readRuleText and must show only what it understands.
import fc from 'fast-check';
import { RULE_NAMES } from '@/forms/rules/library';
import { unicodeText } from './hostile';

const PARAMS = [
  '',
  '105',
  '0',
  '-1',
  '6,9',
  '9,6',
  'a,b',
  '^[A-Za-z -]*$',
  '(',
  'recipient',
  'x,1',
  '1e3',
  ' ',
];

/** One rule text: a known rule with a param (well-formed or not), or any text. */
export const ruleText = fc.oneof(
  fc.constantFrom('max:105', 'customRegex:^[A-Za-z -]*$', 'required', 'description', 'min:3'),
  fc
    .tuple(fc.constantFrom(...RULE_NAMES), fc.constantFrom(...PARAMS))
    .map(([rule, param]) => (param === '' ? rule : `${rule}:${param}`)),
  fc.string({ maxLength: 20 }),
  unicodeText,
);

/** Per field with server rules, the list of texts its call answers. */
export const serverRuleTexts = (fields: readonly string[]): fc.Arbitrary<Record<string, string[]>> =>
  fc.record(Object.fromEntries(fields.map((field) => [field, fc.array(ruleText, { maxLength: 4 })])));
