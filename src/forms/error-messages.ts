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
      if (error.name === 'rules' && typeof params.rule === 'string' && isRuleName(params.rule)) {
        rule = params.rule;
        values = messageValues(params.rule, params.param);
        if (typeof values.targetField === 'string')
          values = { ...values, target: labelOf([...path.slice(0, -1), values.targetField]) };
      }
      const message = t(`validations:messages.${rule}`, { ...values, field });
      return { ...error, message, stack: `${field}: ${message}` };
    });
}
