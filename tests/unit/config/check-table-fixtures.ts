// A small API, a few routes and catalogues, and valid table and detail files that fit them. Tests copy a file,
// break it one edit at a time, and check the message of the table and detail check.
import type { Catalogue } from '@/config/check-locales';
import type { TableCheckInput } from '@/config/check-tables';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

const envelope = (data: Json, paged = false): Json => ({
  description: 'OK',
  content: {
    'application/json': {
      schema: {
        allOf: [
          { $ref: '#/components/schemas/Envelope' },
          ...(paged ? [{ $ref: '#/components/schemas/Pagination' }] : []),
          { type: 'object', required: ['data'], properties: { data } },
        ],
      },
    },
  },
});
const list = (item: string): Json => ({ type: 'array', items: { $ref: `#/components/schemas/${item}` } });
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

export const MAIN_API: Json = {
  openapi: '3.1.0',
  paths: {
    '/api/v2/main/transactions': {
      parameters: [{ $ref: '#/components/parameters/Sandbox' }],
      get: {
        parameters: [
          { name: 'page', in: 'query', schema: { type: 'integer' } },
          { name: 'per_page', in: 'query', schema: { type: 'integer' } },
          {
            name: 'sort_by',
            in: 'query',
            schema: { type: 'string', enum: ['created_at', 'amount', 'status'] },
          },
          { name: 'order_by', in: 'query', schema: { enum: ['asc', 'desc'] } },
          { name: 'search', in: 'query', schema: { type: 'string' } },
          {
            name: 'filter',
            in: 'query',
            style: 'deepObject',
            schema: {
              type: 'object',
              additionalProperties: false,
              properties: {
                status: ref('TransactionStatus'),
                currency: { type: 'string' },
                date_from: { type: 'string' },
                date_to: { type: 'string' },
              },
            },
          },
        ],
        responses: { '200': envelope(list('Transaction'), true) },
      },
    },
    '/api/v2/main/transactions/{id}': {
      get: {
        parameters: [{ name: 'id', in: 'path', required: true }],
        responses: { '200': envelope(ref('Transaction')) },
      },
    },
    '/api/v2/main/contacts': {
      get: { responses: { '200': envelope(list('Contact')) } },
      post: { responses: { '200': envelope(ref('Contact')) } },
    },
    '/api/v2/main/contacts/{id}': {
      delete: {
        parameters: [{ name: 'id', in: 'path', required: true }],
        responses: { '200': { description: 'Deleted.' } },
      },
    },
    '/api/v2/main/invoices/{id}': {
      get: {
        parameters: [{ name: 'id', in: 'path', required: true }],
        responses: { '200': envelope(ref('Invoice')) },
      },
    },
  },
  components: {
    parameters: { Sandbox: { name: 'is_in_sandbox', in: 'query', required: false } },
    schemas: {
      Envelope: { type: 'object', properties: { success: { type: 'boolean' } } },
      Pagination: {
        type: 'object',
        properties: {
          current_page: { type: 'integer' },
          last_page: { type: 'integer' },
          total: { type: 'integer' },
        },
      },
      TransactionStatus: { type: 'string', enum: ['pending', 'success'] },
      Transaction: {
        type: 'object',
        additionalProperties: false,
        properties: {
          id: { type: 'string' },
          amount: { type: 'number' },
          currency: { type: 'string' },
          status: ref('TransactionStatus'),
          date: { type: 'string' },
          customer: {
            type: 'object',
            properties: { name: { type: 'string' }, email: { type: 'string' } },
          },
        },
      },
      Contact: {
        type: 'object',
        properties: { id: { type: 'string' }, name: { type: 'string' }, email: { type: 'string' } },
      },
      Invoice: {
        type: 'object',
        properties: {
          id: { type: 'string' },
          number: { type: 'string' },
          currency: { type: 'string' },
          total: { type: 'number' },
          items: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                name: { type: 'string' },
                price: { type: 'number' },
                currency: { type: 'string' },
              },
            },
          },
          history: {
            type: 'array',
            items: { type: 'object', properties: { month: { type: 'string' }, paid: { type: 'number' } } },
          },
        },
      },
    },
  },
};

export const ROUTES: TableCheckInput['routes'] = [
  { name: 'transactions', path: '/transactions', page: { kind: 'table', name: 'transactions' } },
  { name: 'contacts', path: '/contacts', page: { kind: 'table', name: 'contacts' } },
  { name: 'contacts-slug', path: '/contacts/:slug' },
  { name: 'invoices', path: '/invoices' },
  { name: 'invoices-slug', path: '/invoices/:slug', page: { kind: 'detail', name: 'invoice' } },
];

const TABLES_EN = {
  common: { date: 'Date', amount: 'Amount', status: 'Status', name: 'Name', delete: 'Delete', edit: 'Edit' },
  transactions: { title: 'Transactions', search: 'Search', newContact: 'New contact' },
  contacts: {
    title: 'Contacts',
    deleted: 'Deleted.',
    confirmDelete: 'Delete {{name}}?',
    empty: 'No contacts',
  },
  invoice: { title: 'Invoice', items: 'Items', paid: 'Paid', history: 'History' },
};
const STATUSES_EN = { pending: 'Pending', success: 'Success' };
export const CATALOGUES: Catalogue[] = [
  { language: 'en', namespace: 'tables', tree: TABLES_EN },
  { language: 'en', namespace: 'statuses', tree: STATUSES_EN },
];

export const file = (kind: 'tables' | 'details', name: string, json: unknown) => ({
  path: `schemas/${kind}/${name}.json`,
  text: typeof json === 'string' ? json : JSON.stringify(json),
});

/** The input with these files (by default the three valid ones below). */
export const input = (patch: Partial<TableCheckInput> = {}): TableCheckInput => ({
  tables: [file('tables', 'transactions', transactions()), file('tables', 'contacts', contacts())],
  details: [file('details', 'transaction', transaction()), file('details', 'invoice', invoice())],
  forms: ['contact-new'],
  openapi: { main: MAIN_API },
  routes: ROUTES,
  optionSources: ['balances', 'currencies'],
  catalogues: CATALOGUES,
  ...patch,
});

/** A server-paged list: sorting, search, filters, a side sheet and a toolbar form. */
export const transactions = (): Json => ({
  $schema: '../meta/table.schema.json',
  title: 'tables:transactions.title',
  source: { operation: 'GET /api/v2/main/transactions' },
  columns: [
    { id: 'created_at', label: 'tables:common.date', type: 'date', value: 'date', sortable: true },
    { id: 'customer', label: 'tables:common.name', value: 'customer.name', secondary: 'customer.email' },
    { id: 'amount', label: 'tables:common.amount', type: 'money', value: 'amount', sortable: true },
    {
      id: 'state',
      label: 'tables:common.status',
      type: 'status',
      value: 'status',
      sortable: true,
      sortField: 'status',
    },
  ],
  defaultSort: { column: 'created_at', order: 'desc' },
  search: { placeholder: 'tables:transactions.search' },
  filters: [
    {
      id: 'status',
      label: 'tables:common.status',
      type: 'select',
      param: 'filter.status',
      options: [
        { value: 'pending', label: 'statuses:pending' },
        { value: 'success', label: 'statuses:success' },
      ],
    },
    {
      id: 'currency',
      label: 'tables:common.amount',
      type: 'select',
      param: 'filter.currency',
      optionsFrom: 'balances',
    },
    {
      id: 'date',
      label: 'tables:common.date',
      type: 'dateRange',
      from: 'filter.date_from',
      to: 'filter.date_to',
    },
  ],
  rowDetail: 'transaction',
  toolbar: [{ label: 'tables:transactions.newContact', form: 'contact-new' }],
});

/** A short list the API does not page: row links and a delete call. */
export const contacts = (): Json => ({
  title: 'tables:contacts.title',
  source: { operation: 'GET /api/v2/main/contacts', paging: 'none' },
  columns: [
    { id: 'name', label: 'tables:common.name', value: 'name', secondary: 'email', sortable: true },
    {
      id: 'actions',
      label: 'tables:common.edit',
      type: 'actions',
      actions: [
        {
          kind: 'call',
          label: 'tables:common.delete',
          call: { operation: 'DELETE /api/v2/main/contacts/{id}', params: { path: { id: { $row: 'id' } } } },
          confirm: 'tables:contacts.confirmDelete',
          notice: 'tables:contacts.deleted',
          danger: true,
        },
      ],
    },
  ],
  rowLink: { to: 'contacts-slug', params: { slug: { $row: 'id' } } },
  empty: { title: 'tables:contacts.empty' },
});

/** The side sheet of a transaction row: `$route` is the row's key, `id`. */
export const transaction = (): Json => ({
  title: 'tables:transactions.title',
  heading: 'id',
  status: 'status',
  source: { operation: 'GET /api/v2/main/transactions/{id}', params: { path: { id: { $route: 'id' } } } },
  sections: [{ type: 'fields', fields: [{ label: 'tables:common.amount', type: 'money', value: 'amount' }] }],
});

/** A record page: a list and a chart of the record, a back link and where a failed load goes. */
export const invoice = (): Json => ({
  $schema: '../meta/detail.schema.json',
  title: 'tables:invoice.title',
  heading: 'number',
  source: { operation: 'GET /api/v2/main/invoices/{id}', params: { path: { id: { $route: 'slug' } } } },
  onLoadFailure: { goTo: 'invoices' },
  sections: [
    {
      type: 'list',
      title: 'tables:invoice.items',
      rows: 'items',
      columns: [
        { label: 'tables:common.name', value: 'name' },
        { label: 'tables:common.amount', type: 'money', value: 'price' },
      ],
    },
    {
      type: 'chart',
      title: 'tables:invoice.history',
      chart: 'bar',
      rows: 'history',
      x: 'month',
      xFormat: 'month',
      series: [{ value: 'paid', label: 'tables:invoice.paid' }],
      currency: 'currency',
    },
    { type: 'table', table: 'contacts' },
  ],
  back: { to: 'invoices' },
});
