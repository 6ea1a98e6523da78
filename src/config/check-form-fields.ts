/**
 * A form file's `schema`: the field names it has, its `rules` (known names, good params, fields they name
 * exist), no `format` (rules do that job), and its titles and descriptions as text keys. Pure.
 */
import { isObject, jsonPath, TEXT_KEY, type FormUnderCheck, type Json } from './check-form-context';
import { suggestion } from './did-you-mean';

/** One schema of the form with where it is, and the fields beside it (for rules that name a sibling). */
export interface SchemaNode {
  node: Json;
  path: (string | number)[];
  siblings: readonly string[];
}

const LISTS = ['allOf', 'anyOf', 'oneOf'] as const;
const BRANCHES = ['not', 'if', 'then', 'else'] as const;
const OWN_SCOPE = ['items', 'additionalProperties'] as const;

/**
 * The field names of an object schema, with those its branches add (allOf / anyOf / oneOf, if / then / else,
 * and RJSF's `dependencies`), so a field that only shows on a condition still counts.
 */
export function fieldNames(schema: unknown): string[] {
  if (!isObject(schema)) return [];
  const names = new Set(isObject(schema.properties) ? Object.keys(schema.properties) : []);
  const branches = [
    ...LISTS.flatMap((key) => (Array.isArray(schema[key]) ? (schema[key] as unknown[]) : [])),
    schema.then,
    schema.else,
    ...(isObject(schema.dependencies) ? Object.values(schema.dependencies) : []),
  ];
  for (const branch of branches) for (const name of fieldNames(branch)) names.add(name);
  return [...names];
}

/**
 * Every schema inside the form's schema, outermost first, in file order. A branch (allOf, if / then, a
 * dependency, ...) of an object shares that object's fields, so a rule there may name them.
 */
export function schemaNodes(
  schema: Json,
  path: (string | number)[] = ['schema'],
  siblings: readonly string[] = [],
  scope: readonly string[] = [],
): SchemaNode[] {
  const out: SchemaNode[] = [{ node: schema, path, siblings }];
  const fields = [...new Set([...scope, ...fieldNames(schema)])];
  const visit = (
    child: unknown,
    at: (string | number)[],
    besides: readonly string[],
    shared: readonly string[],
  ) => {
    if (isObject(child)) out.push(...schemaNodes(child, at, besides, shared));
  };
  if (isObject(schema.properties)) {
    for (const [name, child] of Object.entries(schema.properties))
      visit(child, [...path, 'properties', name], fields, []);
  }
  for (const key of BRANCHES) visit(schema[key], [...path, key], siblings, fields);
  for (const key of LISTS) {
    const list = schema[key];
    if (Array.isArray(list)) list.forEach((child, i) => visit(child, [...path, key, i], siblings, fields));
  }
  if (isObject(schema.dependencies)) {
    for (const [name, child] of Object.entries(schema.dependencies))
      visit(child, [...path, 'dependencies', name], siblings, fields);
  }
  for (const key of OWN_SCOPE) visit(schema[key], [...path, key], [], []);
  for (const key of ['definitions', '$defs']) {
    const map = schema[key];
    if (isObject(map))
      for (const [name, child] of Object.entries(map)) visit(child, [...path, key, name], [], []);
  }
  return out;
}

/** Rules whose param names another field of the same object. */
function namedFields(rule: string, param: unknown): string[] {
  if (rule === 'required_if' && Array.isArray(param) && typeof param[0] === 'string') return [param[0]];
  if (['confirmed', 'different', 'unique_username', 'date_after'].includes(rule) && typeof param === 'string')
    return [param];
  if (rule === 'date_after' && isObject(param))
    return ['date', 'time', 'ownTime'].map((k) => param[k]).filter((v): v is string => typeof v === 'string');
  return [];
}

function checkRules(form: FormUnderCheck, { node, path, siblings }: SchemaNode) {
  const rules = node.rules;
  if (!isObject(rules)) return;
  const where = jsonPath([...path, 'rules']);
  const { ruleNames, ruleParamProblem } = form.input;
  for (const [rule, param] of Object.entries(rules)) {
    if (!ruleNames.includes(rule)) {
      form.error(
        where,
        'unknown-rule',
        `rule "${rule}" does not exist.${suggestion(rule, ruleNames, { list: false })}`,
      );
      continue;
    }
    const problem = ruleParamProblem(rule, param);
    if (problem) {
      form.error(where, 'bad-rule-param', `rule "${rule}": ${problem}`);
      continue;
    }
    for (const name of namedFields(rule, param).filter((n) => !siblings.includes(n))) {
      form.error(
        where,
        'unknown-rule-field',
        `rule "${rule}" names the field "${name}", which is not beside this one.${suggestion(name, siblings)}`,
      );
    }
  }
}

/** The rule to write instead of a JSON Schema `format`. */
const RULE_FOR_FORMAT: Record<string, string> = { email: 'email', uri: 'website', url: 'website' };

function checkFormat({ node, path }: SchemaNode, form: FormUnderCheck) {
  if (!('format' in node)) return;
  const rule = RULE_FOR_FORMAT[String(node.format)] ?? 'email';
  const instead = RULE_FOR_FORMAT[String(node.format)]
    ? `write "rules": { "${rule}": true } instead`
    : 'write a rule instead (e.g. "rules": { "email": true }; the rules are listed in docs/configs.md)';
  form.error(
    jsonPath([...path, 'format']),
    'format-not-rule',
    `forms do not use "format": remove it and ${instead}.`,
  );
}

/** The key to suggest for a plain text: `forms:NAME.FIELD` (or `.FIELDHelp` for a description). */
function suggestedKey(form: FormUnderCheck, path: readonly (string | number)[], key: string): string {
  const at = path.lastIndexOf('properties');
  const field = at >= 0 ? String(path[at + 1]) : key;
  return `forms:${form.name}.${field}${at >= 0 && key === 'description' ? 'Help' : ''}`;
}

/** A field's `title` / `description`: a text key, collected for the translation check. */
function collectTexts({ node, path }: SchemaNode, form: FormUnderCheck) {
  for (const key of ['title', 'description'] as const) {
    const text = node[key];
    if (typeof text !== 'string') continue;
    const where = jsonPath([...path, key]);
    if (TEXT_KEY.test(text)) form.textKeys.push({ key: text, file: form.file, where: [where] });
    else
      form.error(
        where,
        'not-a-text-key',
        `${JSON.stringify(text)} is shown to people but is not a text key: write a key such as "${suggestedKey(form, path, key)}" and put the text in locales/en/forms.json and the other 14 languages.`,
      );
  }
}

/** Every problem of the form's `schema`. */
export function checkFields(form: FormUnderCheck) {
  const schema = form.form.schema;
  if (!isObject(schema)) return;
  for (const entry of schemaNodes(schema)) {
    collectTexts(entry, form);
    checkFormat(entry, form);
    checkRules(form, entry);
  }
}
