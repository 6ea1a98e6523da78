import i18next from 'i18next';
import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import validatorLoaders from 'virtual:form-validators';
import type { FormFile } from '@/config/form-file';
import { configFileExists, loadConfigFile } from '@/config/config-files';
import { normalizeSchema } from './normalize-schema';
import { pageNamespaces } from './text-namespaces';

// Each form file and its validator are their own lazy chunks: a page loads only its own form.

export interface LoadedForm {
  name: string;
  file: FormFile;
  /** The schema rendered and validated (the file's schema with field rules moved to JSON Schema). */
  schema: RJSFSchema;
  validator: ValidatorType;
}

export const formExists = (name: string): boolean => configFileExists('form', name);

/** A form file with its texts loaded: what a form page's title and intro need, before the validator. */
export async function loadFormText(name: string): Promise<FormFile> {
  if (!formExists(name)) throw new Error(`There is no form file schemas/forms/${name}.json.`);
  const file = await loadConfigFile('form', name);
  await i18next.loadNamespaces(pageNamespaces('form', file));
  return file;
}

/** Loads a form file, its texts and its precompiled validator (DESIGN §4: no schema compiling in the browser). */
export async function loadForm(
  name: string,
  loadText: (name: string) => Promise<FormFile> = loadFormText,
): Promise<LoadedForm> {
  const loadValidator = validatorLoaders[name];
  if (!formExists(name) || !loadValidator)
    throw new Error(`There is no form file schemas/forms/${name}.json.`);
  const [file, validateFns] = await Promise.all([loadText(name), loadValidator()]);
  const schema = normalizeSchema(file.schema) as RJSFSchema;
  return { name, file, schema, validator: createPrecompiledValidator(validateFns.default, schema) };
}
