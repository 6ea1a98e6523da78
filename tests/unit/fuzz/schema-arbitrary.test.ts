// The fuzz's JSON Schema → arbitrary builder makes what it claims: values of the schema's shape, required
// fields mostly there and optional ones sometimes not, junk when asked, prototype keys as own keys.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formDataOf, valueOf, type Schema } from './schema-arbitrary';

const SEED = 4242;
const sample = (schema: Schema, junkPercent = 0) =>
  fc.sample(valueOf(schema, { junkPercent, maxDepth: 6 }), { seed: SEED, numRuns: 300 });

describe('valueOf without junk', () => {
  it.each<[string, Schema, (value: unknown) => boolean]>([
    ['const', { const: 'x' }, (v) => v === 'x'],
    ['enum', { enum: ['a', 'b'] }, (v) => v === 'a' || v === 'b'],
    [
      'oneOf of options',
      { type: 'string', oneOf: [{ const: 'd' }, { const: 'e' }] },
      (v) => v === 'd' || v === 'e',
    ],
    ['boolean', { type: 'boolean' }, (v) => typeof v === 'boolean'],
    ['null', { type: 'null' }, (v) => v === null],
    ['string', { type: 'string', maxLength: 4 }, (v) => typeof v === 'string'],
    [
      'integer in range',
      { type: 'integer', minimum: 3, maximum: 9 },
      (v) => typeof v === 'number' || typeof v === 'string',
    ],
    [
      'list',
      { type: 'array', items: { type: 'boolean' }, maxItems: 2 },
      (v) => Array.isArray(v) && v.every((i) => typeof i === 'boolean'),
    ],
    ['pattern', { type: 'string', pattern: '^[A-Z]{2}$' }, (v) => typeof v === 'string'],
  ])('%s', (_, schema, fits) => {
    expect(sample(schema).filter((value) => !fits(value))).toEqual([]);
  });

  it('a string field sometimes exceeds its maxLength and sometimes holds unicode text', () => {
    const values = sample({ type: 'string', maxLength: 4 }) as string[];
    expect(values.some((v) => v.length > 4)).toBe(true);
    expect(values.some((v) => [...v].some((char) => char.charCodeAt(0) > 127))).toBe(true);
  });

  it('a pattern field mostly matches its pattern', () => {
    const values = sample({ type: 'string', pattern: '^[A-Z]{2}$' }) as string[];
    expect(values.filter((v) => /^[A-Z]{2}$/.test(v)).length).toBeGreaterThan(values.length / 4);
  });

  it('a field with rules gets values shaped by them (an IBAN field sees real IBANs)', () => {
    const values = sample({ type: 'string', rules: { iban: true } });
    expect(values).toContain('GB82WEST12345698765432');
  });
});

describe('valueOf with junk', () => {
  it('puts other types where a string is expected', () => {
    const kinds = new Set(
      sample({ type: 'string' }, 100).map((v) =>
        Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v,
      ),
    );
    for (const kind of ['number', 'object', 'array', 'null', 'boolean']) expect(kinds).toContain(kind);
  });
});

describe('formDataOf', () => {
  const schema: Schema = {
    type: 'object',
    required: ['a'],
    properties: { a: { type: 'string' }, b: { type: 'string' } },
    allOf: [{ if: { properties: { a: { const: 'x' } } }, then: { properties: { c: { type: 'number' } } } }],
  };
  const data = fc.sample(formDataOf(schema, { junkPercent: 0 }), { seed: SEED, numRuns: 500 });

  it('is always an object', () => {
    expect(data.every((d) => typeof d === 'object' && d !== null && !Array.isArray(d))).toBe(true);
  });

  it('fills required fields more often than optional ones, and leaves each out sometimes', () => {
    const share = (key: string) => data.filter((d) => Object.hasOwn(d, key)).length / data.length;
    expect(share('a')).toBeGreaterThan(share('b'));
    expect(share('a')).toBeLessThan(1);
    expect(share('b')).toBeGreaterThan(0.3);
  });

  it("gives values to a condition's fields too", () => {
    expect(data.some((d) => Object.hasOwn(d, 'c'))).toBe(true);
  });

  it('now and then carries prototype keys as own keys', () => {
    expect(data.some((d) => Object.hasOwn(d, '__proto__'))).toBe(true);
    expect(data.some((d) => Object.hasOwn(d, 'constructor'))).toBe(true);
  });

  it('stops nesting at maxDepth', () => {
    const deep: Schema = { type: 'object', properties: {} };
    (deep.properties as Schema).self = deep;
    expect(() => fc.sample(formDataOf(deep, { maxDepth: 3 }), { seed: SEED, numRuns: 20 })).not.toThrow();
  });
});
