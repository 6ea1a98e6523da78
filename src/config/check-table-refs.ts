/**
 * The names a table or detail file points with: routes and their params (row links, toolbar pages, back,
 * onLoadFailure), value references (`$row`, `$route`), the form, table and detail files it opens, and its text
 * keys. Pure.
 */
import { isObject, jsonPath, pathParams, TEXT_KEY, type Json } from './check-form-context';
import { checkPath } from './check-table-api';
import type { FileUnderCheck, RowScope } from './check-table-context';
import { suggestion } from './did-you-mean';

/** Why `{ "$row": ... }` has no value at a place (the scope there is `none`). */
const NO_ROW: Record<FileUnderCheck['kind'], string> = {
  table:
    '"$row" has no value here: it reads a row, so it works in columns, rowLink and row actions, not in the source or the toolbar.',
  detail:
    '"$row" has no value here: it reads the record, which is not read yet when its own source is called.',
};

/**
 * Value references of a map of params: `$row` paths are values of the rows (or record) and `$route` names a
 * part of every address the file is shown at.
 */
export function checkValues(file: FileUnderCheck, where: string, map: unknown, scope: RowScope) {
  if (!isObject(map)) return;
  for (const [name, ref] of Object.entries(map)) {
    if (!isObject(ref)) continue;
    const here = `${where}.${name}`;
    if (typeof ref.$row === 'string') {
      if (scope === 'none') file.error(here, 'row-not-here', NO_ROW[file.kind]);
      else checkPath(file, here, scope, ref.$row);
    } else if (typeof ref.$route === 'string') {
      checkRouteValue(file, here, ref.$route);
    }
  }
}

function checkRouteValue(file: FileUnderCheck, where: string, name: string) {
  const lacking = (file.addresses ?? []).find((address) => !address.params.includes(name));
  if (!lacking) return;
  const has = lacking.params.length
    ? `it has ${lacking.params.map((p) => `:${p}`).join(', ')}`
    : 'it has no parts';
  file.error(
    where,
    'unknown-route-param',
    `"$route": "${name}" is not a part of the address of ${lacking.label}, which shows this ${file.kind}; ${has}.${suggestion(name, lacking.params, { list: false })}`,
  );
}

/** The route a link names, or undefined with the problem reported. */
function findRoute(file: FileUnderCheck, where: string, to: unknown) {
  if (typeof to !== 'string') return undefined;
  const route = file.input.routes.find((r) => r.name === to);
  if (!route) {
    const names = file.input.routes.map((r) => r.name);
    file.error(
      where,
      'unknown-route',
      `route "${to}" does not exist.${suggestion(to, names, { list: false })}`,
    );
  }
  return route;
}

/** A link to a page: the route exists, every `:param` it needs is given, none it lacks, and the values fit. */
export function checkLink(file: FileUnderCheck, where: string, link: unknown, scope: RowScope) {
  if (!isObject(link)) return;
  const route = findRoute(file, `${where}.to`, link.to);
  checkValues(file, `${where}.params`, link.params, scope);
  if (!route) return;
  const given = isObject(link.params) ? Object.keys(link.params) : [];
  const needed = [...route.path.matchAll(/:([A-Za-z0-9_]+)(\?)?/g)];
  for (const [, name = '', optional] of needed) {
    if (!optional && !given.includes(name))
      file.error(
        where,
        'missing-route-param',
        `route "${route.name}" (${route.path}) needs :${name}: add "params": { "${name}": ... }, e.g. { "$row": "id" }.`,
      );
  }
  const all = needed.map((match) => match[1] ?? '');
  for (const name of given.filter((n) => !all.includes(n)))
    file.error(
      `${where}.params`,
      'unknown-route-param',
      `route "${route.name}" (${route.path}) has no :${name}.${suggestion(name, all)}`,
    );
}

/** `onLoadFailure.goTo`: a route with no params to fill (there is no record to fill them from). */
export function checkGoTo(file: FileUnderCheck, where: string, to: unknown) {
  const route = findRoute(file, where, to);
  const needed = route ? pathParams(route.path).filter((p) => !route.path.includes(`:${p}?`)) : [];
  if (route && needed.length > 0)
    file.error(
      where,
      'missing-route-param',
      `route "${route.name}" (${route.path}) needs :${needed[0] ?? ''}, which a page that could not be read cannot give: go to a list instead.`,
    );
}

const FOLDER = { form: 'schemas/forms', table: 'schemas/tables', detail: 'schemas/details' } as const;

/** A form, table or detail file the file opens: it exists. */
export function checkFileRef(file: FileUnderCheck, where: string, kind: keyof typeof FOLDER, name: unknown) {
  if (typeof name !== 'string' || name === '') return;
  const { forms, tables, details } = file.input;
  const known =
    kind === 'form'
      ? [...forms]
      : (kind === 'table' ? tables : details).map((f) => f.path.replace(/^.*\//, '').replace(/\.json$/, ''));
  if (known.includes(name)) return;
  file.error(
    where,
    `unknown-${kind}`,
    `${FOLDER[kind]}/${name}.json does not exist.${suggestion(name, known, { list: false })}`,
  );
}

/** Keys whose text is shown to people; the meta-schema makes each a text key. */
const TEXT_FIELDS: ReadonlySet<string> = new Set([
  'title',
  'description',
  'label',
  'confirm',
  'notice',
  'placeholder',
  'empty',
]);

/** Every text key of the file, for the translation check. */
export function collectTextKeys(
  file: FileUnderCheck,
  node: unknown = file.json,
  at: (string | number)[] = [],
) {
  if (Array.isArray(node)) node.forEach((item, index) => collectTextKeys(file, item, [...at, index]));
  if (!isObject(node)) return;
  for (const [key, value] of Object.entries(node as Json)) {
    if (typeof value === 'string' && TEXT_FIELDS.has(key) && TEXT_KEY.test(value))
      file.textKeys.push({ key: value, file: file.file, where: [jsonPath([...at, key])] });
    // A call's params and body are values sent to the API, not texts shown.
    else if (typeof value === 'object' && key !== 'params' && key !== 'body')
      collectTextKeys(file, value, [...at, key]);
  }
}
