import type { DetailFile } from './detail-file';
import type { FormFile } from './form-file';
import type { TableFile } from './table-file';
import type { WizardFile } from './wizard-file';

/** The config file of each kind of page, as routes name them (`table('transactions')`). */
export interface ConfigFiles {
  form: FormFile;
  table: TableFile;
  detail: DetailFile;
  wizard: WizardFile;
}
export type ConfigKind = keyof ConfigFiles;

/** Each file's module: a JSON file's only export is its content. */
type Loaders<T> = Record<string, () => Promise<{ default: T }>>;

/** Keyed by the file's name: `./transactions.json` → `transactions`. */
const byName = <T>(files: Loaders<T>): Loaders<T> =>
  Object.fromEntries(Object.entries(files).map(([path, load]) => [path.replace(/^.*\/|\.json$/g, ''), load]));

/**
 * Every file under schemas/{forms,tables,details,wizards}/, each its own lazy chunk. The map itself is small
 * and loads with the app, so the router starts a page's file with its route, alongside the renderer's chunk
 * (src/app/page-component.tsx), rather than after it: on a phone, one round trip fewer before the page draws.
 */
const loaders: { [K in ConfigKind]: Loaders<ConfigFiles[K]> } = {
  form: byName(import.meta.glob<{ default: FormFile }>('./*.json', { base: '../../schemas/forms' })),
  table: byName(import.meta.glob<{ default: TableFile }>('./*.json', { base: '../../schemas/tables' })),
  detail: byName(import.meta.glob<{ default: DetailFile }>('./*.json', { base: '../../schemas/details' })),
  wizard: byName(import.meta.glob<{ default: WizardFile }>('./*.json', { base: '../../schemas/wizards' })),
};

/** Whether `schemas/<kind>s/<name>.json` exists. */
export const configFileExists = (kind: ConfigKind, name: string): boolean =>
  Object.hasOwn(loaders[kind], name);

/** Loads `schemas/<kind>s/<name>.json` (once: the module loader keeps it); fails when there is none. */
export function loadConfigFile<K extends ConfigKind>(kind: K, name: string): Promise<ConfigFiles[K]> {
  const load = Object.hasOwn(loaders[kind], name) ? loaders[kind][name] : undefined;
  if (!load) return Promise.reject(new Error(`There is no file schemas/${kind}s/${name}.json.`));
  return load().then((module) => module.default as ConfigFiles[K]);
}
