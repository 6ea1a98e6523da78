// What the app does with a form file, for the fuzz: every schemas/forms/*.json (listed from the folder, as the
// build plugin lists them), normalized and precompiled exactly as scripts/vite-plugin-form-validators.ts and
// src/forms/load-form.ts do, then validated and translated as src/renderers/schema-form.tsx does.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema, RJSFValidationError, ValidatorType } from '@rjsf/utils';
import type { FormFile } from '@/config/form-file';
import { normalizeSchema } from '@/forms/normalize-schema';
import { validatorModule } from '@/forms/validation/compile';

const FORMS = join(process.cwd(), 'schemas', 'forms');

/** Every form the app can render: the names of schemas/forms/*.json (wizards and dialogs render these too). */
export const formNames = (): string[] =>
  readdirSync(FORMS)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();

export const readFormFile = (name: string): FormFile =>
  JSON.parse(readFileSync(join(FORMS, `${name}.json`), 'utf8')) as FormFile;

export interface BuiltForm {
  name: string;
  file: FormFile;
  schema: RJSFSchema;
  validator: ValidatorType;
}

/**
 * Precompiles form validators the way the build does. The generated module imports the app's rule runner
 * through `@/`, so it is written inside the project (tests/.generated, git-ignored) and removed by `dispose`.
 */
export function formBuilder() {
  mkdirSync(join(process.cwd(), 'tests', '.generated'), { recursive: true });
  const folder = mkdtempSync(join(process.cwd(), 'tests', '.generated', 'fuzz-'));
  return {
    async build(name: string): Promise<BuiltForm> {
      const file = readFormFile(name);
      const schema = normalizeSchema(file.schema) as RJSFSchema;
      const path = join(folder, `${name}.mjs`);
      writeFileSync(path, validatorModule(schema));
      const module = (await import(/* @vite-ignore */ path)) as { default: never };
      return { name, file, schema, validator: createPrecompiledValidator(module.default, schema) };
    },
    dispose: () => rmSync(folder, { recursive: true, force: true }),
  };
}

/** The raw errors the page translates: the validator's (the server's rules are added by the caller). */
export const rawErrors = (form: BuiltForm, data: Record<string, unknown>): RJSFValidationError[] =>
  form.validator.validateFormData(data, form.schema).errors;
