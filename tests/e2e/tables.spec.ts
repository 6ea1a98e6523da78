// Every list page of schemas/tables, as the demo account that has its data: it shows rows, sorts by a
// column, filters, pages, and the address brings the same view back after a reload; a row opens its page or
// its detail sheet. Driven by the table files themselves, so a new table file is covered without a new test.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { TableFile } from '../../src/config/table-file';
import type { RouteConfig } from '../../src/config/routes';
import { englishText, openInApp, pathOf, ROUTES, schemaFileOf, signIn } from './route-helpers';

/** Who has the data of each list: personal@ the personal lists and cards, merchant@ the rest. */
const PERSONAL_LISTS = new Set(['manage-card', 'debit-cards-slug-transactions', 'circles']);
const isPersonal = (route: RouteConfig) =>
  route.access?.userTypes?.join() === 'personal' || PERSONAL_LISTS.has(route.name);

const LISTS = ROUTES.flatMap((route) => {
  const path = schemaFileOf(route.name, 'table');
  return path ? [{ route, file: JSON.parse(readFileSync(path, 'utf8')) as TableFile }] : [];
});

const rowsOf = (page: Page) => page.locator('[data-table] [data-row-key]');

/** Waits for the list to settle: rows, or its empty state. */
async function settled(page: Page) {
  await expect(page.locator('[data-table]:not([aria-busy])').first()).toBeVisible();
  await expect(rowsOf(page).first().or(page.locator('[data-table] [role="status"]'))).toBeVisible();
}

test('every table route has a table file', () => {
  const missing = ROUTES.filter((r) => r.page.kind === 'table' && !schemaFileOf(r.name, 'table'));
  expect(missing.map((r) => r.name)).toEqual([]);
});

for (const who of ['personal@demo.test', 'merchant@demo.test'] as const) {
  const lists = LISTS.filter(({ route }) => isPersonal(route) === (who === 'personal@demo.test'));
  test.describe(who, () => {
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await signIn(page, who);
    });
    test.afterAll(async () => page.close());

    for (const { route, file } of lists) {
      test(`${route.name}: rows, sort, filter, page, reload, open`, async () => {
        const path = pathOf(route);
        await openInApp(page, path);
        await expect(page.getByRole('heading', { level: 1, name: englishText(file.title) })).toBeVisible();
        await settled(page);
        const hasRows = (await rowsOf(page).count()) > 0;

        // Sort by the first sortable column that is not the default sort (secondary columns may give way).
        const sortable = file.columns.find(
          (c) => c.sortable && !c.hideOnPhone && c.id !== file.defaultSort?.column,
        );
        if (sortable && hasRows) {
          const header = page.getByRole('columnheader', { name: englishText(sortable.label) });
          await header.getByRole('button').click();
          await expect(page).toHaveURL(new RegExp(`[?&]sort=${sortable.id}(&|$)`));
          await expect(header).toHaveAttribute('aria-sort', /ascending|descending/);
          await settled(page);
        }

        // Filter by the first option of the first select filter with options of its own.
        const filter = file.filters?.find((f) => f.type === 'select' && f.options?.length);
        if (filter?.options?.[0]) {
          await page.getByRole('button', { name: 'Filters' }).click();
          await page
            .getByLabel(englishText(filter.label), { exact: true })
            .selectOption(filter.options[0].value);
          await expect(page).toHaveURL(new RegExp(`[?&]${filter.id}=${filter.options[0].value}(&|$)`));
          // The router renders a navigation in a transition: the address changes first, the list a moment
          // later. The count on the Filters button is drawn with the filtered list.
          await expect(page.getByRole('button', { name: /^Filters \d+$/ })).toBeVisible();
          await settled(page);
        }

        // Page 2, when the server has one.
        const next = page.getByRole('button', { name: 'Page 2', exact: true });
        if (await next.isVisible()) {
          await next.click();
          await expect(page).toHaveURL(/[?&]page=2(&|$)/);
          await expect(next).toHaveAttribute('aria-current', 'page');
        }

        // The address restores the same view.
        const before = page.url();
        // The filter may have left nothing to show ("result not found"); then there is no row to follow.
        const firstKey =
          (await rowsOf(page).count()) > 0 ? await rowsOf(page).first().getAttribute('data-row-key') : null;
        await page.reload();
        await expect(page).toHaveURL(before);
        await settled(page);
        if (sortable && firstKey)
          await expect(page.getByRole('columnheader', { name: englishText(sortable.label) })).toHaveAttribute(
            'aria-sort',
            /ascending|descending/,
          );
        if (firstKey) await expect(rowsOf(page).first()).toHaveAttribute('data-row-key', firstKey);

        // A row opens its detail sheet or its page.
        if (!firstKey || (!file.rowDetail && !file.rowLink)) return;
        await rowsOf(page).first().locator('td').first().getByRole('button').click();
        if (file.rowDetail) {
          await expect(page).toHaveURL(new RegExp(`[?&]open=${encodeURIComponent(firstKey)}`));
          const sheet = page.locator(`dialog[data-detail="${file.rowDetail}"]`);
          await expect(sheet.getByRole('heading').first()).toBeVisible();
          await expect(sheet.getByRole('alert')).toHaveCount(0);
          await page.reload();
          await expect(page.locator(`dialog[data-detail="${file.rowDetail}"]`)).toBeVisible();
          await page.keyboard.press('Escape');
          await expect(page).not.toHaveURL(/[?&]open=/);
        } else if (file.rowLink) {
          const target = ROUTES.find((r) => r.name === file.rowLink?.to);
          await expect(page.locator(`[data-route-name="${target?.name}"]`)).toBeVisible();
          await expect(page.getByText('This page could not be found')).toHaveCount(0);
        }
      });
    }
  });
}
