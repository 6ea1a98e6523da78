import i18next from 'i18next';
import { configFileExists, loadConfigFile } from '@/config/config-files';
import { pageNamespaces } from '@/forms/text-namespaces';

export const tableExists = (name: string) => configFileExists('table', name);
export const detailExists = (name: string) => configFileExists('detail', name);

async function loadFile<K extends 'table' | 'detail'>(kind: K, name: string) {
  const file = await loadConfigFile(kind, name);
  await i18next.loadNamespaces(pageNamespaces(kind, file));
  return file;
}

/** `schemas/tables/NAME.json` with its texts loaded. */
export const loadTable = (name: string) => loadFile('table', name);
/** `schemas/details/NAME.json` with its texts loaded. */
export const loadDetail = (name: string) => loadFile('detail', name);

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
