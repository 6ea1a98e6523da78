/**
 * Build-time compiler of a form's validator (DESIGN §4): RJSF's `compileSchemaValidatorsCode` turns the form's
 * schema (and every sub-schema RJSF may resolve) into ajv standalone code, which this wraps as an ES module,
 * so the browser runs plain functions — no `new Function`, no `eval`, fine under a CSP without
 * 'unsafe-eval'. ajv's CommonJS output is kept (its ESM output breaks on `oneOf`, rjsf issue #4436) and its
 * `require`s of ajv's runtime helpers are pointed at one imported module instead. Node only.
 */
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import type { RJSFSchema } from '@rjsf/utils';
import { rulesKeyword } from './rules-keyword.ts';

const RUNTIME_REQUIRE = /require\("ajv\/dist\/runtime\/(\w+)"\)/g;

/** The ajv standalone (CommonJS) code of a schema's validators, with the `rules` keyword. */
export function standaloneValidatorCode(schema: RJSFSchema): string {
  return compileSchemaValidatorsCode(schema, {
    // Formats are rules here (`"rules": { "email": true }`), so one library decides and one message set speaks.
    ajvFormatOptions: false,
    ajvOptionsOverrides: { code: { source: true, lines: false } },
    extenderFn: (ajv) => {
      ajv.addKeyword(rulesKeyword);
      return ajv;
    },
  });
}

/**
 * An ES module whose default export is the `{ [schemaHash]: validateFn }` map `createPrecompiledValidator`
 * takes. Throws when the code needs anything but ajv's runtime helpers, so a surprise fails the build.
 */
export function validatorModule(schema: RJSFSchema): string {
  const code = standaloneValidatorCode(schema).replace(RUNTIME_REQUIRE, '__ajvRuntime.$1');
  const leftover = /require\(([^)]*)\)/.exec(code);
  if (leftover)
    throw new Error(`A form validator needs ${leftover[1]}, which the browser build cannot load.`);
  return [
    "import { checkRule as __checkRule } from '@/forms/validation/check-rule';",
    "import { ajvRuntime as __ajvRuntime } from '@/forms/validation/ajv-runtime';",
    'const exports = {};',
    code,
    'export default exports;',
    '',
  ].join('\n');
}
