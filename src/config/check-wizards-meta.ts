/**
 * A wizard file against its meta-schema (schemas/meta/wizard.schema.json, the one editors use too), with ajv's
 * errors turned into sentences at the JSON path they are about, in the words of the table and form checks
 * (meta-words.ts). Pure; Node only (ajv compiles the meta-schema with `new Function`).
 */
import Ajv, { type ErrorObject } from 'ajv';
import wizardSchema from '../../schemas/meta/wizard.schema.json';
import type { Json } from './check-form-context';
import { suggestion } from './did-you-mean';
import { describe, echoesAnother, orList, pathOf, typeWords } from './meta-words';

const definitions = wizardSchema.definitions as unknown as Record<string, Json>;
const def = (name: string): Json => definitions[name] ?? {};

const HINTS: Record<string, string> = {
  title: ': add the page title, a text key such as "onboarding:title".',
  layout:
    ': add "steps" (one after another, with Back and Next) or "tabs" (any tab opens once its "requires" are complete).',
  steps:
    ': add the steps, e.g. [{ "id": "company", "label": "onboarding:steps.company", "form": "business-details" }].',
  id: ': add the name of the step in the address and in "requires", e.g. "owners".',
  label: ': add its text, a text key.',
  operation: ': add the API call as "METHOD /path", e.g. "GET /api/v2/processing/onboarding".',
  call: ': add the call that sends the flow, e.g. { "operation": "POST /api/v2/processing/onboarding/submit" }.',
  notice: ': add the text key shown after the flow was sent.',
  message: ': add the text key shown while the check fails, e.g. "onboarding:checks.missing".',
  path: ': add where the value is in the progress answer, a dotted path such as "data.ubo".',
  value: ': add the number, e.g. "value": 1 (minItems) or "value": 100 (sum).',
  where: ': add the values an item must have, e.g. { "isLegalRepresentative": true }.',
  statuses: ': add the statuses of this stage, e.g. ["pending"].',
};

let compiled: ReturnType<Ajv['compile']> | undefined;
const validator = () =>
  (compiled ??= new Ajv({
    allErrors: true,
    verbose: true,
    strictTypes: false,
    allowUnionTypes: true,
  }).compile(wizardSchema));

/** "form", "tables" or "fields": a step shows exactly one of them. */
function stepKind(data: unknown): string {
  const kinds = ['form', 'tables', 'fields'];
  const given = kinds.filter((key) => typeof data === 'object' && data !== null && key in data);
  if (given.length === 0)
    return 'a step shows something: add "form" (a form file it saves), "tables" (table files it fills) or "fields" (with the wizard\'s "form", the fields it shows).';
  return `a step shows one thing, but this one has ${orList(given.map((k) => `"${k}"`)).replace(/ or /, ' and ')}: keep one.`;
}

function sentence(error: ErrorObject): string {
  const data: unknown = error.data;
  const parent = (error.parentSchema ?? {}) as Json;
  const params = error.params as Json;
  const known = Object.keys((parent.properties ?? {}) as Json);
  switch (error.keyword) {
    case 'required':
      return `"${String(params.missingProperty)}" is missing${HINTS[String(params.missingProperty)] ?? '.'}`;
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      if (parent === def('valueRef').then)
        return `"${key}" is not a value reference.${suggestion(key, known)}`;
      return `"${key}" is not a setting here.${suggestion(key, known)}`;
    }
    case 'propertyNames': {
      const allowed = ((parent.propertyNames as Json | undefined)?.enum ?? []) as string[];
      const target = ['to', 'form', 'table'].find(
        (key) => typeof data === 'object' && data !== null && key in data,
      );
      return `"${String(params.propertyName)}" does not go with "${target ?? ''}": remove it (this entry takes ${allowed.join(', ')}).`;
    }
    case 'anyOf':
      return 'needs "to" (a page), "form" (a form in a dialog) or "table" (a table in a dialog).';
    case 'oneOf':
      return stepKind(data);
    case 'type':
      return `must be ${typeWords(params.type)}, not ${describe(data)}.`;
    case 'enum':
      return `${describe(data)} is not allowed here.${suggestion(String(data), params.allowedValues as string[])}`;
    case 'pattern':
      if (parent === def('textKey'))
        return `${describe(data)} is not a text key: write a key such as "onboarding:title" and put the text in that catalogue (locales/en/onboarding.json) and the other 14 languages.`;
      if (parent === def('operation'))
        return `${describe(data)} must be written as "METHOD /path", e.g. "GET /api/v2/processing/onboarding".`;
      if (parent === def('fileName'))
        return `${describe(data)} is a file name without folder and .json: lower-case letters, digits and "-", e.g. "business-details".`;
      return `${describe(data)} may only hold lower-case letters, digits and "-", e.g. "owners".`;
    case 'minItems':
      return `must list at least ${String(params.limit)} ${params.limit === 1 ? 'entry' : 'entries'}.`;
    case 'minProperties':
    case 'maxProperties':
      if (parent === def('valueRef').then)
        return 'a value reference has exactly one key, such as { "$route": "slug" } or { "$session": "email" }.';
      return `must have ${error.keyword === 'minProperties' ? 'at least' : 'at most'} ${String(params.limit)} entries.`;
    case 'minLength':
      return 'must not be empty.';
    default:
      return `${describe(data)} is not allowed here (${error.message ?? error.keyword}).`;
  }
}

/** One "does not go with" per entry: a second would only name the first key again from the other side. */
const laterPropertyNames = (error: ErrorObject, errors: readonly ErrorObject[]) =>
  error.keyword === 'propertyNames' &&
  errors.find((e) => e.keyword === 'propertyNames' && e.instancePath === error.instancePath) !== error;

/**
 * The file's problems against the meta-schema, as `{ where, message }`, in the file's order.
 *
 * @example
 * wizardShapeProblems({ title: 'onboarding:title', layout: 'tab', steps: [] });
 * // [{ where: 'layout', message: '"tab" is not allowed here. Did you mean "tabs"?' },
 * //  { where: 'steps', message: 'must list at least 1 entry.' }]
 */
export function wizardShapeProblems(file: unknown): { where: string; message: string }[] {
  const validate = validator();
  if (validate(file)) return [];
  const errors = validate.errors ?? [];
  const echo = echoesAnother(errors);
  const seen = new Set<string>();
  return errors
    .filter((e) => !echo(e) && !laterPropertyNames(e, errors))
    .map((error) => ({ where: pathOf(file, error.instancePath), message: sentence(error) }))
    .filter(({ where, message }) => !seen.has(`${where}\n${message}`) && seen.add(`${where}\n${message}`));
}
