// Bugs the form fuzz found, each kept as a test that fails on the old code.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { RJSFValidationError } from '@rjsf/utils';
import { translateErrors } from '@/forms/error-messages';
import { RULES } from '@/forms/rules/library';
import { readRuleText } from '@/forms/rules/rule-text';
import { readServerRules } from '@/forms/server-rules';
import { BASE_SEED } from './seed';

const ctx = { parent: {} };

describe('phone: no catastrophic backtracking', () => {
  // The old pattern: a run of digits could split into groups in exponentially many ways.
  const OLD = /^\+?(\(\d{1,4}\)|\d{1,4})([ .-]?(\(\d+\)|\d+))*$/;

  it.each([
    ['40 digits then a letter', `${'1'.repeat(40)}x`],
    ['a long spaced number then a letter', `${'12 '.repeat(300)}x`],
    ['a 20,000-digit paste', '9'.repeat(20_000)],
  ])('%s is judged in well under a second', (_, text) => {
    const started = performance.now();
    RULES.phone(text, true, ctx);
    expect(performance.now() - started).toBeLessThan(500);
  });

  it.each([
    ['+1 (555) 123-4567', true],
    ['(020) 7946.0958', true],
    ['+44 20 7946 0958', true],
    ['5551234567', true],
    ['(12)(34)5', true],
    ['(12345) 1', false],
    ['1  2', false],
    ['++1', false],
    ['1-', false],
    ['', true], // empty passes every rule but required
  ])('%j → %s, as before', (text, valid) => {
    expect(RULES.phone(text, true, ctx)).toBe(valid);
  });

  it('accepts exactly what the old pattern accepted (short inputs, where the old one is quick)', () => {
    const text = fc.string({ unit: fc.constantFrom(...'0123 .-()+x'), maxLength: 14 });
    fc.assert(
      fc.property(
        text,
        (value) => RULES.phone(value, true, ctx) === (value.trim() === '' || OLD.test(value)),
      ),
      { seed: BASE_SEED, numRuns: 3000 },
    );
  });
});

describe('file rules: a data URL with a broken name', () => {
  it.each(['%E0%A4%A', '%', 'a%zz.png'])('name=%s does not throw, and is read as written', (name) => {
    const value = `data:image/png;name=${name};base64,AAAA`;
    expect(() => RULES.mimes(value, ['png'], ctx)).not.toThrow();
    expect(RULES.mimes(value, ['png'], ctx)).toBe(true);
    expect(RULES.size(value, 1, ctx)).toBe(true);
  });

  it('a well-encoded name is still decoded', () => {
    expect(RULES.mimes('data:application/pdf;name=a%20b.pdf;base64,AAAA', ['pdf'], ctx)).toBe(true);
  });
});

describe('required_if: the other field holding an object', () => {
  // `String({ toString: {} })` throws: the whole validation threw, and the page with it.
  const hostile = JSON.parse('{"toString": {}}') as unknown;

  it.each([
    ['an object whose toString is not a function', hostile],
    ['an object', { kind: 'individual' }],
    ['a list holding one', [hostile]],
  ])('%s: no throw, and it does not count as the listed value', (_, other) => {
    const check = () => RULES.required_if('', ['type', 'individual'], { parent: { type: other } });
    expect(check).not.toThrow();
    expect(check()).toBe(true);
  });

  it('a listed scalar still makes the field required', () => {
    expect(RULES.required_if('', ['type', 'individual'], { parent: { type: 'individual' } })).toBe(false);
    expect(RULES.required_if('', ['flag', true], { parent: { flag: 'true' } })).toBe(false);
  });
});

describe('messages of JSON Schema keywords and untitled parts', () => {
  const schema = {
    type: 'object',
    properties: {
      kind: { type: 'string', title: 'k:kind', oneOf: [{ const: 'a' }, { const: 'b' }] },
      tags: { type: 'array', title: 'k:tags', uniqueItems: true, items: { type: 'string' } },
      wrap: { type: 'object', properties: { text: { type: 'string', title: 'k:text' } } },
      when: { type: 'string', title: 'k:when' },
    },
  };
  const t = (key: string, values?: Record<string, unknown>) =>
    values ? `${key} ${JSON.stringify(values)}` : `«${key}»`;
  const error = (name: string, property: string, params: Record<string, unknown> = {}) =>
    ({ name, property, params, message: 'raw ajv text', stack: '' }) as RJSFValidationError;
  const messageOf = (e: RJSFValidationError) => translateErrors([e], schema, t)[0]?.message;

  it.each([
    // Was the "wrong kind of value" message: a choice outside the list is not one of the choices.
    ['a value outside a oneOf choice list', error('oneOf', '.kind'), 'enum', '«k:kind»'],
    // Was the "wrong kind of value" message too; now its own, in all 15 catalogues.
    ['a list with a value twice', error('uniqueItems', '.tags'), 'distinct', '«k:tags»'],
    // Was "The 0 field …": an untitled item speaks with its list's title.
    ['an item of a list', error('type', '.tags.0'), 'type', '«k:tags»'],
    // Was "The wrap field …": an untitled wrapper speaks with the title of the field inside it.
    ['an untitled wrapper', error('type', '.wrap'), 'type', '«k:text»'],
  ])('%s', (_, e, rule, field) => {
    expect(messageOf(e)).toBe(`validations:messages.${rule} ${JSON.stringify({ length: undefined, field })}`);
  });

  it('the other field a rule names is named by its own title only', () => {
    const e = error('rules', '.when', { rule: 'date_after', param: 'kind' });
    expect(messageOf(e)).toContain('"target":"«k:kind»"');
  });
});

describe("server rules naming a field the form lacks (send money's description rules)", () => {
  const schema = {
    type: 'object',
    properties: { description: { type: 'string' }, date: { type: 'string' } },
  };

  it('are dropped: their message could only show the raw name', () => {
    const rules = readServerRules(['date_after:(', 'different:nope', 'max:105', 'date_after:date'], schema);
    expect(rules).toEqual([
      { rule: 'max', param: 105 },
      { rule: 'date_after', param: 'date' },
    ]);
  });

  it('a prototype key is not a field of the form', () => {
    expect(readServerRules(['different:constructor', 'confirmed:__proto__'], schema)).toEqual([]);
  });

  it('an answer that is not a list of texts gives no rules', () => {
    expect(readServerRules({ 0: 'max:1' }, schema)).toEqual([]);
    expect(readServerRules([1, null, 'max:3'], schema)).toEqual([{ rule: 'max', param: 3 }]);
  });
});

describe('a server rule text comparing with a blank value', () => {
  it.each(['is: ', 'is:', 'is_not:   ', 'required_include: ', 'required_include:'])(
    '%j is not read as a rule (its message would show a blank)',
    (text) => {
      expect(readRuleText(text)).toBeUndefined();
    },
  );

  it('is:0, is_not:no and required_include:https:// still are', () => {
    expect(readRuleText('is:0')).toEqual({ rule: 'is', param: 0 });
    expect(readRuleText('required_include:https://')).toEqual({
      rule: 'required_include',
      param: 'https://',
    });
    expect(readRuleText('is_not:no')).toEqual({ rule: 'is_not', param: 'no' });
  });
});
