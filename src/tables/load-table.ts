import i18next from 'i18next';
import type { DetailFile } from '@/config/detail-file';
import type { TableFile } from '@/config/table-file';
import { namespacesOf } from '@/forms/text-namespaces';

// Each table and detail file is its own lazy chunk: a page loads only its own file.
const tableFiles = import.meta.glob<TableFile>('../../schemas/tables/*.json', { import: 'default' });
const detailFiles = import.meta.glob<DetailFile>('../../schemas/details/*.json', { import: 'default' });

export const tableExists = (name: string) => `../../schemas/tables/${name}.json` in tableFiles;
export const detailExists = (name: string) => `../../schemas/details/${name}.json` in detailFiles;

/** The namespaces a list or detail page needs besides its file's own. */
const ENGINE_NAMESPACES = ['lists', 'statuses'];

async function loadFile<T>(files: Record<string, () => Promise<T>>, kind: string, name: string) {
  const load = files[`../../schemas/${kind}/${name}.json`];
  if (!load) throw new Error(`There is no file schemas/${kind}/${name}.json.`);
  const file = await load();
  await i18next.loadNamespaces([...namespacesOf(file), ...ENGINE_NAMESPACES]);
  return file;
}

/** `schemas/tables/NAME.json` with its texts loaded. */
export const loadTable = (name: string) => loadFile(tableFiles, 'tables', name);
/** `schemas/details/NAME.json` with its texts loaded. */
export const loadDetail = (name: string) => loadFile(detailFiles, 'details', name);

/** A table file for a component: loaded once, shared by the page and its list (one cache entry per name). */
export const tableFileQuery = (name: string) => ({
  queryKey: ['table-file', name],
  queryFn: () => loadTable(name),
  staleTime: Infinity,
});

/** A detail file for a component, as `tableFileQuery`. */
export const detailFileQuery = (name: string) => ({
  queryKey: ['detail-file', name],
  queryFn: () => loadDetail(name),
  staleTime: Infinity,
});
