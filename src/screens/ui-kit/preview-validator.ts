import type { RJSFSchema, ValidatorType } from '@rjsf/utils';

/**
 * The validator of the catalogue's samples. A form page's rules are compiled at build time, one validator per
 * form file (DESIGN §4: the app compiles no schema in the browser, and its CSP forbids it). The samples are not
 * form files and check nothing: they only show how each widget looks and behaves, so every value passes. Their
 * schemas hold no `oneOf`, `anyOf` or `if`, the only places RJSF asks a validator to choose between schemas.
 */
export const previewValidator: ValidatorType<unknown, RJSFSchema> = {
  validateFormData: () => ({ errors: [], errorSchema: {} }),
  isValid: () => true,
  rawValidation: () => ({ errors: [] }),
};
