/**
 * A table file's filters, search and paging against its source: each filter sets a query param the API takes
 * (`filter.status` is the `status` of the `filter` param), with values it takes; `optionsFrom` names an option
 * source; search and server paging are offered only when the API does them. Pure.
 */
import { isObject, type Json } from './check-form-context';
import { enumOf, nestedParam, queryParams, type FoundCall } from './check-table-api';
import type { FileUnderCheck } from './check-table-context';
import { pagingOf } from './check-table-columns';
import { suggestion } from './did-you-mean';

/** Params the table sets itself (pager, sort, search) and the client adds to every call. */
const OWN_PARAMS = ['page', 'per_page', 'sort_by', 'order_by', 'search', 'is_in_sandbox'];

/** The keys the table's address uses itself (src/tables/table-view.ts): a filter id must be another. */
const ADDRESS_KEYS = ['page', 'sort', 'order', 'q', 'open'];

/** The schema a filter's dotted param names, or undefined (with the problem reported) when the API lacks it. */
function paramSchema(file: FileUnderCheck, where: string, found: FoundCall, dotted: unknown) {
  if (typeof dotted !== 'string' || dotted === '') return undefined;
  const name = dotted.split('.')[0] ?? '';
  if (OWN_PARAMS.includes(name)) {
    file.error(
      where,
      'own-param',
      `"${name}" is set by the table itself (paging, sorting or search): a filter cannot set it.`,
    );
    return undefined;
  }
  const params = queryParams(found);
  if (!params.has(name)) {
    const known = [...params.keys()].filter((p) => !OWN_PARAMS.includes(p));
    file.error(
      where,
      'unknown-filter-param',
      `${found.label} takes no query param "${name}".${suggestion(name, known)}`,
    );
    return undefined;
  }
  return nestedParam(file, where, found, dotted);
}

/** The options' values (and the default) are values the param takes. */
function checkValues(file: FileUnderCheck, where: string, filter: Json, found: FoundCall, schema: Json) {
  const allowed = enumOf(found.document, schema);
  const options = Array.isArray(filter.options) ? filter.options.filter(isObject) : [];
  options.forEach((option, i) => {
    const value = option.value;
    if (!allowed || typeof value !== 'string' || value === filter.allValue || allowed.includes(value)) return;
    file.error(
      `${where}.options[${i}].value`,
      'unknown-filter-value',
      `${found.label} takes no "${value}" for ${String(filter.param)}.${suggestion(value, allowed)}`,
    );
  });
  const values = options.map((option) => option.value);
  if (typeof filter.default === 'string' && options.length > 0 && !values.includes(filter.default))
    file.error(
      `${where}.default`,
      'unknown-filter-default',
      `"${filter.default}" is not the value of one of the options.${suggestion(filter.default, values.map(String))}`,
    );
}

function checkFilter(file: FileUnderCheck, where: string, filter: Json, found: FoundCall | undefined) {
  if (typeof filter.optionsFrom === 'string' && !file.input.optionSources.includes(filter.optionsFrom))
    file.error(
      `${where}.optionsFrom`,
      'unknown-option-source',
      `"${filter.optionsFrom}" is not an option source (a file in src/forms/options/sources/).${suggestion(filter.optionsFrom, file.input.optionSources)}`,
    );
  if (!found) return;
  for (const key of ['from', 'to']) paramSchema(file, `${where}.${key}`, found, filter[key]);
  const schema = paramSchema(file, `${where}.param`, found, filter.param);
  if (isObject(schema)) checkValues(file, where, filter, found, schema);
}

/** Every problem of the filters, the search box and the paging. */
export function checkFilters(file: FileUnderCheck, found: FoundCall | undefined) {
  const filters = Array.isArray(file.json.filters) ? file.json.filters : [];
  const seen = new Set<string>();
  filters.forEach((filter, index) => {
    if (!isObject(filter)) return;
    const where = `filters[${index}]`;
    if (typeof filter.id === 'string' && seen.has(filter.id))
      file.error(
        `${where}.id`,
        'duplicate-filter',
        `two filters have the id "${filter.id}": each needs its own.`,
      );
    if (typeof filter.id === 'string') seen.add(filter.id);
    if (typeof filter.id === 'string' && ADDRESS_KEYS.includes(filter.id))
      file.error(
        `${where}.id`,
        'address-key',
        `the address already uses "${filter.id}" for the table itself (${ADDRESS_KEYS.join(', ')}): give the filter another id.`,
      );
    checkFilter(file, where, filter, found);
  });
  const source = isObject(file.json.source) ? file.json.source : {};
  const paging = pagingOf(file);
  if (source.maxRows !== undefined && paging !== 'all')
    file.error(
      'source.maxRows',
      'max-rows-unused',
      '"maxRows" only counts with "paging": "all": remove it, or add that.',
    );
  if (!found || paging !== 'server') return;
  const params = queryParams(found);
  if (!params.has('page'))
    file.error(
      'source',
      'no-server-paging',
      `${found.label} does not page (it takes no "page"): add "paging": "none" for a short list, or "all" to read every row at once.`,
    );
  if (isObject(file.json.search) && !params.has('search'))
    file.error(
      'search',
      'no-search',
      `${found.label} takes no "search": set "search" to false, or remove it.`,
    );
}
