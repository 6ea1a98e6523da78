/**
 * What the table and detail checks (check-table-*.ts, check-details.ts) share: their input, the file being
 * checked, the rows a value path is looked up in, and who shows each file. Pure.
 */
import { isObject, type Json, type ServiceName } from './check-form-context';
import type { Catalogue, UsedKey } from './check-locales';
import type { SourceFile } from './check-schemas';
import type { FileKind } from './check-table-meta';
import type { PageSpec, RouteConfig } from './routes';

export type { FileKind } from './check-table-meta';

/** A route as these checks read it: name, path, and the file a generic page shows. */
export interface PageRoute {
  name: string;
  path: string;
  page?: { kind: string; name: string };
}

export const pageRoutes = (routes: readonly RouteConfig[]): PageRoute[] =>
  routes.map((route) => {
    const page = route.page as PageSpec | undefined;
    const shown = page && 'name' in page ? { kind: page.kind, name: page.name } : undefined;
    return { name: route.name, path: route.path, ...(shown && { page: shown }) };
  });

export interface TableCheckInput {
  /** The table files, `schemas/tables/NAME.json`. */
  tables: readonly SourceFile[];
  /** The detail files, `schemas/details/NAME.json`. */
  details: readonly SourceFile[];
  /** The names of the form files (`schemas/forms/NAME.json` → `NAME`), for `form` actions. */
  forms: readonly string[];
  /** Each service's OpenAPI document (openapi/SERVICE.yaml), parsed. */
  openapi: Partial<Record<ServiceName, Json>>;
  routes: readonly PageRoute[];
  /** The option sources a filter may name in `optionsFrom` (src/forms/options/sources/NAME.ts). */
  optionSources: readonly string[];
  catalogues: readonly Catalogue[];
  /** The catalogue languages, English first (default: English only). */
  languages?: readonly string[];
  /** Tables a bespoke screen draws through the engine (`<TableBlock name="NAME">` in the code). */
  screenTables?: readonly string[];
}

/** Where `{ "$row": ... }` and value paths are looked up: a schema of the API, with how to name it. */
export interface RowShape {
  document: Json;
  schema: Json;
  /** The start of a message, e.g. `the rows of GET /api/v2/main/transactions have`. */
  label: string;
}

/** `unknown`: the API does not say (nothing to compare with); `none`: there is no row here. */
export type RowScope = RowShape | 'unknown' | 'none';

/** One table or detail file being checked. */
export interface FileUnderCheck {
  kind: FileKind;
  /** `schemas/tables/invoices.json`. */
  file: string;
  /** `invoices`. */
  name: string;
  json: Json;
  input: TableCheckInput;
  error: (where: string, kind: string, message: string) => void;
  note: (where: string, kind: string, message: string) => void;
  /** Text keys the file uses, for the translation check. */
  textKeys: UsedKey[];
  /** The addresses the file is shown at, for `$route` values; undefined when nothing shows it. */
  addresses?: readonly Address[];
}

/** An address a file is shown at: a route, or a table's side sheet (rowDetail), with the `$route` values it has. */
export interface Address {
  /** `route "accounts-slug" (/accounts/:slug)`. */
  label: string;
  params: readonly string[];
}

/** `schemas/tables/invoices.json` → `invoices`. */
export const fileName = (path: string): string => path.replace(/^.*\//, '').replace(/\.json$/, '');

export const FOLDERS: Record<FileKind, string> = { table: 'schemas/tables', detail: 'schemas/details' };

/** The objects of a list, with their positions (other entries are the meta-schema check's to report). */
export const objects = (value: unknown): [Json, number][] =>
  Array.isArray(value)
    ? value.flatMap((item, i): [Json, number][] => (isObject(item) ? [[item, i]] : []))
    : [];
