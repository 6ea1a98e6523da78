// The wallet form files through the engine as the page sees them: normalized, validated by the validator the
// build precompiles, and the errors translated. Convert money refuses to = from (the `different` rule) with
// both labels, and a required list (sub-account permissions, invite) refuses [] with the 'required' message.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import i18next from 'i18next';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { normalizeSchema } from '@/forms/normalize-schema';
import { validatorModule } from '@/forms/validation/compile';
import { relatedProperties, translateErrors } from '@/forms/error-messages';
import { fieldIdOf } from '@/forms/use-debounced-validation';
import validations from '../../../../locales/en/validations.json';
import transfers from '../../../../locales/en/transfers.json';
import account from '../../../../locales/en/account.json';
import arValidations from '../../../../locales/ar_EG/validations.json';
import arTransfers from '../../../../locales/ar_EG/transfers.json';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    ns: ['validations', 'transfers', 'account'],
    resources: {
      en: { validations, transfers, account },
      ar_EG: { validations: arValidations, transfers: arTransfers },
    },
    interpolation: { escapeValue: false },
  });
});

// The generated module imports the app's rule runner through `@/`, so it is written inside the project.
mkdirSync(join(process.cwd(), 'tests', '.generated'), { recursive: true });
const folder = mkdtempSync(join(process.cwd(), 'tests', '.generated', 'rules-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

interface Built {
  schema: RJSFSchema;
  validator: ValidatorType;
}

/** What the build and the page do with a form file: normalize it and precompile its validator. */
async function build(name: string): Promise<Built> {
  const file = JSON.parse(readFileSync(`schemas/forms/${name}.json`, 'utf8')) as { schema: RJSFSchema };
  const schema = normalizeSchema(file.schema) as RJSFSchema;
  writeFileSync(join(folder, `${name}.mjs`), validatorModule(schema));
  const module = (await import(/* @vite-ignore */ join(folder, `${name}.mjs`))) as { default: never };
  return { schema, validator: createPrecompiledValidator(module.default, schema) };
}

function errorsOf({ schema, validator }: Built, data: Record<string, unknown>, lng = 'en') {
  const t = i18n.getFixedT(lng);
  return translateErrors(validator.validateFormData(data, schema).errors, schema, (key, values) =>
    t(key, values),
  );
}

describe('convert money: to must differ from from', () => {
  let form: Built;
  beforeAll(async () => {
    form = await build('convert-money');
  });

  it('USD → USD shows the different message at "to", naming both fields', () => {
    const errors = errorsOf(form, { from: 'USD', to: 'USD', amount: 5 });
    expect(errors.map((e) => [e.property, e.message])).toEqual([
      ['.to', 'The To and From must be different'],
    ]);
  });

  it('in Arabic too', () => {
    const [error] = errorsOf(form, { from: 'USD', to: 'USD', amount: 5 }, 'ar_EG');
    expect(error?.message).toBe(
      arValidations.messages.different
        .replace('{{field}}', arTransfers.convert.to)
        .replace('{{target}}', arTransfers.convert.from),
    );
  });

  it('USD → EUR passes', () => {
    expect(errorsOf(form, { from: 'USD', to: 'EUR', amount: 5 })).toEqual([]);
  });

  it('the error at "to" is also about "from", so it shows when "from" changes', () => {
    const [error] = errorsOf(form, { from: 'EUR', to: 'EUR', amount: 5 });
    expect(relatedProperties(error!).map(fieldIdOf)).toEqual(['root_to', 'root_from']);
  });
});

describe('a required list', () => {
  it('sub-account create: no permissions, as [] or left out, reads "The Permissions field is required"', async () => {
    const form = await build('sub-account-create');
    const base = { name: 'Sam Support', email: 'sam@demo.test' };
    for (const data of [{ ...base, acl: [] }, base]) {
      const errors = errorsOf(form, data);
      expect(errors.map((e) => [fieldIdOf(e.property), e.message])).toEqual([
        ['root_acl', 'The Permissions field is required'],
      ]);
    }
    expect(errorsOf(form, { ...base, acl: ['view-payout'] })).toEqual([]);
  });

  it('invite: an empty list of addresses is refused with the required message', async () => {
    const form = await build('invite');
    expect(errorsOf(form, { emails: [] }).map((e) => e.message)).toEqual([
      'The E-mail addresses field is required',
    ]);
    expect(errorsOf(form, { emails: ['sam@demo.test'] })).toEqual([]);
  });
});

describe('a list and a box required on a condition', () => {
  it('the legal representative must upload a signature and tick the 10 % declaration (spec B §5)', async () => {
    const form = await build('onboarding-owner-new');
    const owner = {
      type: 'individual',
      firstName: 'Liam',
      lastName: 'Byrne',
      title: 'director',
      dob: '1985-04-12',
    };
    const base = { ...owner, percentOfShares: 60, nationalityCountryCode: 'IE', countryCode: 'IE' };
    const rep = { ...base, isLegalRepresentative: true, signature: [], declaration: false };
    const found = errorsOf(form, rep).map((e) => [fieldIdOf(e.property), e.message]);
    expect(found).toEqual([
      ['root_signature', expect.stringMatching(/field is required$/)],
      ['root_declaration', expect.stringMatching(/field is required$/)],
    ]);
    expect(errorsOf(form, { ...rep, signature: [{ id: 'att_1' }], declaration: true })).toEqual([]);
    expect(
      errorsOf(form, { ...base, isLegalRepresentative: false, signature: [], declaration: false }),
    ).toEqual([]);
  });
});

describe('relatedProperties', () => {
  it.each([
    [{ property: '.to', name: 'rules', params: { rule: 'different', param: 'from' } }, ['.to', '.from']],
    [
      { property: '.items.0.confirm', name: 'rules', params: { rule: 'confirmed', param: 'password' } },
      ['.items.0.confirm', '.items.0.password'],
    ],
    [{ property: '.iban', name: 'rules', params: { rule: 'iban', param: true } }, ['.iban']],
    [{ property: '.acl', name: 'minItems', params: { limit: 1 } }, ['.acl']],
  ])('%j → %j', (error, expected) => {
    expect(relatedProperties({ message: '', stack: '', ...error })).toEqual(expected);
  });
});
