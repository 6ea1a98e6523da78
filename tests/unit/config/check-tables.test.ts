// The table-file check: one small broken table per kind of problem, each message naming the file, the place in
// it and the fix; valid files say nothing.
import { describe, expect, it } from 'vitest';
import { formatProblem } from '@/config/check-problem';
import { checkTableFiles, type TableCheckInput } from '@/config/check-tables';
import { contacts, file, input, transactions } from './check-table-fixtures';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const lines = (patch: Partial<TableCheckInput> = {}) =>
  checkTableFiles(input(patch)).map((p) => `${p.severity}: ${formatProblem(p)}`);

/** The problems after one edit of transactions.json (or contacts.json). */
const edited = (name: 'transactions' | 'contacts', edit: (table: Json) => void) => {
  const tables = { transactions: transactions(), contacts: contacts() };
  edit(tables[name]);
  return lines({ tables: Object.entries(tables).map(([n, json]) => file('tables', n, json)) });
};
const TX = 'error: schemas/tables/transactions.json';
const CONTACTS = 'error: schemas/tables/contacts.json';
const LIST = 'GET /api/v2/main/transactions';

describe('checkTableFiles: valid files', () => {
  it('says nothing about tables and details that fit the API, routes, files and catalogues', () => {
    expect(lines()).toEqual([]);
  });

  it('leaves a file that is not JSON to the schema-file check', () => {
    const broken = file('tables', 'transactions', '{ "title": ');
    expect(lines({ tables: [broken, file('tables', 'contacts', contacts())] })).toEqual([
      'error: schemas/details/transaction.json › top level: no route or table shows this detail: add a route with page: detail(\'transaction\') to routes.config.ts or "rowDetail": "transaction" to a table, or delete the file.',
    ]);
  });
});

describe('checkTableFiles: the file against its meta-schema', () => {
  it.each([
    [
      'a misspelt top-level key',
      (t: Json) => ((t.sourse = t.source), delete t.source),
      `${TX} › top level: "sourse" is not a setting here. Did you mean "source"?`,
    ],
    [
      'a column type that does not exist',
      (t: Json) => (t.columns[2].type = 'monye'),
      `${TX} › columns[2].type: "monye" is not allowed here. Did you mean "money"?`,
    ],
    [
      'a column that shows nothing',
      (t: Json) => delete t.columns[1].value,
      `${TX} › columns[1]: "value" is missing: add where the value is, a dotted path such as "amount" or "customer.name".`,
    ],
    [
      'a label that is not a text key',
      (t: Json) => (t.columns[0].label = 'Date'),
      `${TX} › columns[0].label: "Date" is not a text key: write a key such as "tables:taxes.title" and put the text in locales/en/tables.json and the other 14 languages.`,
    ],
    [
      'a link on a column that is not a link column',
      (t: Json) => (t.columns[1].link = { to: 'transactions' }),
      `${TX} › columns[1]: "link" only works with "type": "link": add that, or remove "link".`,
    ],
    [
      'actions on a column of another type',
      (t: Json) =>
        (t.columns[2].actions = [{ kind: 'form', label: 'tables:common.edit', form: 'contact-new' }]),
      `${TX} › columns[2].type: "actions" only works with "type": "actions", not "money": change the type, or remove "actions".`,
    ],
    [
      'a date range without its last day',
      (t: Json) => delete t.filters[2].to,
      `${TX} › filters[2]: "to" is missing: add the query param of the last day, e.g. "filter.date_to".`,
    ],
    [
      'a select without options',
      (t: Json) => delete t.filters[1].optionsFrom,
      `${TX} › filters[1]: needs "options" or "optionsFrom".`,
    ],
    [
      'a toolbar button that opens nothing',
      (t: Json) => delete t.toolbar[0].form,
      `${TX} › toolbar[0]: needs "to", "form" or "table".`,
    ],
    [
      'a misspelt value reference',
      (t: Json) => (t.source.params = { query: { 'filter.currency': { $rout: 'slug' } } }),
      `${TX} › source.params.query.filter.currency: "$rout" is not a value reference. Did you mean "$route"?`,
    ],
  ])('reports %s', (_, edit, message) => {
    expect(edited('transactions', edit)).toEqual([message]);
  });

  it('reports a setting that does not go with the action kind', () => {
    expect(edited('contacts', (t) => (t.columns[1].actions[0].to = 'contacts'))).toEqual([
      `${CONTACTS} › columns[1].actions[0]: "to" does not go with "kind": "call": remove it (this entry takes kind, label, call, confirm, confirmWhen, notice, danger, when).`,
    ]);
  });
});

describe('checkTableFiles: when a row action is offered', () => {
  it('says so when `when` names a value the rows do not have', () => {
    const problems = edited('contacts', (t) => (t.columns[1].actions[0].when = { nmae: ['Anna'] }));
    expect(problems.filter((line) => line.includes('.when.'))).toEqual([
      expect.stringMatching(
        /^error: schemas\/tables\/contacts\.json › columns\[1\]\.actions\[0\]\.when\.nmae: .*"nmae"\. Did you mean "name"\?$/,
      ),
    ]);
  });

  it('accepts a `when` on values the rows have', () => {
    const problems = edited('contacts', (t) => (t.columns[1].actions[0].when = { name: ['Anna'] }));
    expect(problems.filter((line) => line.includes('.when.'))).toEqual([]);
  });
});

describe('checkTableFiles: the source and values against the OpenAPI documents', () => {
  it.each([
    [
      'a typo in a column value, with the likely one',
      (t: Json) => (t.columns[2].value = 'amout'),
      [`${TX} › columns[2].value: the rows of ${LIST} have no "amout". Did you mean "amount"?`],
    ],
    [
      'a typo in a nested value',
      (t: Json) => (t.columns[1].secondary = 'customer.emial'),
      [
        `${TX} › columns[1].secondary: the rows of ${LIST} have no "customer.emial". Did you mean "customer.email"?`,
      ],
    ],
    [
      'an operation the API does not have',
      (t: Json) => (t.source.operation = 'GET /api/v2/main/transaction'),
      [
        `${TX} › source.operation: the main API (openapi/main.yaml) has no path "/api/v2/main/transaction". Did you mean "/api/v2/main/transactions"?`,
      ],
    ],
    [
      'a source that is not a read',
      (t: Json) => (t.source.operation = 'POST /api/v2/main/transactions'),
      [
        `${TX} › source.operation: a table page reads its data, so its source is a GET: write "GET /api/v2/main/transactions".`,
      ],
    ],
    [
      'a source at a path the API only writes to',
      (t: Json) => (t.source.operation = 'GET /api/v2/main/contacts/{id}'),
      [
        `${TX} › source.operation: a table page reads its data with a GET, and the API has only DELETE at /api/v2/main/contacts/{id}.`,
      ],
    ],
    [
      'rows that are not where the file says',
      (t: Json) => (t.source.rows = 'items'),
      [
        `${TX} › source.rows: the answer of ${LIST} has no "items". It has: success, current_page, last_page, total, data.`,
      ],
    ],
    [
      'rows that are not a list',
      (t: Json) => (t.source.rows = 'total'),
      [
        `${TX} › source.rows: "total" of the answer of ${LIST} is not a list: set "rows" to where the list is.`,
      ],
    ],
    [
      'a column sorted by a field the API does not sort by',
      (t: Json) => (t.columns[1].sortable = true),
      [
        `${TX} › columns[1]: ${LIST} cannot sort by "customer", this column's id (its sort_by takes created_at, amount, status): add "sortField" with the one it shows, or remove "sortable".`,
      ],
    ],
    [
      'a sortField with a typo',
      (t: Json) => (t.columns[3].sortField = 'stauts'),
      [
        `${TX} › columns[3].sortField: ${LIST} cannot sort by "stauts" (its sort_by takes created_at, amount, status). Did you mean "status"?`,
      ],
    ],
    [
      'a default sort by a column that does not exist',
      (t: Json) => (t.defaultSort.column = 'created'),
      [`${TX} › defaultSort.column: "created" is not the id of a column. Did you mean "created_at"?`],
    ],
    [
      'a filter param the API does not take',
      (t: Json) => (t.filters[0].param = 'status'),
      [`${TX} › filters[0].param: ${LIST} takes no query param "status". Use one of: filter.`],
    ],
    [
      'a filter property the API does not take',
      (t: Json) => (t.filters[0].param = 'filter.stauts'),
      [`${TX} › filters[0].param: ${LIST} takes no "filter.stauts". Did you mean "filter.status"?`],
    ],
    [
      'a filter on a param the table sets itself',
      (t: Json) => (t.filters[0].param = 'per_page'),
      [
        `${TX} › filters[0].param: "per_page" is set by the table itself (paging, sorting or search): a filter cannot set it.`,
      ],
    ],
    [
      'a filter id the address uses for the table itself',
      (t: Json) => (t.filters[1].id = 'q'),
      [
        `${TX} › filters[1].id: the address already uses "q" for the table itself (page, sort, order, q, open): give the filter another id.`,
      ],
    ],
    [
      'a filter option the API does not take',
      (t: Json) => (t.filters[0].options[1].value = 'succes'),
      [
        `${TX} › filters[0].options[1].value: ${LIST} takes no "succes" for filter.status. Did you mean "success"?`,
      ],
    ],
    [
      'an option source that does not exist',
      (t: Json) => (t.filters[1].optionsFrom = 'balance'),
      [
        `${TX} › filters[1].optionsFrom: "balance" is not an option source (a file in src/forms/options/sources/). Did you mean "balances"?`,
      ],
    ],
    [
      'a fixed query param the API does not take',
      (t: Json) => (t.source.params = { query: { 'filter.curency': 'USD' } }),
      [`${TX} › source.params.query: ${LIST} takes no "filter.curency". Did you mean "filter.currency"?`],
    ],
    [
      'a row value in the source, where there is no row',
      (t: Json) => (t.source.params = { query: { 'filter.currency': { $row: 'currency' } } }),
      [
        `${TX} › source.params.query.filter.currency: "$row" has no value here: it reads a row, so it works in columns, rowLink and row actions, not in the source or the toolbar.`,
      ],
    ],
  ])('reports %s', (_, edit, messages) => {
    expect(edited('transactions', edit)).toEqual(messages);
  });

  it.each([
    [
      'sorting a list the API cannot sort, server-paged',
      (t: Json) => delete t.source.paging,
      [
        `${CONTACTS} › source: GET /api/v2/main/contacts does not page (it takes no "page"): add "paging": "none" for a short list, or "all" to read every row at once.`,
        `${CONTACTS} › columns[0].sortable: GET /api/v2/main/contacts cannot sort: it takes no "sort_by". Remove "sortable", or read every row at once with "paging": "all" in source.`,
      ].reverse(),
    ],
    [
      'a row action whose call lacks its path param',
      (t: Json) => delete t.columns[1].actions[0].call.params,
      [
        `${CONTACTS} › columns[1].actions[0].call: the path needs {id}: add "params": { "path": { "id": ... } }, e.g. { "$row": "id" }.`,
      ],
    ],
    [
      'a row action calling an operation the API does not have',
      (t: Json) => (t.columns[1].actions[0].call.operation = 'DELETE /api/v2/main/contacts'),
      [
        `${CONTACTS} › columns[1].actions[0].call.operation: the API has GET and POST, not DELETE, at /api/v2/main/contacts. Did you mean "POST /api/v2/main/contacts"?`,
      ],
    ],
  ])('reports %s', (_, edit, messages) => {
    expect(edited('contacts', edit)).toEqual(messages);
  });
});

describe('checkTableFiles: routes, files and text keys', () => {
  it.each([
    [
      'an unknown route in rowLink',
      (t: Json) => (t.rowLink.to = 'contact-slug'),
      [`${CONTACTS} › rowLink.to: route "contact-slug" does not exist. Did you mean "contacts-slug"?`],
    ],
    [
      'a route param rowLink does not give',
      (t: Json) => (t.rowLink.params = { id: { $row: 'id' } }),
      [
        `${CONTACTS} › rowLink: route "contacts-slug" (/contacts/:slug) needs :slug: add "params": { "slug": ... }, e.g. { "$row": "id" }.`,
        `${CONTACTS} › rowLink.params: route "contacts-slug" (/contacts/:slug) has no :id. Use one of: slug.`,
      ],
    ],
    [
      'a row value the rows do not have',
      (t: Json) => (t.rowLink.params.slug = { $row: 'ID' }),
      [
        `${CONTACTS} › rowLink.params.slug: the rows of GET /api/v2/main/contacts have no "ID". Did you mean "id"?`,
      ],
    ],
    [
      'a text key missing from the catalogue',
      (t: Json) => (t.empty.title = 'tables:contacts.emtpy'),
      [
        `${CONTACTS} › empty.title: text key "tables:contacts.emtpy" is missing in every language: add it to locales/en/tables.json and the other 14 catalogues. Did you mean "tables:contacts.empty"?`,
      ],
    ],
  ])('reports %s', (_, edit, messages) => {
    expect(edited('contacts', edit)).toEqual(messages);
  });

  it.each([
    [
      'a rowDetail file that does not exist',
      (t: Json) => (t.rowDetail = 'transactions'),
      [
        `${TX} › rowDetail: schemas/details/transactions.json does not exist. Did you mean "transaction"?`,
        'error: schemas/details/transaction.json › top level: no route or table shows this detail: add a route with page: detail(\'transaction\') to routes.config.ts or "rowDetail": "transaction" to a table, or delete the file.',
      ],
    ],
    [
      'a toolbar form that does not exist',
      (t: Json) => (t.toolbar[0].form = 'contact-add'),
      [`${TX} › toolbar[0].form: schemas/forms/contact-add.json does not exist. Did you mean "contact-new"?`],
    ],
    [
      'a status the catalogue has no label for',
      (t: Json) => (t.columns[3].labels = 'tables:states.'),
      [
        `${TX} › columns[3].value: text key "tables:states.pending" is missing in every language: add it to locales/en/tables.json and the other 14 catalogues.`,
        `${TX} › columns[3].value: text key "tables:states.success" is missing in every language: add it to locales/en/tables.json and the other 14 catalogues.`,
      ],
    ],
  ])('reports %s', (_, edit, messages) => {
    expect(edited('transactions', edit)).toEqual(messages);
  });

  it('refuses a table nothing shows, and accepts one a bespoke screen draws', () => {
    const extra = file('tables', 'old-list', { ...contacts(), rowLink: undefined });
    expect(lines({ tables: [...input().tables, extra] })).toEqual([
      "error: schemas/tables/old-list.json › top level: no route, toolbar, detail page or screen shows this table: add a route with page: table('old-list') to routes.config.ts, or delete the file.",
    ]);
    expect(lines({ tables: [...input().tables, extra], screenTables: ['old-list'] })).toEqual([]);
  });
});
