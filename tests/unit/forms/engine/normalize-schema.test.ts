import { describe, expect, it } from 'vitest';
import { normalizeSchema } from '@/forms/normalize-schema';

describe('normalizeSchema', () => {
  it('moves rules.required to the parent required list and keeps the other rules', () => {
    const schema = normalizeSchema({
      type: 'object',
      properties: {
        iban: { type: 'string', rules: { required: true, iban: true } },
        note: { type: 'string' },
      },
    });
    expect(schema.required).toEqual(['iban']);
    expect(schema.properties).toEqual({
      iban: { type: 'string', rules: { iban: true } },
      note: { type: 'string' },
    });
  });

  it('drops an emptied rules object', () => {
    const schema = normalizeSchema({
      type: 'object',
      properties: { a: { type: 'string', rules: { required: true } } },
    });
    expect(schema.properties).toEqual({ a: { type: 'string' } });
  });

  it('keeps required_if as a rule too, so an empty list or an unticked box is refused when it applies', () => {
    const schema = normalizeSchema({
      type: 'object',
      properties: {
        representative: { type: 'boolean' },
        declaration: { type: 'boolean', rules: { required_if: ['representative', true] } },
      },
    });
    expect(schema.properties).toEqual({
      representative: { type: 'boolean' },
      declaration: { type: 'boolean', rules: { required_if: ['representative', true] } },
    });
  });

  it('an object that lists no properties (an uploaded file) keeps what it holds', () => {
    const schema = normalizeSchema({
      type: 'object',
      properties: { files: { type: 'array', items: { type: 'object' } } },
    });
    expect(schema.properties).toEqual({
      files: { type: 'array', items: { type: 'object', additionalProperties: true } },
    });
  });

  it('turns required_if into an if/then on the parent', () => {
    const schema = normalizeSchema({
      type: 'object',
      properties: {
        method: { type: 'string' },
        stored_card_id: { type: 'string', rules: { required_if: ['method', 'stored_card'] } },
      },
    });
    expect(schema.allOf).toEqual([
      {
        if: { properties: { method: { enum: ['stored_card'] } }, required: ['method'] },
        then: { required: ['stored_card_id'] },
      },
    ]);
    expect(schema.required).toBeUndefined();
  });

  it('normalizes nested objects and array items', () => {
    const schema = normalizeSchema({
      type: 'object',
      properties: {
        payouts: {
          type: 'array',
          items: { type: 'object', properties: { amount: { type: 'number', rules: { required: true } } } },
        },
      },
    });
    const items = (schema.properties as Record<string, { items: Record<string, unknown> }>).payouts?.items;
    expect(items?.required).toEqual(['amount']);
  });

  it("gives a required list minItems 1, since JSON Schema's required lets [] through", () => {
    const schema = normalizeSchema({
      type: 'object',
      properties: {
        acl: { type: 'array', items: { type: 'string' }, rules: { required: true } },
        tags: { type: 'array', items: { type: 'string' } },
        emails: { type: 'array', items: { type: 'string' }, minItems: 2, rules: { required: true } },
        name: { type: 'string', rules: { required: true } },
      },
    });
    const properties = schema.properties as Record<string, Record<string, unknown>>;
    expect(schema.required).toEqual(['acl', 'emails', 'name']);
    expect(properties.acl).toEqual({ type: 'array', items: { type: 'string' }, minItems: 1 });
    expect(properties.tags?.minItems).toBeUndefined();
    expect(properties.emails?.minItems).toBe(2);
    expect(properties.name?.minItems).toBeUndefined();
  });

  it('keeps required as a rule on a checkbox, which must be ticked (false is present)', () => {
    const schema = normalizeSchema({
      type: 'object',
      properties: {
        declaration: { type: 'boolean', default: false, rules: { required: true } },
        newsletter: { type: 'boolean', rules: { required_if: ['a', 'b'] } },
        name: { type: 'string', rules: { required: true } },
      },
    });
    const properties = schema.properties as Record<string, Record<string, unknown>>;
    expect(schema.required).toEqual(['declaration', 'name']);
    expect(properties.declaration?.rules).toEqual({ required: true });
    expect(properties.name?.rules).toBeUndefined();
  });

  it('is deterministic: the build and the page see the very same schema', () => {
    const file = { type: 'object', properties: { a: { type: 'string', rules: { required: true, min: 2 } } } };
    expect(JSON.stringify(normalizeSchema(file))).toBe(
      JSON.stringify(normalizeSchema(structuredClone(file))),
    );
  });
});
