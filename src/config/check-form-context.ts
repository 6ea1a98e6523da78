/**
 * What the form-file checks (check-form-*.ts) share: the input `checkForms` takes, the form being checked, and
 * small JSON helpers. Pure.
 */
import type { Catalogue, UsedKey } from './check-locales';
import type { SourceFile } from './check-schemas';
import type { OperationCall } from './form-file';

export type Json = Record<string, unknown>;
export type ServiceName = NonNullable<OperationCall['service']>;

export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A route as the form checks need it: its name, path, and the form it shows (`page: form('NAME')`). */
export interface FormRoute {
  name: string;
  path: string;
  form?: string;
}

export interface FormCheckInput {
  /** The form files, `schemas/forms/NAME.json`. */
  files: readonly SourceFile[];
  /** Each service's OpenAPI document (openapi/SERVICE.yaml), parsed. */
  openapi: Partial<Record<ServiceName, Json>>;
  /** Every route of routes.config.ts (for `onSuccess.goTo`, `$route` values and forms no route shows). */
  routes: readonly FormRoute[];
  /** The option sources a field may name in `ui:options.source` (src/forms/options/sources/NAME.ts). */
  optionSources: readonly string[];
  /**
   * Forms a bespoke screen draws (`<FormDialog name="NAME">` or `useFormFile('NAME', …)` in src/): used without a
   * route.
   */
  dialogForms?: readonly string[];
  /** The rule library's names (RULE_NAMES of src/forms/rules/library.ts). */
  ruleNames: readonly string[];
  /** The library's plain-language problem with a rule's param, or undefined (its `paramProblem`). */
  ruleParamProblem: (rule: string, param: unknown) => string | undefined;
  /** The locale catalogues; form text keys are looked up in them. */
  catalogues: readonly Catalogue[];
  /** The catalogue languages, English first (default: English only). */
  languages?: readonly string[];
}

/** One form file being checked. */
export interface FormUnderCheck {
  /** `schemas/forms/send-money.json`. */
  file: string;
  /** `send-money`. */
  name: string;
  form: Json;
  /** The form's top-level field names, conditional ones (allOf, dependencies, if/then) included. */
  fields: readonly string[];
  input: FormCheckInput;
  /** The fields of the record `load` reads (sent back unless omitted); `any` when the API does not tell. */
  loaded?: readonly string[] | 'any';
  error: (where: string, kind: string, message: string) => void;
  note: (where: string, kind: string, message: string) => void;
  /** Text keys the file uses, for the translation check. */
  textKeys: UsedKey[];
}

/** `["quote", "show", 0, "label"]` → `quote.show[0].label`; nothing → `top level`. */
export function jsonPath(segments: readonly (string | number)[]): string {
  const text = segments
    .map((segment) => (typeof segment === 'number' ? `[${segment}]` : `.${segment}`))
    .join('')
    .replace(/^\./, '');
  return text === '' ? 'top level' : text;
}

/** A text key as the catalogues hold them: `namespace:path.to.key`. */
export const TEXT_KEY = /^[a-z][A-Za-z0-9_-]*:[A-Za-z0-9_.-]+$/;

/** The `{name}`s of an OpenAPI path, or the `:name`s of a route path. */
export const pathParams = (path: string): string[] =>
  [...path.matchAll(/\{([^}]+)\}|:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? match[2] ?? '');

/** `"a", "b" and "c"`. */
export function quotedList(names: readonly string[]): string {
  const quoted = names.map((name) => `"${name}"`);
  return quoted.length <= 1 ? (quoted[0] ?? '') : `${quoted.slice(0, -1).join(', ')} and ${quoted.at(-1)}`;
}
