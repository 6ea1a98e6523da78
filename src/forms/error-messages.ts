import type { RJSFValidationError } from '@rjsf/utils';
import { isRuleName, messageValues } from '@/forms/rules/library';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** JSON Schema keywords and the rule of the library whose message says the same (spec A §5 names). */
const KEYWORD_RULE: Record<string, string> = {
  required: 'required',
  minLength: 'min',
  maxLength: 'max',
  minItems: 'min',
  maxItems: 'max',
  minimum: 'min_value',
  maximum: 'max_value',
  exclusiveMinimum: 'min_value',
  exclusiveMaximum: 'max_value',
  pattern: 'pattern',
  type: 'type',
  enum: 'enum',
  const: 'enum',
  // A choice list is a `oneOf` of `{ const, title }` options: a value outside it is not one of the choices.
  oneOf: 'enum',
  anyOf: 'enum',
  uniqueItems: 'distinct',
};

/** Interpolation values of a JSON Schema keyword's error. */
function keywordValues(name: string, params: Record<string, unknown>): Record<string, unknown> {
  const limit = params.limit;
  if (name === 'minimum' || name === 'exclusiveMinimum') return { min: limit };
  if (name === 'maximum' || name === 'exclusiveMaximum') return { max: limit };
  return { length: limit };
}

/** `.address.city` / `.items.0.name` → `['address', 'city']` / `['items', '0', 'name']`. */
export const propertyPath = (property = ''): string[] =>
  property
    .replace(/\[['"]?([^\]'"]+)['"]?\]/g, '.$1')
    .split('.')
    .filter(Boolean);

/** The sub-schema at a data path (through `properties` and `items`), for its title. */
export function schemaAt(
  schema: Record<string, unknown>,
  path: string[],
): Record<string, unknown> | undefined {
  let node: Record<string, unknown> | undefined = schema;
  for (const key of path) {
    const properties = node?.properties as Record<string, Record<string, unknown>> | undefined;
    node = properties?.[key] ?? (/^\d+$/.test(key) ? (node?.items as Record<string, unknown>) : undefined);
  }
  return node;
}

/**
 * The title of the field at a path for its messages: its own; else, for an untitled part of a field (a list's
 * item), the nearest titled field around it; else, for an untitled wrapper, the first titled field inside it.
 * Never the raw property name ("The 0 field …"), which means nothing to a person.
 */
export function titleNear(schema: Record<string, unknown>, path: string[]): string | undefined {
  for (let depth = path.length; depth >= 1; depth -= 1) {
    const title = schemaAt(schema, path.slice(0, depth))?.title;
    if (typeof title === 'string') return title;
  }
  const inside = (node: Record<string, unknown> | undefined, depth: number): string | undefined => {
    if (!node || depth > 3) return undefined;
    const children = Object.values((node.properties ?? {}) as Record<string, Record<string, unknown>>);
    const titled = children.find((child) => typeof child?.title === 'string')?.title;
    if (typeof titled === 'string') return titled;
    for (const child of children) {
      const found = inside(child, depth + 1);
      if (found) return found;
    }
    return undefined;
  };
  return path.length > 0 ? inside(schemaAt(schema, path), 0) : undefined;
}

/** A required list left empty fails `minItems: 1` (see normalize-schema.ts): it reads as 'required'. */
function isEmptyRequiredList(schema: Record<string, unknown>, path: string[], error: RJSFValidationError) {
  if (error.name !== 'minItems' || (error.params as { limit?: unknown } | undefined)?.limit !== 1)
    return false;
  const required = schemaAt(schema, path.slice(0, -1))?.required;
  return Array.isArray(required) && required.includes(path.at(-1));
}

/**
 * The properties an error is about: its own, and for a rule that compares with a sibling (`confirmed`,
 * `different`, `date_after`, ...) that sibling's too, so its message can show when EITHER field changes
 * (changing convert money's "from" to equal "to" shows the error at "to").
 *
 * @example relatedProperties({ property: '.to', name: 'rules', params: { rule: 'different', param: 'from' } })
 * // ['.to', '.from']
 */
export function relatedProperties(error: RJSFValidationError): string[] {
  const own = error.property ?? '';
  const params = (error.params ?? {}) as Record<string, unknown>;
  if (error.name !== 'rules' || typeof params.rule !== 'string' || !isRuleName(params.rule)) return [own];
  const target = messageValues(params.rule, params.param).targetField;
  if (typeof target !== 'string' || target === '') return [own];
  const parent = propertyPath(own).slice(0, -1);
  return [own, ['', ...parent, target].join('.')];
}

/**
 * Turns validation errors into the messages of `validations:messages.<rule>` with the field's label (spec A
 * §5): the `rules` keyword's own rule, or the rule a JSON Schema keyword means. Errors a person cannot act on
 * (the `if` wrapper of a conditional) are dropped; the condition's own error stays.
 */
export function translateErrors(
  errors: RJSFValidationError[],
  schema: Record<string, unknown>,
  t: Translate,
): RJSFValidationError[] {
  const labelOf = (path: string[]) => {
    const title = titleNear(schema, path);
    return title !== undefined ? t(title) : (path.at(-1) ?? '');
  };
  // The other field a rule names is that field exactly, never one around it.
  const targetLabelOf = (path: string[]) => {
    const title = schemaAt(schema, path)?.title;
    return typeof title === 'string' ? t(title) : (path.at(-1) ?? '');
  };
  return errors
    .filter((error) => error.name !== 'if' && error.name !== 'allOf')
    .map((error) => {
      const path = propertyPath(error.property);
      const field = labelOf(path);
      const params = (error.params ?? {}) as Record<string, unknown>;
      let rule = KEYWORD_RULE[error.name ?? ''] ?? 'type';
      let values: Record<string, unknown> = keywordValues(error.name ?? '', params);
      if (isEmptyRequiredList(schema, path, error)) [rule, values] = ['required', {}];
      if (error.name === 'rules' && typeof params.rule === 'string' && isRuleName(params.rule)) {
        rule = params.rule;
        values = messageValues(params.rule, params.param);
        if (typeof values.targetField === 'string')
          values = { ...values, target: targetLabelOf([...path.slice(0, -1), values.targetField]) };
      }
      const message = t(`validations:messages.${rule}`, { ...values, field });
      return { ...error, message, stack: `${field}: ${message}` };
    });
}

/**
 * One message per field: the first rule it breaks, in the order the rules are written (the file's, then the
 * server's). Fixing that one shows the next, as vee-validate's default ("bails") did for these rules.
 */
export function firstPerField(errors: RJSFValidationError[]): RJSFValidationError[] {
  const seen = new Set<string>();
  return errors.filter((error) => {
    const key = error.property ?? '';
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
