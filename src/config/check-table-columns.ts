/**
 * A table file's columns against its rows and its source: each shows a value the rows have, a sortable column
 * sorts by a field the API sorts by, the default sort names a column, and the row key is in the rows. Pure.
 */
import { isObject, type Json } from './check-form-context';
import { checkPath, enumOf, missingValue, queryParams, type FoundCall } from './check-table-api';
import { objects, type FileUnderCheck, type RowScope } from './check-table-context';
import { checkAction, checkField } from './check-table-fields';
import { didYouMean, suggestion } from './did-you-mean';

/** How the list is paged: `server` (default), `all` or `none`. */
export const pagingOf = (file: FileUnderCheck): string => {
  const source = file.json.source;
  return isObject(source) && typeof source.paging === 'string' ? source.paging : 'server';
};

/** What the server sorts by: the `sort_by` values it takes (`any` when it does not list them), or none. */
function sortValues(
  found: FoundCall | undefined,
  file: FileUnderCheck,
): string[] | 'any' | 'none' | undefined {
  if (!found || pagingOf(file) !== 'server') return undefined; // sorting runs in the browser
  const param = queryParams(found).get('sort_by');
  if (!param) return 'none';
  return enumOf(found.document, param) ?? 'any';
}

/** The API cannot sort by `field`: what to say. */
function sortMessage(found: FoundCall, field: string, values: string[], own: boolean): string {
  const takes = `its sort_by takes ${values.join(', ')}`;
  const near = didYouMean(field, values);
  if (own)
    return `${found.label} cannot sort by "${field}" (${takes}).${near ? ` Did you mean "${near}"?` : ''}`;
  return `${found.label} cannot sort by "${field}", this column's id (${takes}): add ${near ? `"sortField": "${near}"` : '"sortField" with the one it shows'}, or remove "sortable".`;
}

function checkSort(file: FileUnderCheck, where: string, column: Json, found: FoundCall | undefined) {
  const values = sortValues(found, file);
  if (!found || values === undefined || values === 'any') return;
  if (values === 'none') {
    file.error(
      `${where}.sortable`,
      'not-sortable',
      `${found.label} cannot sort: it takes no "sort_by". Remove "sortable", or read every row at once with "paging": "all" in source.`,
    );
    return;
  }
  const own = typeof column.sortField === 'string';
  const field = String(own ? column.sortField : column.id);
  if (!values.includes(field))
    file.error(own ? `${where}.sortField` : where, 'not-sortable', sortMessage(found, field, values, own));
}

function checkDefaultSort(file: FileUnderCheck, columns: [Json, number][], found: FoundCall | undefined) {
  const sort = file.json.defaultSort;
  if (!isObject(sort) || typeof sort.column !== 'string') return;
  const ids = columns.map(([column]) => String(column.id));
  const column = columns.find(([c]) => c.id === sort.column)?.[0];
  if (!column) {
    file.error(
      'defaultSort.column',
      'unknown-column',
      `"${sort.column}" is not the id of a column.${suggestion(sort.column, ids)}`,
    );
    return;
  }
  const values = sortValues(found, file);
  const field = String(typeof column.sortField === 'string' ? column.sortField : column.id);
  if (found && Array.isArray(values) && !values.includes(field))
    file.error('defaultSort.column', 'not-sortable', sortMessage(found, field, values, true));
}

/** `rowKey` (default `id`) is a value of the rows. */
function checkRowKey(file: FileUnderCheck, rows: RowScope) {
  if (typeof file.json.rowKey === 'string') {
    checkPath(file, 'rowKey', rows, file.json.rowKey);
    return;
  }
  const missing = typeof rows === 'string' ? undefined : missingValue(rows.document, rows.schema, 'id');
  if (typeof rows === 'string' || !missing) return;
  const ids = missing.known.filter((name) => /id$/i.test(name));
  file.error(
    'top level',
    'missing-row-key',
    `${rows.label} no "id": set "rowKey" to where a row's unique id is.${ids.length === 1 ? ` Did you mean "rowKey": "${ids[0] ?? ''}"?` : ''}`,
  );
}

/** Every problem of the columns, the default sort and the row key. */
export function checkColumns(file: FileUnderCheck, found: FoundCall | undefined, rows: RowScope) {
  const columns = objects(file.json.columns);
  const seen = new Set<string>();
  for (const [column, index] of columns) {
    const where = `columns[${index}]`;
    if (typeof column.id === 'string' && seen.has(column.id))
      file.error(
        `${where}.id`,
        'duplicate-column',
        `two columns have the id "${column.id}": each needs its own.`,
      );
    if (typeof column.id === 'string') seen.add(column.id);
    checkField(file, where, column, rows);
    if (column.sortable === true) checkSort(file, where, column, found);
    for (const [action, i] of objects(column.actions))
      checkAction(file, `${where}.actions[${i}]`, action, rows);
  }
  checkDefaultSort(file, columns, found);
  checkRowKey(file, rows);
}
