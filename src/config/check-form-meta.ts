/**
 * A form file against its meta-schema (schemas/meta/form.schema.json, the one editors use too), with ajv's
 * errors turned into sentences at the JSON path they are about. Names whose lists live in code (rules,
 * widgets, fields, session values) are left to the other form checks, which say "did you mean" from the
 * real lists. Pure; Node only (ajv compiles the meta-schema with `new Function`).
 */
import Ajv, { type ErrorObject } from 'ajv';
import metaSchema from '../../schemas/meta/form.schema.json';
import type { Json } from './check-form-context';
import { suggestion } from './did-you-mean';
import { describe, echoesAnother, pathOf, typeWords } from './meta-words';

const definitions = metaSchema.definitions as unknown as Record<string, Json>;
const def = (name: string): Json => definitions[name] ?? {};

/** Errors from these parts of the meta-schema are reported by check-form-fields / check-form-refs instead. */
const LEFT_TO_OTHER_CHECKS: ReadonlySet<unknown> = new Set([
  ...['ruleName', 'rules', 'on', 'count', 'range', 'countRange', 'scalar', 'fieldName'].map(def),
  ...Object.values((def('rules').properties ?? {}) as Json),
  ...['widgetName', 'customField', 'sessionValue'].map(def),
]);

const HINTS: Record<string, string> = {
  title: ': add the page title, a text key such as "forms:send-money.title".',
  schema: ': add the fields, { "type": "object", "properties": { ... } }.',
  submit: ': add the call that saves the form, e.g. { "operation": "POST /api/v2/main/send-money" }.',
  onSuccess: ': add what happens after saving, at least { "notice": "forms:send-money.done" }.',
  notice: ': add the text key of the notice shown after saving.',
  operation: ': add the API call as "METHOD /path", e.g. "POST /api/v2/main/send-money".',
  properties: ': add the fields, "properties": { "amount": { "type": "number", ... } }.',
};

let compiled: ReturnType<Ajv['compile']> | undefined;
function validator() {
  compiled ??= new Ajv({
    allErrors: true,
    verbose: true,
    strictTypes: false,
    strictTuples: false,
    allowUnionTypes: true,
  }).compile(metaSchema);
  return compiled;
}

function sentence(error: ErrorObject): string {
  const data: unknown = error.data;
  const parent = (error.parentSchema ?? {}) as Json;
  const params = error.params as Json;
  const known = Object.keys((parent.properties ?? {}) as Json);
  switch (error.keyword) {
    case 'required': {
      const key = String(params.missingProperty);
      return `"${key}" is missing${HINTS[key] ?? '.'}`;
    }
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      if (parent === def('valueRef').then)
        return `"${key}" is not a value reference.${suggestion(key, known)}`;
      return `"${key}" is not a setting here.${suggestion(key, known)}`;
    }
    case 'propertyNames': {
      const key = String(params.propertyName);
      const near = suggestion(key, known, { list: false });
      return `"${key}" is not a uiSchema setting.${near || ' Widget settings go inside "ui:options", e.g. "ui:options": { "source": "balances" }.'}`;
    }
    case 'type':
      return `must be ${typeWords(params.type)}, not ${describe(data)}.`;
    case 'enum':
      return `${describe(data)} is not allowed here.${suggestion(String(data), params.allowedValues as string[])}`;
    case 'const':
      return `must be ${JSON.stringify(params.allowedValue)}, not ${describe(data)}.`;
    case 'pattern':
      if (parent === def('textKey'))
        return `${describe(data)} is not a text key: write a key such as "forms:send-money.title" and put the text in locales/en/forms.json and the other 14 languages.`;
      if (parent === def('operation'))
        return `${describe(data)} must be written as "METHOD /path", e.g. "POST /api/v2/main/send-money".`;
      return `${describe(data)} does not have the expected form (${String(params.pattern)}).`;
    case 'minProperties':
    case 'maxProperties':
      if (parent === def('valueRef').then)
        return 'a value reference has exactly one key, such as { "$session": "email" } or { "$field": "amount" }.';
      return `must have ${error.keyword === 'minProperties' ? 'at least' : 'at most'} ${String(params.limit)} entries.`;
    case 'minItems':
      return `must list at least ${String(params.limit)} ${params.limit === 1 ? 'entry' : 'entries'}.`;
    case 'maxItems':
      return `must list at most ${String(params.limit)} entries.`;
    case 'uniqueItems':
      return `lists ${JSON.stringify((data as unknown[])[Number(params.i)])} twice.`;
    case 'minLength':
      return 'must not be empty.';
    default:
      return `${describe(data)} is not allowed here (${error.message ?? error.keyword}).`;
  }
}

/**
 * The errors worth a sentence: no `if` echoes, no anyOf branches, nothing under a key that should not be
 * there, no "missing" for a key that is only misspelt.
 */
function worthSaying(errors: readonly ErrorObject[]): ErrorObject[] {
  const echo = echoesAnother(errors);
  return errors.filter((e) => !echo(e) && !LEFT_TO_OTHER_CHECKS.has(e.parentSchema));
}

/** An anyOf whose branches include an enum reads best as that enum ("did you mean"). */
function unionAsEnum(error: ErrorObject, all: readonly ErrorObject[]): ErrorObject {
  if (error.keyword !== 'anyOf' && error.keyword !== 'oneOf') return error;
  const branchEnum = all.find(
    (e) => e.keyword === 'enum' && e.instancePath === error.instancePath && e !== error,
  );
  return branchEnum ?? error;
}

/** The file's problems against the meta-schema, as `{ where, message }`, in the file's order. */
export function metaSchemaProblems(form: unknown): { where: string; message: string }[] {
  const validate = validator();
  if (validate(form)) return [];
  const all = validate.errors ?? [];
  const seen = new Set<string>();
  return worthSaying(all)
    .map((error) => {
      const shown = unionAsEnum(error, all);
      return { where: pathOf(form, shown.instancePath), message: sentence(shown) };
    })
    .filter(({ where, message }) => !seen.has(`${where}\n${message}`) && seen.add(`${where}\n${message}`));
}
