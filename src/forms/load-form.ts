import type { RJSFSchema, ValidatorType } from '@rjsf/utils';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import validatorLoaders from 'virtual:form-validators';
import type { FormFile } from '@/config/form-file';
import { normalizeSchema } from './normalize-schema';
import { formExists, loadFormText } from './form-text';

// Each form file and its validator are their own lazy chunks: a page loads only its own form.

export interface LoadedForm {
  name: string;
  file: FormFile;
  /** The schema rendered and validated (the file's schema with field rules moved to JSON Schema). */
  schema: RJSFSchema;
  validator: ValidatorType;
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
