/**
 * Checks the wizard files (`schemas/wizards/NAME.json`) and says what is wrong in words product staff can act
 * on: each file against its meta-schema, its steps (ids, `requires`, the forms, tables and fields they show),
 * its calls and value paths against the API's OpenAPI documents, its routes, and its text keys against the
 * catalogues. A wizard no route shows is a note. Pure: the caller reads the files. A file that is not valid JSON
 * is left to checkSchemas.
 *
 * @example
 * checkWizardFiles({ wizards, formFiles, tables, details, forms, openapi, routes, optionSources, catalogues });
 * // schemas/wizards/business-profile.json › steps[2].requires[0]: there is no step "busines-details".
 * //   Did you mean "business-details"?
 */
import { isObject, pathParams, TEXT_KEY, type Json } from './check-form-context';
import { checkTranslations, type UsedKey } from './check-locales';
import type { Problem } from './check-problem';
import type { SourceFile } from './check-schemas';
import {
  fileName,
  objects,
  type FileKind,
  type FileUnderCheck,
  type PageRoute,
  type TableCheckInput,
} from './check-table-context';
import { checkFileRef, checkLink, collectTextKeys } from './check-table-refs';
import { checkDone, checkFinish, checkNoRow, checkProgress, checkStages } from './check-wizards-api';
import { wizardShapeProblems } from './check-wizards-meta';
import { checkStatus } from './check-wizards-status';
import { checkSteps } from './check-wizards-steps';
import { suggestion } from './did-you-mean';

export interface WizardCheckInput extends TableCheckInput {
  /** The wizard files, `schemas/wizards/NAME.json`. */
  wizards: readonly SourceFile[];
  /** The form files, for the fields a wizard with one `form` pages across its steps. */
  formFiles: readonly SourceFile[];
}

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/** `finish.goTo`: a route that exists and needs no `:param` (the wizard gives none). */
function checkGoTo(file: FileUnderCheck, to: unknown) {
  if (typeof to !== 'string') return;
  const route = file.input.routes.find((r) => r.name === to);
  if (!route) {
    const names = file.input.routes.map((r) => r.name);
    file.error(
      'finish.goTo',
      'unknown-route',
      `route "${to}" does not exist.${suggestion(to, names, { list: false })}`,
    );
    return;
  }
  const needed = pathParams(route.path).filter((p) => !route.path.includes(`:${p}?`));
  if (needed.length > 0)
    file.error(
      'finish.goTo',
      'missing-route-param',
      `route "${route.name}" (${route.path}) needs :${needed[0] ?? ''}, which "finish.goTo" cannot give: go to a page without :params.`,
    );
}

/** The buttons beside the title: pages (routes and their params), forms and tables that exist. */
function checkToolbar(file: FileUnderCheck) {
  for (const [button, i] of objects(file.json.toolbar)) {
    const where = `toolbar[${i}]`;
    if (button.to !== undefined) {
      checkNoRow(file, `${where}.params`, button.params);
      // The link check's hint fills a param from a row; a wizard has none, only its own address.
      const error: FileUnderCheck['error'] = (at, kind, message) =>
        file.error(at, kind, message.replace('{ "$row": "id" }', '{ "$route": "slug" }'));
      checkLink({ ...file, error }, where, button, 'unknown');
    }
    checkFileRef(file, `${where}.form`, 'form', button.form);
    checkFileRef(file, `${where}.table`, 'table', button.table);
  }
}

/** Every text key of the file: the shared ones (title, labels, notice) and each check's `message`. */
function textKeysOf(file: FileUnderCheck) {
  collectTextKeys(file);
  for (const [step, i] of objects(file.json.steps))
    for (const [check, j] of objects(step.done))
      if (typeof check.message === 'string' && TEXT_KEY.test(check.message))
        file.textKeys.push({
          key: check.message,
          file: file.file,
          where: [`steps[${i}].done[${j}].message`],
        });
}

/** The addresses a wizard is shown at, for the `$route` values of its calls. */
const addressesOf = (routes: readonly PageRoute[], name: string) =>
  routes
    .filter((route) => route.page?.kind === 'wizard' && route.page.name === name)
    .map((route) => ({ label: `route "${route.name}" (${route.path})`, params: pathParams(route.path) }));

/** Every problem of the wizard files, file by file, then their text keys missing from the catalogues. */
export function checkWizardFiles(input: WizardCheckInput): Problem[] {
  const problems: Problem[] = [];
  const textKeys: UsedKey[] = [];
  const formOf = (name: string) => {
    const form = input.formFiles.find((f) => fileName(f.path) === name);
    const json = form && parse(form.text);
    return isObject(json) ? json : undefined;
  };
  for (const source of input.wizards) {
    const json = parse(source.text);
    if (json === undefined) continue; // checkSchemas says where the JSON breaks
    const add = (severity: Problem['severity']) => (where: string, kind: string, message: string) =>
      problems.push({ severity, kind, file: source.path, where: [where], message });
    for (const { where, message } of wizardShapeProblems(json)) add('error')(where, 'wizard-shape', message);
    if (!isObject(json)) continue;
    const name = fileName(source.path);
    const addresses = addressesOf(input.routes, name);
    const file: FileUnderCheck = {
      // The shared table helpers name the kind of file in a few messages ("which shows this wizard").
      kind: 'wizard' as FileKind,
      file: source.path,
      name,
      json: json as Json,
      input,
      error: add('error'),
      note: add('note'),
      textKeys,
      ...(addresses.length > 0 && { addresses }),
    };
    textKeysOf(file);
    checkSteps(file, formOf);
    const answer = checkProgress(file);
    checkStages(file, answer);
    checkStatus(file, answer);
    // A wizard with one form ignores `done` and `finish` (checkSteps says so): their insides are not judged.
    if (typeof json.form !== 'string') {
      checkDone(file, answer);
      checkFinish(file, answer);
      if (isObject(json.finish)) checkGoTo(file, json.finish.goTo);
    }
    checkToolbar(file);
    if (input.routes.length > 0 && addresses.length === 0)
      file.error(
        'top level',
        'unused-wizard',
        `no route shows this wizard: add a route with page: wizard('${name}') to routes.config.ts, or delete the file.`,
      );
  }
  return [...problems, ...checkTranslations(textKeys, input.catalogues, input.languages ?? ['en'], 'forms')];
}

/**
 * The tables each wizard shows (in its steps and toolbar), as routes showing them at the wizard's addresses: the
 * table check counts them as shown (no "no route shows this table" note) and checks their `$route` values there.
 */
export function wizardTableRoutes(wizards: readonly SourceFile[], routes: readonly PageRoute[]): PageRoute[] {
  return wizards.flatMap((source) => {
    const json = parse(source.text);
    if (!isObject(json)) return [];
    const tables = new Set<string>();
    for (const [step] of objects(json.steps))
      for (const table of Array.isArray(step.tables) ? step.tables : [])
        if (typeof table === 'string') tables.add(table);
    for (const [button] of objects(json.toolbar))
      if (typeof button.table === 'string') tables.add(button.table);
    const name = fileName(source.path);
    return routes
      .filter((route) => route.page?.kind === 'wizard' && route.page.name === name)
      .flatMap((route) =>
        [...tables].map((table) => ({
          name: route.name,
          path: route.path,
          page: { kind: 'table', name: table },
        })),
      );
  });
}
