import { configFileExists } from '@/config/config-files';
import { loadWithTexts } from '@/forms/text-namespaces';

export const tableExists = (name: string) => configFileExists('table', name);
export const detailExists = (name: string) => configFileExists('detail', name);

/** `schemas/tables/NAME.json` with its texts loaded. */
export const loadTable = (name: string) => loadWithTexts('table', name);
/** `schemas/details/NAME.json` with its texts loaded. */
export const loadDetail = (name: string) => loadWithTexts('detail', name);

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
