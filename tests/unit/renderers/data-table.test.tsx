// @vitest-environment jsdom
// The list as a person reads it, drawn from the real transactions table file: its headers, its values in the
// formats of spec A §9, the sort state on the header. A new column is one JSON edit: the same file with one
// more column shows it, with no code change.
import { readFileSync } from 'node:fs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import lists from '../../../locales/en/lists.json';
import statuses from '../../../locales/en/statuses.json';
import tables from '../../../locales/en/tables.json';
import type { TableFile } from '@/config/table-file';
import { DataTable } from '@/renderers/table/data-table';
import { readView } from '@/tables/table-view';

vi.mock('@/forms/session-values', () => ({ useSessionValues: () => ({ timezone: 'Asia/Tokyo' }) }));

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { lists, statuses, tables } },
    interpolation: { escapeValue: false },
  });
});
afterEach(cleanup);

const transactions = JSON.parse(readFileSync('schemas/tables/transactions.json', 'utf8')) as TableFile;
const rows = [
  {
    id: 'txn_1',
    type: 'payment',
    status: 'pending_claim',
    amount: 1234.5,
    fee: 2,
    currency: 'USD',
    direction: 'out',
    order_id: 'ORD-77',
    counterparty: { name: 'Anna Berg', email: 'anna@example.com' },
    created_at: '2026-03-14T09:30:00Z',
    date: { txnDateString: '2026-03-14 09:30:00', timezone: 'UTC', timezoneUtc: 'UTC+00:00' },
  },
];

function draw(file: TableFile) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <DataTable
            file={file}
            rows={rows}
            view={readView(file, new URLSearchParams('sort=amount&order=asc'))}
            sortsInBrowser={false}
            onSort={() => {}}
            sources={{}}
          />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('DataTable', () => {
  it('shows the file’s columns with formatted values and the sort on its header', () => {
    draw(transactions);
    const row = screen.getAllByRole('row')[1]!;
    expect(within(row).getByText('1 234.50 USD')).toBeTruthy();
    expect(within(row).getByText('anna@example.com')).toBeTruthy();
    expect(within(row).getByText('Pending claim')).toBeTruthy();
    // 09:30 UTC in the person's zone, Asia/Tokyo.
    expect(within(row).getByText(/6:30/)).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Amount/ }).getAttribute('aria-sort')).toBe('ascending');
  });

  it('shows a column added to the JSON file, with no code change', () => {
    expect(screen.queryByText('ORD-77')).toBeNull();
    const withOrder: TableFile = {
      ...transactions,
      columns: [
        ...transactions.columns,
        { id: 'order_id', label: 'tables:transaction.orderId', value: 'order_id' },
      ],
    };
    draw(withOrder);
    expect(screen.getByRole('columnheader', { name: 'Order ID' })).toBeTruthy();
    expect(screen.getByText('ORD-77')).toBeTruthy();
  });
});
