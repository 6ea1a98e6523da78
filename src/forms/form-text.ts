import type { FormFile } from '@/config/form-file';
import { configFileExists } from '@/config/config-files';
import { loadWithTexts } from './text-namespaces';

/*
 * What a form page's heading needs: the form file and its texts. Kept apart from the validator and the forms
 * engine (load-form.ts, RJSF), so the heading's chunk does not download them.
 */

export const formExists = (name: string): boolean => configFileExists('form', name);

/** A form file with its texts loaded: what a form page's title and intro need, before the validator. */
export async function loadFormText(name: string): Promise<FormFile> {
  if (!formExists(name)) throw new Error(`There is no form file schemas/forms/${name}.json.`);
  return loadWithTexts('form', name);
}

/** `schemas/forms/NAME.json` with its texts: a form page's title and intro draw from it before the validator. */
export const formTextQuery = (name: string) => ({
  queryKey: ['form-text', name],
  queryFn: () => loadFormText(name),
  staleTime: Infinity,
});
