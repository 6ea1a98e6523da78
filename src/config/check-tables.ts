/**
 * Checks the table files (`schemas/tables/NAME.json`) and detail files (`schemas/details/NAME.json`) and says
 * what is wrong in words product staff can act on: each file against its meta-schema, its calls and values
 * against the API's OpenAPI documents, its links against the routes, the files it opens, and its text keys
 * against the catalogues. A file nothing shows is a note. Pure: the caller reads the files and passes the
 * lists that live in code (option sources). A file that is not valid JSON is left to checkSchemas.
 *
 * @example
 * checkTableFiles({ tables, details, forms, openapi, routes, optionSources, catalogues });
 * // schemas/tables/transactions.json › columns[1].value: the rows of GET /api/v2/main/transactions have no
 * //   "amout". Did you mean "amount"?
 */
import { isObject, pathParams, type Json } from './check-form-context';
import { checkTranslations, type UsedKey } from './check-locales';
import type { Problem } from './check-problem';
import type { SourceFile } from './check-schemas';
import { checkQueryPaths, findSource, rowsOf } from './check-table-api';
import { checkColumns } from './check-table-columns';
import {
  fileName,
  objects,
  type Address,
  type FileKind,
  type FileUnderCheck,
  type TableCheckInput,
} from './check-table-context';
import { checkFilters } from './check-table-filters';
import { metaSchemaProblems } from './check-table-meta';
import { checkFileRef, checkLink, checkValues, collectTextKeys } from './check-table-refs';
import { checkDetail } from './check-details';

export type { TableCheckInput } from './check-table-context';
export { pageRoutes } from './check-table-context';

interface Parsed {
  kind: FileKind;
  file: SourceFile;
  name: string;
  json: unknown;
}

/** Who shows a file: a route, a table's toolbar or a detail's section (the parent's addresses), a side sheet. */
type User = { route: { name: string; path: string } } | { parent: string } | { sideSheetOf: string };

const keyOf = (kind: FileKind, name: string) => `${kind}:${name}`;

function usersOf(parsed: readonly Parsed[], input: TableCheckInput): Map<string, User[]> {
  const users = new Map<string, User[]>();
  const add = (key: string, user: User) => users.set(key, [...(users.get(key) ?? []), user]);
  for (const route of input.routes)
    if (route.page?.kind === 'table' || route.page?.kind === 'detail')
      add(keyOf(route.page.kind, route.page.name), { route });
  for (const { kind, name, json } of parsed) {
    if (!isObject(json)) continue;
    const parent = keyOf(kind, name);
    for (const [button] of objects(json.toolbar))
      if (typeof button.table === 'string') add(keyOf('table', button.table), { parent });
    for (const [section] of objects(json.sections))
      if (section.type === 'table' && typeof section.table === 'string')
        add(keyOf('table', section.table), { parent });
    if (kind === 'table' && typeof json.rowDetail === 'string')
      add(keyOf('detail', json.rowDetail), { sideSheetOf: name });
  }
  return users;
}

/** Every address a file is shown at (through the files that show it), for its `$route` values. */
function addressesOf(key: string, users: Map<string, User[]>, seen = new Set<string>()): Address[] {
  if (seen.has(key)) return [];
  seen.add(key);
  return (users.get(key) ?? []).flatMap((user): Address[] => {
    if ('route' in user)
      return [
        { label: `route "${user.route.name}" (${user.route.path})`, params: pathParams(user.route.path) },
      ];
    if ('parent' in user) return addressesOf(user.parent, users, seen);
    return [{ label: `the side sheet of table "${user.sideSheetOf}"`, params: ['id'] }];
  });
}

function checkTable(file: FileUnderCheck) {
  const found = findSource(file);
  const rows = rowsOf(file, found);
  const source = isObject(file.json.source) ? file.json.source : {};
  const params = isObject(source.params) ? source.params : {};
  checkValues(file, 'source.params.path', params.path, 'none');
  checkValues(file, 'source.params.query', params.query, 'none');
  checkQueryPaths(file, 'source.params.query', found, params.query);
  checkColumns(file, found, rows);
  checkFilters(file, found);
  if (file.json.rowLink !== undefined) checkLink(file, 'rowLink', file.json.rowLink, rows);
  checkFileRef(file, 'rowDetail', 'detail', file.json.rowDetail);
  if (file.json.rowLink !== undefined && file.json.rowDetail !== undefined)
    file.error(
      'top level',
      'row-opens-twice',
      '"rowLink" and "rowDetail" both say what opening a row does: keep one.',
    );
  for (const [button, i] of objects(file.json.toolbar)) {
    const where = `toolbar[${i}]`;
    if (button.to !== undefined) checkLink(file, where, button, 'none');
    checkFileRef(file, `${where}.form`, 'form', button.form);
    checkFileRef(file, `${where}.table`, 'table', button.table);
  }
}

const UNUSED: Record<FileKind, (name: string) => string> = {
  table: (name) =>
    `no route, toolbar, detail page or screen shows this table: add a route with page: table('${name}') to routes.config.ts, or delete the file.`,
  detail: (name) =>
    `no route or table shows this detail: add a route with page: detail('${name}') to routes.config.ts or "rowDetail": "${name}" to a table, or delete the file.`,
};

/** Every problem of the table and detail files, file by file, then their text keys missing from the catalogues. */
export function checkTableFiles(input: TableCheckInput): Problem[] {
  const problems: Problem[] = [];
  const textKeys: UsedKey[] = [];
  const parsed = parseAll(input);
  const users = usersOf(parsed, input);
  for (const { kind, file: source, name, json } of parsed) {
    const add = (severity: Problem['severity']) => (where: string, kind: string, message: string) =>
      problems.push({ severity, kind, file: source.path, where: [where], message });
    for (const { where, message } of metaSchemaProblems(kind, json))
      add('error')(where, `${kind}-shape`, message);
    if (!isObject(json)) continue;
    const addresses = addressesOf(keyOf(kind, name), users);
    const file: FileUnderCheck = {
      kind,
      file: source.path,
      name,
      json,
      input,
      error: add('error'),
      note: add('note'),
      textKeys,
      ...(addresses.length > 0 && { addresses }),
    };
    collectTextKeys(file);
    if (kind === 'table') checkTable(file);
    else checkDetail(file);
    const inScreen = kind === 'table' && (input.screenTables ?? []).includes(name);
    if (input.routes.length > 0 && !users.has(keyOf(kind, name)) && !inScreen)
      file.error('top level', `unused-${kind}`, UNUSED[kind](name));
  }
  return [...problems, ...checkTranslations(textKeys, input.catalogues, input.languages ?? ['en'], 'tables')];
}

function parseAll(input: TableCheckInput): Parsed[] {
  const all = [
    ...input.tables.map((file) => ({ kind: 'table' as const, file })),
    ...input.details.map((file) => ({ kind: 'detail' as const, file })),
  ];
  return all.flatMap(({ kind, file }) => {
    try {
      return [{ kind, file, name: fileName(file.path), json: JSON.parse(file.text) as unknown }];
    } catch {
      return [];
    }
  });
}

/** The form files the table and detail files open in a dialog (toolbar and action `form`): used without a route. */
export function formsOpenedBy(files: readonly SourceFile[]): string[] {
  const names = new Set<string>();
  const walk = (node: unknown, key?: string): void => {
    if (Array.isArray(node)) node.forEach((item) => walk(item));
    else if (isObject(node)) for (const [k, value] of Object.entries(node as Json)) walk(value, k);
    else if (key === 'form' && typeof node === 'string') names.add(node);
  };
  for (const file of files) {
    try {
      walk(JSON.parse(file.text));
    } catch {
      // checkSchemas reports it
    }
  }
  return [...names];
}
