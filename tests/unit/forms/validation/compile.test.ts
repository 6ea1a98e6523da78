import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { rulesUsed, validatorModule } from '@/forms/validation/compile';

const RUNTIME_IMPORT = "from '@/forms/validation/ajv-runtime'";

describe('validatorModule', () => {
  it('imports no ajv runtime helper when the validator calls none', () => {
    const schema: RJSFSchema = {
      type: 'object',
      required: ['name'],
      properties: { name: { type: 'string' }, count: { type: 'integer', minimum: 1 } },
    };
    expect(validatorModule(schema)).not.toContain(RUNTIME_IMPORT);
  });

  it('imports the helpers when the validator calls one (deep equality of unique objects)', () => {
    const schema: RJSFSchema = {
      type: 'object',
      properties: { rows: { type: 'array', uniqueItems: true, items: { type: 'object' } } },
    };
    const code = validatorModule(schema);
    expect(code).toContain('__ajvRuntime.equal');
    expect(code).toContain(RUNTIME_IMPORT);
  });
});

describe('the IBAN check (ibantools) in validators', () => {
  it('is imported by the validator of a form with an IBAN rule, at any depth', () => {
    const schema = {
      type: 'object',
      properties: {
        payout: { type: 'object', properties: { iban: { type: 'string', rules: { iban: true } } } },
      },
    } as RJSFSchema;
    expect(rulesUsed(schema)).toEqual(new Set(['iban']));
    expect(validatorModule(schema)).toContain("import '@/forms/rules/iban-check';");
  });

  it('is left out of a form without one', () => {
    const schema = {
      type: 'object',
      properties: { email: { type: 'string', rules: { email: true } } },
    } as RJSFSchema;
    expect(validatorModule(schema)).not.toContain('iban-check');
  });
});
