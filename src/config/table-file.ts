/**
 * The shape of a table file, `schemas/tables/NAME.json`: one list page (product staff edit these;
 * docs/configs.md, section Tables, explains every setting, and `schemas/meta/table.schema.json` lets an editor
 * autocomplete and check them). The TablePage renders it; `npm run config:check` checks it against the API.
 *
 * @example
 * {
 *   "$schema": "../meta/table.schema.json",
 *   "title": "tables:taxes.title",
 *   "source": { "operation": "GET /api/v2/invoicing/taxes" },
 *   "columns": [
 *     { "id": "name", "label": "tables:taxes.name", "value": "name", "sortable": true },
 *     { "id": "value", "label": "tables:taxes.value", "type": "percent", "value": "value" }
 *   ],
 *   "rowLink": { "to": "invoices-taxes-slug", "params": { "slug": { "$row": "id" } } }
 * }
 */
import type { OperationCall, ValueRef } from './form-file';

/**
 * A value a table file computes: a form file's value reference, or `{ "$row": "path" }`, a value of the row
 * (`{ "$row": "id" }`, `{ "$row": "customer.email" }`).
 */
export type TableValueRef = ValueRef | { $row: string };

/** How a column shows its value (see COLUMN_TYPES). */
export const COLUMN_TYPES = [
  'text',
  'money',
  'percent',
  'number',
  'date',
  'datetime',
  'status',
  'boolean',
  'tags',
  'link',
  'actions',
] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];

/** A link to another page of the dashboard, by route name. */
export interface RouteLink {
  /** A route name of routes.config.ts, e.g. `"invoices-slug"`. */
  to: string;
  /** The route's params, e.g. `{ "slug": { "$row": "id" } }`. */
  params?: Record<string, TableValueRef>;
}

/**
 * When an action is offered, by the row's values: every path listed must hold one of its values, e.g.
 * `{ "status": ["draft"] }` (only a draft event can be submitted), `{ "refundable": [true] }`.
 */
export type ActionCondition = Record<string, (string | number | boolean | null)[]>;

/** A row condition that changes a call's confirmation (see `confirmWhen`). */
export interface ConfirmWhen {
  when: ActionCondition;
  /** The question for these rows, a text key (`{{name}}` is filled from the row). */
  confirm: string;
  /** Body fields added to the call's for these rows. */
  body?: Record<string, TableValueRef>;
}

/** Something a person can do to one row (or, in a detail file, to the record); `when` limits which rows. */
export type RowAction = { when?: ActionCondition } & (
  | ({ kind: 'link'; label: string } & RouteLink)
  /** Opens `schemas/forms/FORM.json` in a dialog; `params` become the form's `$route` values (`id`). */
  | { kind: 'form'; label: string; form: string; params?: Record<string, TableValueRef> }
  | {
      kind: 'call';
      label: string;
      /**
       * The call, e.g. `"DELETE /api/v2/invoicing/taxes/{id}"`, with params from the row, and the JSON `body`
       * it sends, each field a value or a value of the row: `{ "enabled": false }`, `{ "note": { "$row": "id" } }`.
       */
      call: Omit<OperationCall, 'params'> & {
        params?: { path?: Record<string, TableValueRef>; query?: Record<string, TableValueRef> };
        body?: Record<string, TableValueRef>;
      };
      /** Asked before calling (a text key; `{{name}}` is filled from the row). */
      confirm?: string;
      /**
       * For rows that match a `when`, a different question and body fields added to the call's: the first that
       * matches wins, and it is asked even when `confirm` is not set. Spec B §5: approving an unverified
       * attendee asks first, then sends `force`:
       * `[{ "when": { "verified": [false] }, "confirm": "ticketing:approveUnverified", "body": { "force": true } }]`.
       */
      confirmWhen?: ConfirmWhen[];
      /** Shown after it worked (a text key). */
      notice: string;
      /** A red button: the action removes something. */
      danger?: boolean;
    }
);

export interface TableColumn {
  /** Stable id: the URL names it when the list is sorted by it. */
  id: string;
  /** Column header, a text key. */
  label: string;
  /** Default `text`. */
  type?: ColumnType;
  /** Where in the row the value is: a dotted path (`amount`, `customer.name`, `date`). */
  value?: string;
  /** A second, smaller line under the value (e.g. the e-mail under a name). */
  secondary?: string;
  /** `money`: where the row's currency code is (default `currency`). */
  currency?: string;
  /** `status`: the text key prefix of the status labels (default `statuses:`; the value is appended). */
  labels?: string;
  /** The column can be sorted. The server's `sort_by` value, when it differs from `id`, goes in `sortField`. */
  sortable?: boolean;
  sortField?: string;
  /** `link`: where the cell links to; `actions`: the row's actions. */
  link?: RouteLink;
  actions?: RowAction[];
  /** Left out of the phone-width card (secondary information). */
  hideOnPhone?: boolean;
  /** Right-aligned (numbers); money and number columns are by default. */
  align?: 'start' | 'end';
}

/** An option of a filter: a value the API takes and its label (a text key). */
export interface FilterOption {
  value: string;
  label: string;
}

export interface TableFilter {
  /** Stable id: the URL's query-string name for this filter (`?status=paid`). */
  id: string;
  label: string;
  /** `select` (one of options), `dateRange` (from and to), `tabs` (a row of tabs above the list). */
  type: 'select' | 'dateRange' | 'tabs';
  /** The API query param, as a dotted path: `filter.status` is sent as `filter[status]=…`. */
  param?: string;
  /** `dateRange`: the params of the first and last day. */
  from?: string;
  to?: string;
  options?: FilterOption[];
  /** Options from a form option source instead: a file name of src/forms/options/sources (`currencies`, `contact-tags`). */
  optionsFrom?: string;
  /** The value when the URL names none; a tab filter shows it selected. */
  default?: string;
  /** A value sent when `default` (or `all`) is chosen is left out of the call. */
  allValue?: string;
}

export interface TableSource extends Omit<OperationCall, 'params'> {
  params?: { path?: Record<string, TableValueRef>; query?: Record<string, TableValueRef> };
  /** Where the rows are in the answer (default `data`). */
  rows?: string;
  /**
   * `server` (default): the API pages, sorts, searches and filters (`page`, `per_page`, `sort_by`, `order_by`,
   * `search`, filter params; the answer has `current_page`, `last_page`, `total`). `all`: one call reads every
   * row (up to `maxRows`); sorting and search run in the browser and the rows are virtualized (DESIGN §4:
   * up to ~20,000 rows). `none`: a short list the API does not page.
   */
  paging?: 'server' | 'all' | 'none';
  /** `all`: how many rows one call reads (default 10,000). */
  maxRows?: number;
}

export interface TableFile {
  $schema?: string;
  /** Page title, a text key. */
  title: string;
  description?: string;
  source: TableSource;
  /** Where a row's unique id is (default `id`). */
  rowKey?: string;
  columns: TableColumn[];
  /** The sort when the URL names none. */
  defaultSort?: { column: string; order: 'asc' | 'desc' };
  /** The search box; `false` hides it (default: shown when the API takes `search`). */
  search?: { placeholder?: string } | false;
  filters?: TableFilter[];
  /** Rows per page (server paging; default 15). */
  perPage?: number;
  /** Opening a row goes to this page. */
  rowLink?: RouteLink;
  /**
   * Opening a row shows `schemas/details/NAME.json` in a side sheet instead, for records with no page of their
   * own (a transaction, a booking); the row's key is the detail's `{ "$route": "id" }` and the address
   * (`?open=ID`) reopens it after a reload.
   */
  rowDetail?: string;
  /** Buttons above the list: a page (`"New product"`), a form in a dialog (`"New tag"`), another table in a dialog. */
  toolbar?: ToolbarAction[];
  /**
   * What an empty list says (text keys); the toolbar's first action is offered under it. `pageTitle` replaces
   * the page's title while there is nothing in the list (spec A §2: saved cards read "Add a card").
   */
  empty?: { title?: string; description?: string; pageTitle?: string };
}

export type ToolbarAction =
  ({ label: string } & RouteLink) | { label: string; form: string } | { label: string; table: string };
