/**
 * Turns the rules a form file writes on a field into plain JSON Schema where JSON Schema already says it, so
 * RJSF marks the field required and ajv reports the error at the field:
 * - `"rules": { "required": true }` → the parent's `required` list, and on a list (an array) also `minItems: 1`,
 *   since JSON Schema's `required` lets an empty list through (the message still says 'required');
 * - `"rules": { "required_if": ["method", "stored_card"] }` → an `if`/`then` on the parent.
 * The build compiles, and the page renders, the schema this returns: both must see the very same schema
 * (RJSF's precompiled validator refuses one that differs), so this is pure and deterministic.
 */
export type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isList = (schema: JsonObject) =>
  schema.type === 'array' || (schema.type === undefined && 'items' in schema);
const minItemsOf = (schema: JsonObject) => (typeof schema.minItems === 'number' ? schema.minItems : 0);

/**
 * The field rules of a property schema: `required` moves to the parent (and stays a rule on a checkbox, which
 * must be ticked); `required_if` also adds a condition there.
 */
function splitRules(rules: JsonObject, type: unknown) {
  const { required, ...rest } = rules;
  const requiredIf = rules.required_if;
  return {
    required: required === true,
    requiredIf: Array.isArray(requiredIf) ? requiredIf : undefined,
    // `required_if` also stays a rule: JSON Schema's `required` only asks for presence, the rule library's
    // also refuses an empty list and an unticked box (a declaration) — without RJSF filling them in itself,
    // as it would for a `minItems` or `const` it finds in the schema. For the same reason a required box
    // keeps its `required` rule: `false` is present, yet not ticked.
    rest: required === true && type === 'boolean' ? { ...rest, required } : rest,
  };
}

function normalizeObject(schema: JsonObject): JsonObject {
  const properties = isObject(schema.properties) ? schema.properties : undefined;
  if (!properties) return schema;
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const conditions: JsonObject[] = [];
  const nextProperties: JsonObject = {};
  for (const [name, raw] of Object.entries(properties)) {
    let property = isObject(raw) ? normalizeSchema(raw) : raw;
    if (isObject(property) && isObject(property.rules)) {
      const { required: isRequired, requiredIf, rest } = splitRules(property.rules, property.type);
      if (isRequired) required.add(name);
      if (requiredIf && typeof requiredIf[0] === 'string') {
        const [other, ...values] = requiredIf as [string, ...unknown[]];
        conditions.push({
          if: { properties: { [other]: { enum: values } }, required: [other] },
          then: { required: [name] },
        });
      }
      const { rules: _dropped, ...withoutRules } = property;
      const kept: JsonObject = Object.keys(rest).length > 0 ? { ...withoutRules, rules: rest } : withoutRules;
      property = isRequired && isList(kept) ? { ...kept, minItems: Math.max(minItemsOf(kept), 1) } : kept;
    }
    nextProperties[name] = property;
  }
  const next: JsonObject = { ...schema, properties: nextProperties };
  if (required.size > 0) next.required = [...required];
  if (conditions.length > 0)
    next.allOf = [...(Array.isArray(schema.allOf) ? schema.allOf : []), ...conditions];
  return next;
}

/**
 * An object that lists no properties (an uploaded file's record) keeps whatever it holds: said outright, since
 * RJSF, resolving a schema with conditions (`allOf`, from `required_if`), would otherwise rebuild such items
 * empty on the next change anywhere in the form, and an uploaded file would vanish.
 */
const openObject = (schema: JsonObject): JsonObject =>
  schema.type === 'object' && !isObject(schema.properties) && schema.additionalProperties === undefined
    ? { ...schema, additionalProperties: true }
    : schema;

/** The schema with field rules `required` / `required_if` moved to JSON Schema; nested objects too. */
export function normalizeSchema(schema: JsonObject): JsonObject {
  let next =
    schema.type === 'object' || isObject(schema.properties) ? normalizeObject(openObject(schema)) : schema;
  if (isObject(next.items)) next = { ...next, items: normalizeSchema(next.items) };
  return next;
}
