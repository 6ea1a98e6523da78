import i18next from 'i18next';
import type { DetailFile } from '@/config/detail-file';
import type { TableFile } from '@/config/table-file';
import { pageNamespaces } from '@/forms/text-namespaces';

// Each table and detail file is its own lazy chunk: a page loads only its own file.
const tableFiles = import.meta.glob<TableFile>('../../schemas/tables/*.json', { import: 'default' });
const detailFiles = import.meta.glob<DetailFile>('../../schemas/details/*.json', { import: 'default' });

export const tableExists = (name: string) => `../../schemas/tables/${name}.json` in tableFiles;
export const detailExists = (name: string) => `../../schemas/details/${name}.json` in detailFiles;

async function loadFile<T>(files: Record<string, () => Promise<T>>, kind: 'table' | 'detail', name: string) {
  const load = files[`../../schemas/${kind}s/${name}.json`];
  if (!load) throw new Error(`There is no file schemas/${kind}s/${name}.json.`);
  const file = await load();
  await i18next.loadNamespaces(pageNamespaces(kind, file));
  return file;
}

/** `schemas/tables/NAME.json` with its texts loaded. */
export const loadTable = (name: string) => loadFile(tableFiles, 'table', name);
/** `schemas/details/NAME.json` with its texts loaded. */
export const loadDetail = (name: string) => loadFile(detailFiles, 'detail', name);

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
