// The real table and detail files against the real API, routes, option sources and catalogues; and the
// meta-schemas editors use (schemas/meta/table.schema.json, detail.schema.json) kept in step with the types of
// src/config/table-file.ts and detail-file.ts.
import { describe, expect, it } from 'vitest';
import { checkConfigs } from '@/config/check';
import { formatProblem } from '@/config/check-problem';
import { checkTableFiles, pageRoutes } from '@/config/check-tables';
import type { DetailCall, DetailField, DetailFile, DetailSection } from '@/config/detail-file';
import { SESSION_VALUES } from '@/config/form-file';
import {
  COLUMN_TYPES,
  type ConfirmWhen,
  type FilterOption,
  type RouteLink,
  type RowAction,
  type TableColumn,
  type TableFile,
  type TableFilter,
  type TableSource,
  type ToolbarAction,
} from '@/config/table-file';
import { CATALOGUE_LANGUAGES } from '@/i18n/languages';
import { routes } from '../../../routes.config';
import detailSchema from '../../../schemas/meta/detail.schema.json';
import tableSchema from '../../../schemas/meta/table.schema.json';
import { readCatalogues, readFormLists, readSchemaFiles } from '../../../scripts/config-inputs';

const lists = readFormLists([]);
const files = readSchemaFiles();
const under = (folder: string) => files.filter((file) => file.path.startsWith(`schemas/${folder}/`));

describe('the real table and detail files', () => {
  it('exist', () => {
    expect(under('tables').length).toBeGreaterThan(0);
    expect(under('details').length).toBeGreaterThan(0);
  });

  it('have no errors', () => {
    const problems = checkTableFiles({
      tables: under('tables'),
      details: under('details'),
      forms: under('forms').map((file) => file.path.replace(/^.*\//, '').replace(/\.json$/, '')),
      openapi: lists.openapi,
      routes: pageRoutes(routes),
      optionSources: lists.optionSources,
      catalogues: readCatalogues([]),
      languages: CATALOGUE_LANGUAGES,
    });
    // Whether each file is shown somewhere needs every input (wizards, dialogs, screens): check-real-configs.test.ts.
    const own = problems.filter((p) => p.severity === 'error' && !p.kind.startsWith('unused-'));
    expect(own.map(formatProblem)).toEqual([]);
  });

  it('break visibly when a column is renamed in one edit', () => {
    const path = 'schemas/tables/transactions.json';
    const real = files.find((file) => file.path === path);
    if (!real) throw new Error(`${path} is missing`);
    const json = JSON.parse(real.text) as TableFile;
    const column = json.columns.find((c) => c.value === 'amount');
    if (!column) throw new Error(`${path} has no amount column`);
    column.value = 'amout';
    const edited = files.map((file) => (file === real ? { path, text: JSON.stringify(json) } : file));
    const problems = checkConfigs({
      routes,
      schemaFiles: edited,
      catalogues: [],
      languages: ['en'],
      forms: lists,
    }).map(formatProblem);
    expect(problems).toContain(
      `${path} › columns[${json.columns.indexOf(column)}].value: the rows of GET /api/v2/main/transactions have no "amout". Did you mean "amount"?`,
    );
  });

  it('check what a call action sends against the API and the row', () => {
    const path = 'schemas/tables/attendees.json';
    const real = files.find((file) => file.path === path);
    if (!real) throw new Error(`${path} is missing`);
    const json = JSON.parse(real.text) as TableFile;
    const column = json.columns.findIndex((c) => c.type === 'actions');
    const approve = json.columns[column]?.actions?.[0];
    if (approve?.kind !== 'call' || !approve.confirmWhen?.[0]) throw new Error('approve is not a call');
    approve.confirmWhen[0].body = { forse: true };
    approve.confirmWhen[0].when = { verifed: [false] };
    approve.call.body = { note: { $row: 'emial' } };
    const edited = files.map((file) => (file === real ? { path, text: JSON.stringify(json) } : file));
    const problems = checkConfigs({
      routes,
      schemaFiles: edited,
      catalogues: [],
      languages: ['en'],
      forms: lists,
    }).map(formatProblem);
    const at = `${path} › columns[${column}].actions[0]`;
    expect(problems).toEqual(
      expect.arrayContaining([
        `${at}.confirmWhen[0].body.forse: the API does not take a field "forse" (POST /api/attendees/{id}/approve). Did you mean "force"?`,
        `${at}.call.body.note: the API does not take a field "note" (POST /api/attendees/{id}/approve). Use one of: force.`,
        expect.stringContaining(`${at}.call.body.note: the rows of GET /api/attendees have no "emial"`),
        expect.stringContaining(
          `${at}.confirmWhen[0].when.verifed: the rows of GET /api/attendees have no "verifed"`,
        ),
      ]),
    );
  });

  it('ask for the fields a call needs in its body', () => {
    const path = 'schemas/tables/payment-methods.json';
    const real = files.find((file) => file.path === path);
    if (!real) throw new Error(`${path} is missing`);
    const json = JSON.parse(real.text) as TableFile;
    const column = json.columns.findIndex((c) => c.type === 'actions');
    const enable = json.columns[column]?.actions?.[0];
    if (enable?.kind !== 'call') throw new Error('enable is not a call');
    delete enable.call.body;
    const edited = files.map((file) => (file === real ? { path, text: JSON.stringify(json) } : file));
    const problems = checkConfigs({
      routes,
      schemaFiles: edited,
      catalogues: [],
      languages: ['en'],
      forms: lists,
    }).map(formatProblem);
    expect(problems).toContain(
      `${path} › columns[${column}].actions[0].call: the API needs a field "enabled" (PUT /api/v2/processing/payment-methods/{id}): add "body": { "enabled": ... }.`,
    );
  });
});

// Every key of each type, as a record the compiler checks: a key added to a type and not here is a type error.
type Keys<T> = T extends unknown ? keyof T : never;
const all = <T>(keys: Record<Keys<T>, true>) => Object.keys(keys).sort();
const props = (schema: { properties?: object }) => Object.keys(schema.properties ?? {}).sort();
const t = tableSchema.definitions;
const d = detailSchema.definitions;

describe('the table meta-schema', () => {
  it('has the settings of the types in src/config/table-file.ts', () => {
    expect(props(tableSchema)).toEqual(
      all<TableFile>({
        $schema: true,
        title: true,
        description: true,
        source: true,
        rowKey: true,
        columns: true,
        defaultSort: true,
        search: true,
        filters: true,
        perPage: true,
        rowLink: true,
        rowDetail: true,
        toolbar: true,
        empty: true,
      }),
    );
    expect(props(t.source)).toEqual(
      all<TableSource>({
        operation: true,
        service: true,
        params: true,
        rows: true,
        paging: true,
        maxRows: true,
      }),
    );
    expect(props(t.column)).toEqual(
      all<TableColumn>({
        id: true,
        label: true,
        type: true,
        value: true,
        secondary: true,
        currency: true,
        labels: true,
        sortable: true,
        sortField: true,
        link: true,
        actions: true,
        hideOnPhone: true,
        align: true,
      }),
    );
    expect(props(t.filter)).toEqual(
      all<TableFilter>({
        id: true,
        label: true,
        type: true,
        param: true,
        from: true,
        to: true,
        options: true,
        optionsFrom: true,
        default: true,
        allValue: true,
      }),
    );
    expect(props(t.filterOption)).toEqual(all<FilterOption>({ value: true, label: true }));
    expect(props(t.routeLink)).toEqual(all<RouteLink>({ to: true, params: true }));
    expect(props(t.rowAction)).toEqual(
      all<RowAction>({
        kind: true,
        label: true,
        to: true,
        params: true,
        form: true,
        call: true,
        confirm: true,
        confirmWhen: true,
        notice: true,
        danger: true,
        when: true,
      }),
    );
    expect(props(t.actionCall)).toEqual(['body', 'operation', 'params', 'service']);
    expect(props(t.rowAction.properties.confirmWhen.items)).toEqual(
      all<ConfirmWhen>({ when: true, confirm: true, body: true }),
    );
    expect(props(t.toolbarAction)).toEqual(
      all<ToolbarAction>({ label: true, to: true, params: true, form: true, table: true }),
    );
  });

  it('lists the column types and session values of the code', () => {
    expect(t.columnType.enum).toEqual([...COLUMN_TYPES]);
    expect(t.sessionValue.enum).toEqual([...SESSION_VALUES]);
    expect([...t.service.enum].sort()).toEqual(Object.keys(lists.openapi).sort());
  });
});

describe('the detail meta-schema', () => {
  it('has the settings of the types in src/config/detail-file.ts', () => {
    expect(props(detailSchema)).toEqual(
      all<DetailFile>({
        $schema: true,
        title: true,
        heading: true,
        status: true,
        source: true,
        onLoadFailure: true,
        actions: true,
        sections: true,
        back: true,
        switcher: true,
      }),
    );
    expect(props(d.source)).toEqual(
      all<DetailCall>({ operation: true, service: true, params: true, record: true }),
    );
    expect(props(d.field)).toEqual(
      all<DetailField>({
        label: true,
        type: true,
        value: true,
        secondary: true,
        currency: true,
        labels: true,
        link: true,
        align: true,
      }),
    );
    expect(props(d.section)).toEqual(
      all<DetailSection>({
        type: true,
        title: true,
        fields: true,
        rows: true,
        columns: true,
        empty: true,
        table: true,
        chart: true,
        x: true,
        xFormat: true,
        series: true,
        currency: true,
      }),
    );
  });

  it('shares the table meta-schema’s value references, actions and column types (descriptions aside)', () => {
    const rules = (node: unknown): string =>
      JSON.stringify(node, (key, value: unknown) => (key === 'description' ? undefined : value));
    for (const name of [
      'valueRef',
      'sessionValue',
      'columnType',
      'rowAction',
      'actionCall',
      'routeLink',
    ] as const)
      expect(rules(d[name]), name).toEqual(rules(t[name]));
    const onlyColumns = new Set(['id', 'sortable', 'sortField', 'hideOnPhone', 'actions']);
    const shared = Object.fromEntries(
      Object.entries(t.column.properties).filter(([key]) => !onlyColumns.has(key)),
    );
    expect(rules(d.field.properties)).toEqual(rules(shared));
  });
});
