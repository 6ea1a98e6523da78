// The invoice builder, product preview and public pay page as people use them (spec B §2-§8): merchant@ builds
// an invoice with two products, a tax and a discount, saves it as a draft, finds it in the list after a
// reload, edits it and sends it; the rules and failed calls show at their fields; a customer opens the pay
// page for paid, overdue, void and unknown invoices and pays an open one.
import { expect, test, type Page } from '@playwright/test';
import { openInApp, signIn } from './route-helpers';
import { planFaults } from './demo-faults';

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots-inv';

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10).replace(/-/g, '/');
const line = (page: Page, n: number) => page.getByRole('listitem', { name: `Line ${n}` });
const total = (page: Page, id: string) => page.locator(`[data-total="${id}"] dd`);
const fieldError = (page: Page, id: string) => page.locator(`[id="${id}-error"]`);

async function expectTotals(page: Page, values: [string, string, string, string]) {
  const [subtotal, tax, discount, grand] = values;
  await expect(total(page, 'subtotal')).toHaveText(subtotal);
  await expect(total(page, 'tax')).toHaveText(tax);
  await expect(total(page, 'discount')).toHaveText(discount);
  await expect(total(page, 'grand_total')).toHaveText(grand);
}

test.describe('invoice builder (merchant@demo.test)', () => {
  test.describe.configure({ mode: 'serial' });
  let page: Page;
  let invoiceId = '';
  let invoiceNumber = '';

  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, 'merchant@demo.test');
  });
  test.afterAll(async () => page.close());

  test('a new invoice starts in USD, dated today and due in 7 days (YYYY/MM/DD)', async () => {
    await openInApp(page, '/invoices/builder');
    await expect(page.getByRole('heading', { level: 1, name: 'New invoice' })).toBeVisible();
    await expect(page.getByLabel('Currency', { exact: true })).toHaveValue('USD');
    const now = Date.now();
    await expect(page.getByLabel('Invoice date', { exact: true })).toHaveValue(day(now));
    await expect(page.getByLabel('Due date', { exact: true })).toHaveValue(day(now + 7 * 86_400_000));
  });

  test('the rules show at their fields: no product, no customer, a grand total of 0', async () => {
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(fieldError(page, 'lines')).toHaveText('Add at least one product.');
    await expect(fieldError(page, 'customer_id')).toHaveText('Choose a customer.');
    // A $15 discount on a 9.99 product leaves nothing to pay.
    await line(page, 1).getByLabel('Product', { exact: true }).selectOption('prd_012');
    await expect(fieldError(page, 'lines')).toHaveCount(0);
    await page.getByRole('checkbox', { name: /\$15 off/ }).check();
    await expect(total(page, 'grand_total')).toHaveText('-5.01 USD');
    await expect(fieldError(page, 'total')).toHaveText('The grand total must be above 0.');
    await line(page, 1).getByLabel('Quantity', { exact: true }).fill('0');
    await expect(fieldError(page, `line-${await lineKey(page, 1)}-quantity`)).toHaveText(
      'Enter a whole number of at least 1.',
    );
    await page.getByLabel('Due date', { exact: true }).fill('2020/01/01');
    await expect(fieldError(page, 'due_date')).toHaveText('The due date cannot be before the invoice date.');
    // Nothing typed is lost: the values stay as they were.
    await expect(line(page, 1).getByLabel('Quantity', { exact: true })).toHaveValue('0');
    await page.getByRole('checkbox', { name: /\$15 off/ }).uncheck();
    await page.getByRole('button', { name: 'Remove line 1' }).click();
    await page.getByLabel('Due date', { exact: true }).fill(day(Date.now() + 7 * 86_400_000));
  });

  test('two products, a tax and a discount: live totals, saved as a draft', async () => {
    await line(page, 1).getByLabel('Product', { exact: true }).selectOption('prd_001');
    await line(page, 1).getByLabel('Quantity', { exact: true }).fill('2');
    await page.getByRole('button', { name: 'Add a product' }).click();
    await line(page, 2).getByLabel('Product', { exact: true }).selectOption('prd_002');
    await expectTotals(page, ['78.50 USD', '0.00 USD', '0.00 USD', '78.50 USD']);
    await page.getByRole('checkbox', { name: /VAT 20%/ }).check();
    await page.getByRole('checkbox', { name: /Early bird 10%/ }).check();
    await expectTotals(page, ['78.50 USD', '15.70 USD', '-7.85 USD', '86.35 USD']);
    await page.getByLabel('Customer', { exact: true }).selectOption({ index: 1 });
    await page.screenshot({ path: `${SHOTS}/builder-1280.png`, fullPage: true });
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page).toHaveURL(/\/invoices\/inv_\w+$/);
    invoiceId = /\/invoices\/(inv_\w+)$/.exec(page.url())?.[1] ?? '';
    const card = page.locator('[data-route-name="invoices-slug"]');
    await expect(card.locator('[data-status="draft"]').first()).toBeVisible();
    await expect(card.getByText('86.35 USD').first()).toBeVisible();
    invoiceNumber = (await card.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
    expect(invoiceNumber).toMatch(/^\d+$/);
  });

  test('the draft is in the invoices list after a reload', async () => {
    await openInApp(page, '/invoices');
    await page.reload();
    await page.getByRole('searchbox').fill(invoiceNumber);
    const row = page.getByRole('row', { name: new RegExp(invoiceNumber) });
    await expect(row).toBeVisible();
    await expect(row.getByText('86.35 USD')).toBeVisible();
    await expect(row.locator('[data-status="draft"]')).toBeVisible();
  });

  test('the draft is edited and sent to a contact with an email', async () => {
    await openInApp(page, `/invoices/builder/${invoiceId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit invoice' })).toBeVisible();
    await expect(line(page, 2).getByLabel('Product', { exact: true })).toHaveValue('prd_002');
    await expect(page.getByRole('checkbox', { name: /VAT 20%/ })).toBeChecked();
    await line(page, 2).getByLabel('Quantity', { exact: true }).fill('3');
    await expectTotals(page, ['107.50 USD', '21.50 USD', '-10.75 USD', '118.25 USD']);
    // Only contacts with an email are offered.
    const options = await page.getByLabel('Customer', { exact: true }).locator('option').allTextContents();
    expect(options.slice(1).every((text) => /\(.+@.+\)$/.test(text))).toBe(true);
    await page.getByRole('button', { name: 'Send to customer' }).click();
    await expect(page).toHaveURL(new RegExp(`/invoices/${invoiceId}$`));
    const card = page.locator('[data-route-name="invoices-slug"]');
    await expect(card.locator('[data-status="sent"]').first()).toBeVisible();
    await page.reload();
    // A full reload starts the app and the demo backend again: slower than moving inside the app.
    await expect(card.locator('[data-status="sent"]').first()).toBeVisible({ timeout: 30_000 });
    await expect(card.getByText('118.25 USD').first()).toBeVisible();
    // The sent invoice's pay page, as the customer will open it.
    await card.getByRole('link', { name: 'Open the pay page' }).click();
    await expect(page).toHaveURL(/\/pay\/invoice\/INV-\d{4}-\d{4}$/);
    await expect(page.getByRole('heading', { name: `Invoice ${invoiceNumber}` })).toBeVisible();
    await expect(page.locator('[data-amount-due] dd')).toHaveText('118.25 USD');
  });

  test('failed calls are shown: products, save, send, and an invoice that cannot be read', async () => {
    // Three failures: the first call and its two retries (src/app/query-client.ts); a fresh load skips the cache.
    await planFaults(page, [{ path: '/api/v2/invoicing/products', fault: '500', times: 3 }]);
    await page.goto('/invoices/builder');
    await expect(
      page.getByRole('alert').filter({ hasText: 'Your products could not be loaded.' }),
    ).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Try again' }).click();
    await line(page, 1).getByLabel('Product', { exact: true }).selectOption('prd_005');
    await page.getByLabel('Customer', { exact: true }).selectOption({ index: 2 });
    await planFaults(page, [{ method: 'POST', path: '/api/v2/invoicing/invoices', fault: '500' }]);
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(page.getByText('The invoice could not be saved. Please try again.')).toBeVisible();
    await expect(page).toHaveURL(/\/invoices\/builder$/);
    await planFaults(page, [{ method: 'PUT', path: '/send', fault: '500' }]);
    await page.getByRole('button', { name: 'Send to customer' }).click();
    await expect(
      page.getByText('The invoice was saved but could not be sent. Please try again.'),
    ).toBeVisible();
    // Trying again sends the same saved draft.
    await page.getByRole('button', { name: 'Send to customer' }).click();
    await expect(page).toHaveURL(/\/invoices\/inv_\w+$/);
    await expect(
      page.locator('[data-route-name="invoices-slug"] [data-status="sent"]').first(),
    ).toBeVisible();
    await openInApp(page, '/invoices/builder/inv_missing');
    await expect(page).toHaveURL(/\/invoices$/);
    await expect(page.getByText('The invoice could not be opened.')).toBeVisible();
  });

  test('a product preview shows the product as a customer sees it', async () => {
    await openInApp(page, '/invoices/products/preview/prd_001');
    await expect(page.getByRole('heading', { level: 1, name: 'Product preview' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Espresso beans 1 kg' })).toBeVisible();
    await expect(page.getByLabel('Price', { exact: true })).toHaveText('32.00 USD');
    await expect(page.getByRole('link', { name: 'Edit product' })).toHaveAttribute(
      'href',
      '/invoices/products/prd_001',
    );
  });
});

async function lineKey(page: Page, n: number): Promise<string> {
  const id = (await line(page, n).getByLabel('Quantity', { exact: true }).getAttribute('id')) ?? '';
  return id.replace(/^line-/, '').replace(/-quantity$/, '');
}

test.describe('public pay page', () => {
  const status = (page: Page) => page.getByRole('status');
  /** A full page load (the pay page is opened from an email link); slow on a busy machine. */
  async function open(page: Page, path: string) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: 'Pay an invoice' })).toBeVisible({
      timeout: 30_000,
    });
  }

  test('paid, overdue, void, not found and no id', async ({ page }) => {
    await open(page, '/pay/invoice/INV-2026-0003');
    await expect(page.getByRole('heading', { name: 'Invoice 0003' })).toBeVisible();
    await expect(status(page).filter({ hasText: 'This invoice has been paid.' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);

    await open(page, '/pay/invoice/INV-2026-0004');
    await expect(status(page).filter({ hasText: 'This invoice is overdue' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay / })).toBeVisible();

    await open(page, '/pay/invoice/INV-2026-0005');
    await expect(status(page).filter({ hasText: 'cannot be paid' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);

    await open(page, '/pay/invoice/INV-2099-9999');
    await expect(status(page).filter({ hasText: 'This order does not exist' })).toBeVisible();

    await open(page, '/pay/invoice');
    await expect(status(page).filter({ hasText: 'No invoice was given.' })).toBeVisible();
  });

  test('paying an open invoice: the email rule, then paid after a reload', async ({ page }) => {
    await open(page, '/pay/invoice/INV-2026-0002');
    const pay = page.getByRole('button', { name: /^Pay / });
    await expect(pay).toBeVisible();
    await page.getByLabel('Your email', { exact: true }).fill('alex@');
    await pay.click();
    await expect(page.locator('#payer_email-error')).toHaveText('Enter a valid email address.');
    await expect(page.getByLabel('Your email', { exact: true })).toHaveValue('alex@');
    await page.getByLabel('Your email', { exact: true }).fill('alex@example.com');
    await page.getByLabel('Your name (optional)', { exact: true }).fill('Alex Payer');
    await pay.click();
    await expect(status(page).filter({ hasText: 'This invoice has been paid.' })).toBeVisible();
    await page.reload();
    await expect(status(page).filter({ hasText: 'This invoice has been paid.' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.locator('[data-status="paid"]')).toBeVisible();
  });
});

// Screens at phone width and in Arabic (right to left), saved for a person to look at.
test.describe('screenshots', () => {
  test('builder, preview and pay page at 390 px and in Arabic', async ({ page }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'merchant@demo.test');
    await openInApp(page, '/invoices/builder');
    await line(page, 1).getByLabel('Product', { exact: true }).selectOption('prd_001');
    await page.getByRole('checkbox', { name: /VAT 20%/ }).check();
    await page.getByRole('button', { name: 'Save draft' }).click();
    await expect(fieldError(page, 'customer_id')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/builder-390.png`, fullPage: true });
    await openInApp(page, '/invoices/products/preview/prd_001');
    await expect(page.getByRole('heading', { level: 1, name: 'Product preview' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/preview-390.png`, fullPage: true });
    await page.goto('/pay/invoice/INV-2026-0004');
    await expect(page.getByRole('button', { name: /^Pay / })).toBeVisible({ timeout: 30_000 });
    await page.screenshot({ path: `${SHOTS}/pay-overdue-390.png`, fullPage: true });

    // Arabic picked on the login page (merchant@ has no language of its own in the account menu).
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.context().clearCookies();
    await page.goto('/auth/login');
    await page.getByLabel('Language').selectOption('ar_EG');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.getByRole('button', { name: /merchant@demo\.test/ }).click();
    await expect(page).toHaveURL(/\/$/, { timeout: 30_000 });
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await openInApp(page, '/invoices/builder');
    await expect(page.getByRole('heading', { level: 1, name: 'فاتورة جديدة' })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole('listitem', { name: 'البند 1' }).locator('select').selectOption('prd_001');
    await page.getByRole('checkbox', { name: /VAT 20%/ }).check();
    await page.screenshot({ path: `${SHOTS}/builder-ar-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/builder-ar-390.png`, fullPage: true });
    await openInApp(page, '/invoices/products/preview/prd_001');
    await expect(page.getByRole('heading', { level: 1, name: 'معاينة المنتج' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/preview-ar-390.png`, fullPage: true });
    await page.goto('/pay/invoice/INV-2026-0004');
    await expect(page.getByRole('heading', { level: 1, name: 'دفع فاتورة' })).toBeVisible({
      timeout: 30_000,
    });
    await page.screenshot({ path: `${SHOTS}/pay-ar-390.png`, fullPage: true });
  });
});
