/**
 * The shape of a detail file, `schemas/details/NAME.json`: the page of one record (an invoice, a contact, an
 * event) or one read-only summary (the processing overview, the money tracker). The DetailPage renders it;
 * docs/configs.md, section Details, explains every setting and `npm run config:check` checks it.
 *
 * @example
 * {
 *   "$schema": "../meta/detail.schema.json",
 *   "title": "details:invoice.title",
 *   "heading": "number",
 *   "source": { "operation": "GET /api/v2/invoicing/invoices/{id}", "params": { "path": { "id": { "$route": "slug" } } } },
 *   "sections": [
 *     { "type": "fields", "fields": [{ "label": "details:invoice.due", "value": "due_date", "type": "date" }] }
 *   ]
 * }
 */
import type { OperationCall } from './form-file';
import type { RouteLink, RowAction, TableColumn, TableValueRef } from './table-file';

/** One value of the record, shown like a table cell of the same type (`money`, `date`, `status`, ...). */
export type DetailField = Omit<TableColumn, 'sortable' | 'sortField' | 'hideOnPhone' | 'actions' | 'id'>;

export interface DetailCall extends Omit<OperationCall, 'params'> {
  params?: { path?: Record<string, TableValueRef>; query?: Record<string, TableValueRef> };
  /** Where the record is in the answer (default `data`). */
  record?: string;
}

/** A chart of a list in the record (or of its own call): one bar or line per series. */
export interface ChartSection {
  type: 'chart';
  title?: string;
  /** `bar` and `line` plot `series` against `x`; `doughnut` plots one series, one slice per row. */
  chart: 'bar' | 'line' | 'doughnut';
  /** Where the rows are in the record (`series`, `volume`). */
  rows: string;
  /** The row value along the x axis (`month`), or the slice label of a doughnut (`status`). */
  x: string;
  /** How `x` reads: `month` (`2026-03` → "Mar 2026"), a status (`statuses:`) or plain text. */
  xFormat?: 'month' | 'date' | 'status' | 'text';
  series: { value: string; label: string }[];
  /** The values are money in this record field's currency (`currency`). */
  currency?: string;
}

export type DetailSection =
  | { type: 'fields'; title?: string; fields: DetailField[] }
  /** A list inside the record (an invoice's items), shown as a small table. */
  | { type: 'list'; title?: string; rows: string; columns: DetailField[]; empty?: string }
  /** A table file shown under the record, e.g. the account's transactions. */
  | { type: 'table'; title?: string; table: string }
  | ChartSection;

export interface DetailFile {
  $schema?: string;
  /** Page title, a text key. */
  title: string;
  /** A record value shown as the page heading under the title (`number`, `name`). */
  heading?: string;
  /** A record value shown as a status badge beside the heading. */
  status?: string;
  source: DetailCall;
  /** The record cannot be read: go to this route instead (spec B §2: invoice → invoices list). */
  onLoadFailure?: { goTo: string };
  /** Links and calls above the record (edit, delete, send). */
  actions?: RowAction[];
  sections: DetailSection[];
  /** Where "back" goes. */
  back?: RouteLink;
  /**
   * A select above the record that opens the same page for another record (the money tracker's accounts):
   * each option of the form option source `optionsFrom` fills the route param `param`.
   */
  switcher?: { param: string; optionsFrom: string; label: string };
}
