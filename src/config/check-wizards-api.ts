/**
 * A wizard file against the API: `progress` is a GET the service's OpenAPI document has, the `done` checks,
 * `stages` and `finish.when` read values its answer has, and `finish.call` is an operation of the API that
 * needs no body. Reuses the table check's call and path lookups (check-table-api.ts), so the messages read the
 * same. Pure.
 */
import { isObject, type Json, type ServiceName } from './check-form-context';
import { answerSchema, documentPaths, methodsAt, objectShape, requestBody } from './check-form-openapi';
import {
  checkPath,
  checkQueryPaths,
  enumOf,
  findCall,
  itemsOf,
  listIn,
  valueSchema,
  type FoundCall,
} from './check-table-api';
import { objects, type FileUnderCheck, type RowScope } from './check-table-context';
import { checkValues } from './check-table-refs';
import { suggestion } from './did-you-mean';
import { STEP_CHECKS } from './wizard-file';

const OPERATION = /^(GET|POST|PUT|PATCH|DELETE) (\/\S*)$/;

/** `$row` has no value on a wizard page: there is no row (only the address, its query and the session). */
export function checkNoRow(file: FileUnderCheck, where: string, map: unknown) {
  if (!isObject(map)) return;
  for (const [name, ref] of Object.entries(map))
    if (isObject(ref) && '$row' in ref)
      file.error(
        `${where}.${name}`,
        'row-not-here',
        '"$row" has no value here: a wizard page has no row. Use { "$route": ... }, { "$query": ... } or { "$session": ... }.',
      );
}

/** A call's params: no `$row`, `$route` parts of every address showing the wizard, dotted query params. */
function checkParams(file: FileUnderCheck, where: string, call: Json, found: FoundCall | undefined) {
  const params = isObject(call.params) ? call.params : {};
  for (const kind of ['path', 'query']) {
    checkNoRow(file, `${where}.params.${kind}`, params[kind]);
    checkValues(file, `${where}.params.${kind}`, params[kind], 'unknown');
  }
  checkQueryPaths(file, `${where}.params.query`, found, params.query);
}

/** `progress`, which must be a GET, and the answer the checks read (or `unknown`). */
export function checkProgress(file: FileUnderCheck): RowScope {
  const progress = file.json.progress;
  if (!isObject(progress) || typeof progress.operation !== 'string') return 'unknown';
  const match = OPERATION.exec(progress.operation);
  const document = file.input.openapi[(progress.service ?? 'main') as ServiceName];
  if (!match || !document) return 'unknown'; // the meta-schema check says what is wrong
  const [, method = '', path = ''] = match;
  const methods = documentPaths(document).includes(path) ? methodsAt(document, path) : undefined;
  if (methods && (method !== 'GET' || !methods.includes('GET'))) {
    file.error(
      'progress.operation',
      'not-a-read',
      methods.includes('GET')
        ? `"progress" reads where the flow stands, so it is a GET: write "GET ${path}".`
        : `"progress" reads where the flow stands with a GET, and the API has only ${methods.join(', ')} at ${path}.`,
    );
    return 'unknown';
  }
  const found = findCall(file, 'progress', progress);
  checkParams(file, 'progress', progress, found);
  const answer = found && answerSchema(found.document, found.operation);
  return found && answer
    ? { document: found.document, schema: answer, label: `the answer of ${found.label} has` }
    : 'unknown';
}

/** A value path some setting reads: with no `progress` there is nothing to read it from. */
export function needsProgress(file: FileUnderCheck, where: string, setting: string) {
  if (file.json.progress !== undefined) return true;
  file.error(
    where,
    'needs-progress',
    `${setting} reads the "progress" answer, and this wizard has no "progress": add "progress": { "operation": "GET ..." }.`,
  );
  return false;
}

/** What `sum` adds up is a list of numbers: a list (or `[]` through one) whose entries are not objects. */
function checkSummed(file: FileUnderCheck, where: string, answer: RowScope, path: string) {
  if (typeof answer === 'string') return;
  const schema = valueSchema(answer, path);
  if (!schema) return;
  const list = path.includes('[]') || schema.type === 'array' || schema.items !== undefined;
  const entry = path.includes('[]') ? schema : itemsOf(answer.document, schema);
  const fix = 'write the list with [] and the number after it, e.g. "data.ubo[].percentOfShares".';
  if (!list)
    file.error(where, 'not-a-list', `"sum" adds up the numbers of a list, and "${path}" is not one: ${fix}`);
  else if (entry && objectShape(answer.document, entry))
    file.error(
      where,
      'not-numbers',
      `"sum" adds up numbers, and the entries of "${path}" are objects: ${fix}`,
    );
}

const ONLY_FOR: Record<string, { checks: string[]; words: string }> = {
  value: { checks: ['minItems', 'sum'], words: '"minItems" and "sum"' },
  where: { checks: ['some'], words: '"some"' },
  present: { checks: ['some'], words: '"some"' },
};

function checkOne(file: FileUnderCheck, at: string, check: Json, answer: RowScope) {
  for (const [key, { checks, words }] of Object.entries(ONLY_FOR))
    // An unknown kind of check is the meta-schema check's to name; its settings are not judged before it is fixed.
    if (key in check && STEP_CHECKS.includes(check.check as never) && !checks.includes(String(check.check)))
      file.error(`${at}.${key}`, 'not-for-this-check', `"${key}" only counts for ${words}: remove it.`);
  const path = check.path;
  if (typeof path !== 'string') return;
  if (check.check === 'present' || check.check === 'sum') {
    if (!checkPath(file, `${at}.path`, answer, path) || check.check === 'present') return;
    checkSummed(file, `${at}.path`, answer, path);
    return;
  }
  // minItems and some count the items of a list.
  const items = listIn(file, `${at}.path`, answer, path);
  if (check.check !== 'some') return;
  for (const key of isObject(check.where) ? Object.keys(check.where) : [])
    checkPath(file, `${at}.where.${key}`, items, key);
  for (const [k, inner] of (Array.isArray(check.present) ? check.present : []).entries())
    checkPath(file, `${at}.present[${k}]`, items, inner);
}

/** Each step's `done` checks read values the `progress` answer has. */
export function checkDone(file: FileUnderCheck, answer: RowScope) {
  for (const [step, i] of objects(file.json.steps)) {
    const checks = objects(step.done);
    if (checks.length === 0 || !needsProgress(file, `steps[${i}].done`, '"done"')) continue;
    for (const [check, j] of checks) checkOne(file, `steps[${i}].done[${j}]`, check, answer);
  }
}

/** Statuses the API gives at `path`: each listed value is one of them (when the API says which there are). */
export function checkStatuses(
  file: FileUnderCheck,
  where: string,
  answer: RowScope,
  path: string,
  values: unknown[],
) {
  if (typeof answer === 'string') return;
  const known = enumOf(answer.document, valueSchema(answer, path));
  if (!known) return;
  const whose = answer.label.replace(/ has$/, '');
  values.forEach((value, k) => {
    if (value !== null && !known.includes(String(value)))
      file.error(
        `${where}[${k}]`,
        'unknown-status',
        `"${String(value)}" is not a value ${whose} gives at "${path}".${suggestion(String(value), known)}`,
      );
  });
}

/** `stages.path` is in the answer, each status is one the API gives, and none is in two stages. */
export function checkStages(file: FileUnderCheck, answer: RowScope) {
  const stages = file.json.stages;
  if (!isObject(stages) || typeof stages.path !== 'string') return;
  if (!needsProgress(file, 'stages', '"stages"') || !checkPath(file, 'stages.path', answer, stages.path))
    return;
  const seen = new Map<string, number>();
  for (const [stage, i] of objects(stages.stages)) {
    const statuses = Array.isArray(stage.statuses) ? stage.statuses : [];
    checkStatuses(file, `stages.stages[${i}].statuses`, answer, stages.path, statuses);
    statuses.forEach((status, k) => {
      const earlier = seen.get(String(status));
      if (earlier !== undefined)
        file.error(
          `stages.stages[${i}].statuses[${k}]`,
          'status-twice',
          `"${String(status)}" is in stages.stages[${earlier}] already: a status belongs to one stage.`,
        );
      else seen.set(String(status), i);
    });
  }
}

/** `finish.call` exists and sends nothing the person did not save already; `finish.when` reads the answer. */
export function checkFinish(file: FileUnderCheck, answer: RowScope) {
  const finish = file.json.finish;
  if (!isObject(finish)) return;
  if (isObject(finish.when) && needsProgress(file, 'finish.when', '"finish.when"'))
    for (const [path, values] of Object.entries(finish.when))
      if (checkPath(file, `finish.when.${path}`, answer, path) && Array.isArray(values))
        checkStatuses(file, `finish.when.${path}`, answer, path, values);
  if (!isObject(finish.call)) return;
  const found = findCall(file, 'finish.call', finish.call);
  checkParams(file, 'finish.call', finish.call, found);
  if (!found) return;
  if (found.label.startsWith('GET '))
    file.error(
      'finish.call.operation',
      'finish-is-a-read',
      `"finish" sends the flow, and ${found.label} only reads: name the call that submits it (a POST, PUT or PATCH).`,
    );
  const body = requestBody(found.document, found.operation);
  const needed = body.kind === 'object' ? [...body.shape.required] : [];
  if (needed.length > 0)
    file.error(
      'finish.call',
      'finish-needs-body',
      `${found.label} needs ${needed.map((n) => `"${n}"`).join(', ')} in its body, and "finish" sends no body (each step saved its own part): name a call that needs none.`,
    );
}
