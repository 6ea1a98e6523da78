// Detail pages as people use them: the processing overview and the money tracker draw their charts (with the
// same numbers in a table for screen readers), the tracker switches accounts through its address, an invoice
// shows its record, and an invoice that cannot be read sends the person to the invoices list (spec B §2).
import { expect, test, type Page } from '@playwright/test';
import { openInApp, signIn } from './route-helpers';

async function chartShown(page: Page, heading: string) {
  const section = page.locator('section', { has: page.getByRole('heading', { name: heading }) });
  await expect(section.locator('canvas')).toBeVisible();
  // The numbers behind the chart, for screen readers: a table with at least one row of data.
  await expect(section.locator('table tbody tr').first()).toBeAttached();
}

test.describe('merchant@demo.test', () => {
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, 'merchant@demo.test');
  });
  test.afterAll(async () => page.close());

  test('the processing overview shows its totals, volume and status charts', async () => {
    await openInApp(page, '/processing/overview');
    await expect(page.getByRole('heading', { level: 1, name: 'Processing overview' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Totals' })).toBeVisible();
    await chartShown(page, 'Payment volume per day');
    await chartShown(page, 'Transactions by status');
  });

  test('the money tracker charts one account and switches to another through the address', async () => {
    await openInApp(page, '/money-tracker/USD');
    await expect(page.getByRole('heading', { level: 1, name: 'USD' })).toBeVisible();
    await chartShown(page, 'Money in and out per month');
    await page.getByRole('combobox', { name: 'Account', exact: true }).selectOption('EUR');
    await expect(page).toHaveURL(/\/money-tracker\/EUR$/);
    await expect(page.getByRole('heading', { level: 1, name: 'EUR' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'EUR' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Account', exact: true })).toHaveValue('EUR');
  });

  test('an invoice shows its number, status, items and totals', async () => {
    await openInApp(page, '/invoices/inv_0001');
    const card = page.locator('[data-route-name="invoices-slug"]');
    await expect(card.getByRole('heading', { level: 1 })).toHaveText(/\S/);
    await expect(card.locator('[data-status]').first()).toBeVisible();
    await expect(card.getByRole('heading', { name: 'Items' })).toBeVisible();
    await expect(card.locator('table tbody tr').first()).toBeVisible();
  });

  test('an invoice that cannot be read sends the person to the invoices list', async () => {
    await openInApp(page, '/invoices/inv_missing');
    await expect(page).toHaveURL(/\/invoices$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  });
});

test.describe('lists opened from a toolbar', () => {
  test('checkout versions open from payment methods, with the spec’s status wording', async ({ page }) => {
    await signIn(page, 'merchant@demo.test');
    await openInApp(page, '/processing/payment-methods');
    await page.getByRole('button', { name: 'Checkout versions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Checkout versions' });
    await expect(dialog.locator('[data-row-key]').first()).toBeVisible();
    // Named once: the table's own heading, no second hidden one.
    await expect(dialog.getByRole('heading', { name: 'Checkout versions' })).toHaveCount(1);
    // under_review reads "Pending review" (spec B §4).
    await expect(dialog.locator('[data-status="under_review"]').first()).toHaveText('Pending review');
  });

  test('transfer links open from transactions, with their statuses', async ({ page }) => {
    await signIn(page, 'personal@demo.test');
    await openInApp(page, '/transactions');
    await page.getByRole('button', { name: 'Transfer links' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.locator('[data-row-key]').first()).toBeVisible();
    await expect(dialog.locator('[data-status]').first()).toBeVisible();
  });
});
