/**
 * Build-time compiler of a form's validator (DESIGN §4): RJSF's `compileSchemaValidatorsCode` turns the form's
 * schema (and every sub-schema RJSF may resolve) into ajv standalone code, which this wraps as an ES module,
 * so the browser runs plain functions — no `new Function`, no `eval`, fine under a CSP without
 * 'unsafe-eval'. ajv's CommonJS output is kept (its ESM output breaks on `oneOf`, rjsf issue #4436) and its
 * `require`s of ajv's runtime helpers are pointed at one imported module instead. Node only.
 */
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import type { RJSFSchema } from '@rjsf/utils';
import { IBAN_RULES } from '../rules/iban-rules.ts';
import { rulesKeyword } from './rules-keyword.ts';

const RUNTIME_REQUIRE = /require\("ajv\/dist\/runtime\/(\w+)"\)/g;

/** Every rule name a schema's `rules` keywords use, at any depth. */
export function rulesUsed(schema: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(schema)) for (const item of schema) rulesUsed(item, found);
  else if (typeof schema === 'object' && schema !== null)
    for (const [key, value] of Object.entries(schema)) {
      if (key === 'rules' && typeof value === 'object' && value !== null && !Array.isArray(value))
        Object.keys(value).forEach((rule) => found.add(rule));
      rulesUsed(value, found);
    }
  return found;
}

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
 * takes. Throws when the code needs anything but ajv's runtime helpers, so a surprise fails the build. The
 * helpers are imported only by a validator that calls one: none of today's forms does, and the helpers' URI
 * parser alone is 6 KB gzip on every form page.
 */
export function validatorModule(schema: RJSFSchema): string {
  const code = standaloneValidatorCode(schema).replace(RUNTIME_REQUIRE, '__ajvRuntime.$1');
  const leftover = /require\(([^)]*)\)/.exec(code);
  if (leftover)
    throw new Error(`A form validator needs ${leftover[1]}, which the browser build cannot load.`);
  const usesRuntime = code.includes('__ajvRuntime.');
  const usesIban = [...rulesUsed(schema)].some((rule) => IBAN_RULES.has(rule));
  return [
    "import { checkRule as __checkRule } from '@/forms/validation/check-rule';",
    ...(usesIban ? ["import '@/forms/rules/iban-check';"] : []),
    ...(usesRuntime ? ["import { ajvRuntime as __ajvRuntime } from '@/forms/validation/ajv-runtime';"] : []),
    'const exports = {};',
    code,
    'export default exports;',
    '',
  ].join('\n');
}
