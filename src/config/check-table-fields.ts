/**
 * What table columns and detail fields share: the values they show are in the rows (or the record), a money
 * value has its currency, a status value has a label for every status the API gives, links lead to routes,
 * and actions open pages, forms or calls that exist. Pure.
 */
import { isObject, type Json } from './check-form-context';
import { checkPath, checkQueryPaths, enumOf, missingValue, findCall, valueSchema } from './check-table-api';
import type { FileUnderCheck, RowScope } from './check-table-context';
import { checkCallBody } from './check-table-body';
import { checkFileRef, checkLink, checkValues } from './check-table-refs';

/** A value shown like a cell: `value`, `secondary`, `currency` (money), the status labels, and `link`. */
export function checkField(file: FileUnderCheck, where: string, field: Json, scope: RowScope) {
  checkPath(file, `${where}.value`, scope, field.value);
  checkPath(file, `${where}.secondary`, scope, field.secondary);
  if (field.type === 'money') checkCurrency(file, where, field, scope);
  if (field.type === 'status') statusKeys(file, `${where}.value`, field.value, field.labels, scope);
  if (field.link !== undefined) checkLink(file, `${where}.link`, field.link, scope);
}

function checkCurrency(file: FileUnderCheck, where: string, field: Json, scope: RowScope) {
  if (field.currency !== undefined) {
    checkPath(file, `${where}.currency`, scope, field.currency);
    return;
  }
  // Only when the API says which values there are (missingValue is undefined for an open shape).
  if (typeof scope === 'string' || !missingValue(scope.document, scope.schema, 'currency')) return;
  file.error(
    where,
    'missing-currency',
    `a money value reads its currency code from "currency", and ${scope.label} no "currency": add "currency": "<where the code is>".`,
  );
}

/**
 * Each status the API can give for a status value needs its label (`statuses:paid`, or under `labels`),
 * checked like any text key.
 */
export function statusKeys(
  file: FileUnderCheck,
  where: string,
  path: unknown,
  labels: unknown,
  scope: RowScope,
) {
  if (typeof scope === 'string' || typeof path !== 'string') return;
  const prefix = typeof labels === 'string' ? labels : 'statuses:';
  for (const status of enumOf(scope.document, valueSchema(scope, path)) ?? [])
    file.textKeys.push({ key: `${prefix}${status}`, file: file.file, where: [where] });
}

/** Something a person can do to a row or a record: a page, a form in a dialog, or a call. */
export function checkAction(file: FileUnderCheck, where: string, action: unknown, scope: RowScope) {
  if (!isObject(action)) return;
  // `when` names values of the row, like a column's `value`.
  if (isObject(action.when))
    for (const path of Object.keys(action.when)) checkPath(file, `${where}.when.${path}`, scope, path);
  if (action.kind === 'link') checkLink(file, where, action, scope);
  if (action.kind === 'form') {
    checkFileRef(file, `${where}.form`, 'form', action.form);
    checkValues(file, `${where}.params`, action.params, scope);
  }
  if (action.kind === 'call' && isObject(action.call)) {
    const found = findCall(file, `${where}.call`, action.call, true);
    const params = isObject(action.call.params) ? action.call.params : {};
    checkQueryPaths(file, `${where}.call.params.query`, found, params.query);
    checkValues(file, `${where}.call.params.path`, params.path, scope);
    checkValues(file, `${where}.call.params.query`, params.query, scope);
    checkCallBody(file, where, action, found, scope);
  }
}
