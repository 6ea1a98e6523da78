/**
 * Checks the form files, `schemas/forms/NAME.json`, and says what is wrong in words product staff can act on:
 * the file against its meta-schema, its calls and body against the API's OpenAPI documents, its rules, uiSchema,
 * value references, route and text keys. A form file no route shows is a note. Pure: the caller reads the
 * files and passes the lists that live in code (rules, option sources), since src/config may not import
 * src/forms. A file that is not valid JSON is left to checkSchemas, which says where.
 *
 * @example
 * checkForms({ files, openapi, routes, optionSources, ruleNames, ruleParamProblem, catalogues });
 * // schemas/forms/send-money.json › schema.properties.amout: the API does not take a field "amout"
 * //   (POST /api/v2/main/send-money). Did you mean "amount"?
 */
import { checkBody, checkCall, checkQuoteLines, loadedFields } from './check-form-api';
import {
  isObject,
  type FormCheckInput,
  type FormRoute,
  type FormUnderCheck,
  type Json,
} from './check-form-context';
import { suggestion } from './did-you-mean';
import { checkFields, fieldNames } from './check-form-fields';
import { metaSchemaProblems } from './check-form-meta';
import { checkNotice } from './check-form-notice';
import { checkRefs } from './check-form-refs';
import { checkUi } from './check-form-ui';
import { checkTranslations, type UsedKey } from './check-locales';
import type { Problem } from './check-problem';
import type { PageSpec, RouteConfig } from './routes';

export type { FormCheckInput, FormRoute } from './check-form-context';

/** What form files are checked against besides the configs: the API documents and the lists kept in code. */
export type FormLists = Pick<
  FormCheckInput,
  'openapi' | 'optionSources' | 'ruleNames' | 'ruleParamProblem' | 'dialogForms'
> & {
  /** Tables a bespoke screen draws through the engine (`<TableBlock name="NAME">`), found in src/. */
  screenTables?: readonly string[];
};

/** The routes as the form check reads them: name, path and the form a `form('NAME')` page shows. */
export const formRoutes = (routes: readonly RouteConfig[]): FormRoute[] =>
  routes.map((route) => {
    const page = route.page as PageSpec | undefined;
    const form = page?.kind === 'form' ? page.name : undefined;
    return { name: route.name, path: route.path, ...(form !== undefined && { form }) };
  });

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
const keysOf = (value: unknown): string[] => (isObject(value) ? Object.keys(value) : []);

/** What `submit` sends: the form's fields and the loaded record's, minus `omit`, and `extra`. */
function submitted(form: FormUnderCheck, submit: Json) {
  const parts = isObject(submit.parts) ? submit.parts : {};
  const omit = [...strings(submit.omit), ...Object.keys(parts)];
  const direct = isObject(form.form.schema) ? keysOf(form.form.schema.properties) : [];
  const loaded = Array.isArray(form.loaded) ? form.loaded : [];
  return [
    ...loaded
      .filter((name) => !omit.includes(name) && !form.fields.includes(name))
      .map((name) => ({ name, where: 'submit.omit', drop: 'add it to submit.omit.', loaded: true })),
    ...form.fields
      .filter((name) => !omit.includes(name))
      .map((name) => ({
        name,
        where: direct.includes(name) ? `schema.properties.${name}` : 'schema',
        drop: 'If the field only steers the form, list it in submit.omit.',
      })),
    ...keysOf(submit.extra).map((name) => ({
      name,
      where: `submit.extra.${name}`,
      drop: 'Remove it from submit.extra.',
    })),
    ...Object.entries(parts).flatMap(([field, names]) =>
      strings(names).map((name) => ({
        name,
        where: `submit.parts.${field}`,
        drop: `Remove it from submit.parts.${field}.`,
      })),
    ),
  ];
}

/** What `quote` sends: its `fields` and `extra`. */
function quoted(quote: Json) {
  return [
    ...strings(quote.fields).map((name) => ({
      name,
      where: 'quote.fields',
      drop: 'Remove it from quote.fields.',
    })),
    ...keysOf(quote.extra).map((name) => ({
      name,
      where: `quote.extra.${name}`,
      drop: 'Remove it from quote.extra.',
    })),
  ];
}

/** Whether a problem's place is `place` or inside it (`submit` holds `submit.extra.x`, not `submitLabel`). */
const inside = (where: string, place: string) =>
  where === place || (where.startsWith(place) && /^[.[]/.test(where.slice(place.length)));

function checkForm(form: FormUnderCheck) {
  const shape = metaSchemaProblems(form.form);
  for (const { where, message } of shape) form.error(where, 'form-shape', message);
  // A call the meta-schema found misshapen is not compared with the API yet: one fix at a time.
  const misshapen = (place: string) => shape.some(({ where }) => inside(where, place));
  checkFields(form);
  checkUi(form);
  const load = checkCall(form, 'load');
  if (isObject(form.form.load)) form.loaded = load ? loadedFields(load, form.form.load.pick) : 'any';
  checkRefs(form);
  checkNotice(form);
  const submit = checkCall(form, 'submit');
  if (submit && isObject(form.form.submit) && !misshapen('submit'))
    checkBody(form, 'submit', submit, submitted(form, form.form.submit));
  checkServerRules(form);
  const quote = checkCall(form, 'quote');
  if (quote && isObject(form.form.quote) && !misshapen('quote')) {
    checkBody(form, 'quote', quote, quoted(form.form.quote));
    checkQuoteLines(form, quote);
  }
  const { routes } = form.input;
  const inDialog = form.input.dialogForms?.includes(form.name) ?? false;
  if (routes.length > 0 && !inDialog && !routes.some((route) => route.form === form.name)) {
    form.error(
      'top level',
      'unused-form',
      `no route shows this form: add a route with page: form('${form.name}') to routes.config.ts, or delete the file.`,
    );
  }
}

/** Every problem of the form files, file by file, then their text keys missing from the catalogues. */
export function checkForms(input: FormCheckInput): Problem[] {
  const problems: Problem[] = [];
  const textKeys: UsedKey[] = [];
  for (const file of input.files) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(file.text);
    } catch {
      continue;
    }
    const add = (severity: Problem['severity']) => (where: string, kind: string, message: string) =>
      problems.push({ severity, kind, file: file.path, where: [where], message });
    const form: FormUnderCheck = {
      file: file.path,
      name: file.path.replace(/^.*\//, '').replace(/\.json$/, ''),
      form: isObject(parsed) ? parsed : {},
      fields: isObject(parsed) ? fieldNames(parsed.schema) : [],
      input,
      error: add('error'),
      note: add('note'),
      textKeys,
    };
    if (!isObject(parsed)) {
      for (const { where, message } of metaSchemaProblems(parsed)) form.error(where, 'form-shape', message);
      continue;
    }
    checkForm(form);
  }
  return [...problems, ...checkTranslations(textKeys, input.catalogues, input.languages ?? ['en'], 'forms')];
}

/** Each `serverRules` entry names a field of the form and a call the API has (its params checked like any). */
function checkServerRules(form: FormUnderCheck) {
  const entries = isObject(form.form.serverRules) ? Object.keys(form.form.serverRules) : [];
  for (const field of entries) {
    if (!form.fields.includes(field))
      form.error(
        `serverRules.${field}`,
        'unknown-server-rules-field',
        `"${field}" is not a field of the form.${suggestion(field, form.fields)}`,
      );
    checkCall(form, `serverRules.${field}`);
  }
}
