// The detail-file check: one small broken detail per kind of problem, each message naming the file, the place in
// it and the fix.
import { describe, expect, it } from 'vitest';
import { formatProblem } from '@/config/check-problem';
import { checkTableFiles } from '@/config/check-tables';
import { file, input, invoice, transaction } from './check-table-fixtures';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** The problems after one edit of invoice.json (or transaction.json). */
const edited = (name: 'invoice' | 'transaction', edit: (detail: Json) => void) => {
  const details = { invoice: invoice(), transaction: transaction() };
  edit(details[name]);
  const files = Object.entries(details).map(([n, json]) => file('details', n, json));
  return checkTableFiles(input({ details: files })).map((p) => `${p.severity}: ${formatProblem(p)}`);
};
const INVOICE = 'error: schemas/details/invoice.json';
const RECORD = 'the record of GET /api/v2/main/invoices/{id}';

describe('checkTableFiles: detail files', () => {
  it.each([
    [
      'a misspelt section type',
      (d: Json) => (d.sections[0].type = 'lsit'),
      [`${INVOICE} › sections[0].type: "lsit" is not allowed here. Did you mean "list"?`],
    ],
    [
      'a setting that does not go with the section type',
      (d: Json) => (d.sections[2].rows = 'items'),
      [
        `${INVOICE} › sections[2]: "rows" does not go with "type": "table": remove it (this entry takes type, title, table).`,
      ],
    ],
    [
      'a chart without series',
      (d: Json) => delete d.sections[1].series,
      [`${INVOICE} › sections[1]: "series" is missing.`],
    ],
    [
      'a heading the record does not have',
      (d: Json) => (d.heading = 'numbr'),
      [`${INVOICE} › heading: ${RECORD} has no "numbr". Did you mean "number"?`],
    ],
    [
      'a record path the answer does not have',
      (d: Json) => (d.source.record = 'data.invoice'),
      [
        `${INVOICE} › source.record: the answer of GET /api/v2/main/invoices/{id} has no "data.invoice". It has: data.id, data.number, data.currency, data.total, data.items, data.history.`,
      ],
    ],
    [
      'a list that is not a list of the record',
      (d: Json) => (d.sections[0].rows = 'total'),
      [`${INVOICE} › sections[0].rows: "total" in ${RECORD} is not a list.`],
    ],
    [
      'a list column its items do not have',
      (d: Json) => (d.sections[0].columns[0].value = 'nmae'),
      [
        `${INVOICE} › sections[0].columns[0].value: each "items" entry of ${RECORD} has no "nmae". Did you mean "name"?`,
      ],
    ],
    [
      'a money column whose items have no currency',
      (d: Json) => {
        d.sections[0].rows = 'history';
        d.sections[0].columns = [{ label: 'tables:invoice.paid', type: 'money', value: 'paid' }];
      },
      [
        `${INVOICE} › sections[0].columns[0]: a money value reads its currency code from "currency", and each "history" entry of ${RECORD} has no "currency": add "currency": "<where the code is>".`,
      ],
    ],
    [
      'a chart series its rows do not have',
      (d: Json) => (d.sections[1].series[0].value = 'payd'),
      [
        `${INVOICE} › sections[1].series[0].value: each "history" entry of ${RECORD} has no "payd". Did you mean "paid"?`,
      ],
    ],
    [
      'a table section naming a table file that does not exist',
      (d: Json) => (d.sections[2].table = 'contact'),
      [
        `${INVOICE} › sections[2].table: schemas/tables/contact.json does not exist. Did you mean "contacts"?`,
      ],
    ],
    [
      'an onLoadFailure route that needs a param',
      (d: Json) => (d.onLoadFailure.goTo = 'invoices-slug'),
      [
        `${INVOICE} › onLoadFailure.goTo: route "invoices-slug" (/invoices/:slug) needs :slug, which a page that could not be read cannot give: go to a list instead.`,
      ],
    ],
    [
      'a back link to a route that does not exist',
      (d: Json) => (d.back.to = 'invoice'),
      [`${INVOICE} › back.to: route "invoice" does not exist. Did you mean "invoices"?`],
    ],
    [
      'a $route value the page address does not have',
      (d: Json) => (d.source.params.path.id = { $route: 'id' }),
      [
        `${INVOICE} › source.params.path.id: "$route": "id" is not a part of the address of route "invoices-slug" (/invoices/:slug), which shows this detail; it has :slug.`,
      ],
    ],
    [
      'a record value in its own source',
      (d: Json) => (d.source.params.path.id = { $row: 'id' }),
      [
        `${INVOICE} › source.params.path.id: "$row" has no value here: it reads the record, which is not read yet when its own source is called.`,
      ],
    ],
    [
      'a path param the source does not give',
      (d: Json) => delete d.source.params,
      [
        `${INVOICE} › source: the path needs {id}: add "params": { "path": { "id": ... } }, e.g. { "$route": "slug" } for the page's :slug.`,
      ],
    ],
  ])('reports %s', (_, edit, messages) => {
    expect(edited('invoice', edit)).toEqual(messages);
  });

  it('knows a side sheet gives the row key as { "$route": "id" }', () => {
    expect(edited('transaction', (d) => (d.source.params.path.id = { $route: 'slug' }))).toEqual([
      'error: schemas/details/transaction.json › source.params.path.id: "$route": "slug" is not a part of the address of the side sheet of table "transactions", which shows this detail; it has :id.',
    ]);
  });

  it('asks a label for every status the API gives of the status value', () => {
    const catalogues = input().catalogues.filter((c) => c.namespace !== 'statuses');
    const lines = checkTableFiles(input({ catalogues })).map(formatProblem);
    expect(lines.filter((line) => line.startsWith('schemas/details/transaction.json › status:'))).toEqual([
      'schemas/details/transaction.json › status: text key "statuses:pending" is missing in every language: add it to locales/en/statuses.json and the other 14 catalogues.',
      'schemas/details/transaction.json › status: text key "statuses:success" is missing in every language: add it to locales/en/statuses.json and the other 14 catalogues.',
    ]);
  });
});
