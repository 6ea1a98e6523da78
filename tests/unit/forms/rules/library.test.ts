// The library as a whole: names, params as written in form files, message values and the English messages.
import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import validations from '../../../../locales/en/validations.json';
import {
  RULES,
  RULE_NAMES,
  isRuleName,
  messageValues,
  paramProblem,
  type RuleName,
} from '@/forms/rules/library';
import type { RuleCase } from './run-cases';
import { ACCOUNT_CASES } from './cases/accounts';
import { BANKING_CASES } from './cases/banking';
import { DATE_CASES } from './cases/dates';
import { FILE_CASES } from './cases/files';
import { GENERIC_CASES } from './cases/generic';
import { PRESENCE_CASES } from './cases/presence';
import { TEXT_CASES } from './cases/text';
// The IBAN rules' check, as the validators of forms with an IBAN rule load it (compile.ts).
import '@/forms/rules/iban-check';

const MESSAGES: Record<string, string> = validations.messages;
const REQUIRED_FAMILY: RuleName[] = ['required', 'required_if', 'required_include'];

/** A well-formed param for every rule, as a form file would write it. */
const SAMPLE = Object.fromEntries(RULE_NAMES.map((name) => [name, true])) as Record<RuleName, unknown>;
Object.assign(SAMPLE, {
  required_if: ['type', 'business'],
  email_except: ['admin'],
  min: 3,
  max: 255,
  min_value: 0.5,
  max_value: 100,
  between: [1, 28],
  digits: 6,
  digits_between: [6, 9],
  digits_or: [6, 9],
  size: 8192,
  mimes: ['jpg', 'png', 'pdf'],
  length: 4,
  confirmed: 'password',
  different: 'from',
  is: 'yes',
  is_not: '0000',
  unique_username: 'current',
  customRegex: ['^[a-z]+$', 'i'],
  age: 18,
  date_after: { date: 'start', time: 'startTime', ownTime: 'endTime' },
  required_include: 'https://',
});

describe('rule names', () => {
  it('RULE_NAMES are the keys of RULES, in the same order', () => {
    expect(Object.keys(RULES)).toEqual([...RULE_NAMES]);
  });
  it('has no duplicates and knows its own names only', () => {
    expect(new Set(RULE_NAMES).size).toBe(RULE_NAMES.length);
    expect(RULE_NAMES.every(isRuleName)).toBe(true);
    for (const name of ['Required', 'requierd', 'toString', '__proto__', 'minLength', 'pattern', ''])
      expect(isRuleName(name)).toBe(false);
  });
});

describe('vectors', () => {
  const all: RuleCase[] = [
    ...PRESENCE_CASES,
    ...GENERIC_CASES,
    ...FILE_CASES,
    ...ACCOUNT_CASES,
    ...TEXT_CASES,
    ...BANKING_CASES,
    ...DATE_CASES,
  ];
  it.each(RULE_NAMES.map((name) => [name]))('%s has at least 2 valid and 2 invalid vectors', (name) => {
    const cases = all.filter((c) => c.rule === name);
    expect(cases.flatMap((c) => c.valid).length).toBeGreaterThanOrEqual(2);
    expect(cases.flatMap((c) => c.invalid).length).toBeGreaterThanOrEqual(2);
  });
});

describe('empty values', () => {
  const EMPTY = [undefined, null, '', '   ', []];
  const others = RULE_NAMES.filter((name) => !REQUIRED_FAMILY.includes(name));
  it.each(others.map((name) => [name]))('%s lets every empty value through', (name) => {
    for (const value of EMPTY) expect(RULES[name](value, SAMPLE[name], { parent: {} })).toBe(true);
  });
  it('the required family does not', () => {
    const parent = { type: 'business' };
    for (const value of EMPTY) {
      expect(RULES.required(value, true, { parent })).toBe(false);
      expect(RULES.required_if(value, SAMPLE.required_if, { parent })).toBe(false);
      expect(RULES.required_include(value, 'https://', { parent })).toBe(false);
    }
  });
});

describe('a flag rule written as false', () => {
  it('is switched off instead of failing everything', () => {
    expect(RULES.email('not an email', false, { parent: {} })).toBe(true);
    expect(RULES.required('', false, { parent: {} })).toBe(true);
    expect(RULES.email('not an email', true, { parent: {} })).toBe(false);
  });
  it('but config:check still reports it', () => {
    expect(paramProblem('email', false)).toMatch(/expects true/);
  });
});

describe('paramProblem', () => {
  it.each(RULE_NAMES.map((name) => [name]))('accepts the sample param of %s', (name) => {
    expect(paramProblem(name, SAMPLE[name])).toBeUndefined();
  });
  it.each<[RuleName, unknown, RegExp]>([
    ['required', 'yes', /expects true/],
    ['min', -1, /whole number/],
    ['min', 2.5, /whole number/],
    ['max', '255', /whole number/],
    ['min_value', '5', /expects a number/],
    ['between', [5, 1], /min not above max/],
    ['between', [1], /\[min, max\]/],
    ['digits_between', [6.5, 9], /whole numbers/],
    ['digits_or', [], /at least one/],
    ['digits_or', [6, '9'], /whole numbers/],
    ['size', 0, /above 0/],
    ['mimes', 'pdf', /list of non-empty strings/],
    ['email_except', [''], /list of non-empty strings/],
    ['confirmed', true, /name of another field/],
    ['different', ['from'], /name of another field/],
    ['unique_username', '', /name of another field/],
    ['required_if', ['type'], /at least one value/],
    ['required_if', [1, 'a'], /otherField/],
    ['is', { a: 1 }, /string, number/],
    ['required_include', '', /non-empty string/],
    ['customRegex', '([', /not a valid regular expression/],
    ['customRegex', ['^a$', 'q'], /not a valid regular expression/],
    ['customRegex', 5, /expects a pattern/],
    ['date_after', { time: 'startTime' }, /"date": field/],
    ['date_after', { date: 'start', zone: 'x' }, /"date": field/],
    ['age', '18', /whole number/],
  ])('%s with %j: %s', (rule, param, problem) => {
    expect(paramProblem(rule, param)).toMatch(problem);
  });
});

describe('messageValues', () => {
  it.each<[RuleName, unknown, Record<string, string | number>]>([
    ['required', true, {}],
    ['min', 3, { length: 3 }],
    ['max', 255, { length: 255 }],
    ['length', 4, { length: 4 }],
    ['min_value', 0.5, { min: 0.5 }],
    ['max_value', 100, { max: 100 }],
    ['between', [1, 28], { min: 1, max: 28 }],
    ['digits', 6, { length: 6 }],
    ['digits_between', [6, 9], { min: 6, max: 9 }],
    ['digits_or', [6, 9], { lengths: '6, 9' }],
    ['size', 8192, { size: 8192 }],
    ['mimes', ['jpg', 'png', 'application/pdf'], { types: 'JPG, PNG, application/pdf' }],
    ['confirmed', 'password', { targetField: 'password' }],
    ['different', 'from', { targetField: 'from' }],
    ['unique_username', 'current', { targetField: 'current' }],
    ['date_after', 'start', { targetField: 'start' }],
    ['date_after', { date: 'startDate', time: 'startTime' }, { targetField: 'startDate' }],
    ['required_if', ['type', 'business', 'merchant'], { targetField: 'type', other: 'business, merchant' }],
    ['is', 'yes', { other: 'yes' }],
    ['is_not', 0, { other: '0' }],
    ['required_include', 'https://', { other: 'https://' }],
    ['age', 18, { years: 18 }],
    ['password', true, { length: 8 }],
    ['username', true, { min: 3, max: 16 }],
    ['bank_account', true, { min: 6, max: 24 }],
    ['routing_number', true, { min: 6, max: 9 }],
    ['description', true, { max: 105 }],
  ])('%s with %j', (rule, param, values) => {
    expect(messageValues(rule, param)).toEqual(values);
  });
  it('never throws on a malformed param', () => {
    for (const name of RULE_NAMES)
      for (const param of [undefined, null, {}, [], 'x', -1])
        expect(() => messageValues(name, param)).not.toThrow();
  });
});

describe('English messages', () => {
  const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]);

  // type, enum, distinct and pattern speak for JSON Schema keywords (src/forms/error-messages.ts).
  it.each([...RULE_NAMES, 'type', 'enum', 'distinct', 'pattern'].map((name) => [name]))(
    '%s has a message',
    (name) => {
      expect(MESSAGES[name]).toEqual(expect.any(String));
    },
  );
  it('has no message for a rule that does not exist', () => {
    const known = new Set<string>([...RULE_NAMES, 'type', 'enum', 'distinct', 'pattern']);
    expect(Object.keys(MESSAGES).filter((key) => !known.has(key))).toEqual([]);
  });
  it.each(RULE_NAMES.map((name) => [name]))('%s: every placeholder gets a value', (name) => {
    const values = messageValues(name, SAMPLE[name]);
    const given = new Set(['field', ...Object.keys(values), ...('targetField' in values ? ['target'] : [])]);
    for (const placeholder of placeholders(MESSAGES[name]!)) expect(given).toContain(placeholder);
  });
  it('names the field everywhere but in the pattern messages, which the spec words itself', () => {
    for (const [name, text] of Object.entries(MESSAGES))
      if (name === 'customRegex' || name === 'pattern')
        expect(text).toBe('This field does not match the required pattern.');
      else expect(placeholders(text)).toContain('field');
    expect(MESSAGES.confirmed).toBe('The {{field}} confirmation does not match');
  });
  it('reads as a sentence once interpolated', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'en', resources: { en: { validations } }, interpolation: { escapeValue: false } });
    const message = (rule: RuleName, param: unknown, field: string, target?: string) =>
      i18n.t(`validations:messages.${rule}`, { ...messageValues(rule, param), field, target });
    expect(message('digits_between', [6, 9], 'Routing number')).toBe(
      'The Routing number field must be numeric and contain between 6 and 9 digits',
    );
    expect(message('date_after', 'start', 'End date', 'Start date')).toBe(
      'The End date field must be after Start date',
    );
    expect(message('mimes', ['jpg', 'png'], 'Logo')).toBe('The Logo field must be a file of type JPG, PNG');
    expect(message('different', 'from', 'To', 'From')).toBe('The To and From must be different');
  });
});
