// The wallet and settings lists (schemas/tables) and their details (schemas/details), each opened as the demo
// account that has them: sort, filter, page, follow a row, and the address restores the view after a reload.
import { expect, test, type Page } from '@playwright/test';
import { openInApp, signIn } from './route-helpers';

const PERSONAL = 'personal@demo.test';
const MERCHANT = 'merchant@demo.test';

/** The rows of the list on screen (the header row left out). */
const bodyRows = (page: Page) => page.locator('tbody tr');
const total = (page: Page) => page.getByText(/^Total: \d+$/);

test.describe('transactions', () => {
  test('sorts, filters and pages on the server, opens a row, and a reload restores it all', async ({
    page,
  }) => {
    await signIn(page, PERSONAL);
    await openInApp(page, '/transactions');
    await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
    await expect(bodyRows(page)).toHaveCount(15);

    await page.getByRole('button', { name: 'Sort by Amount' }).click();
    await expect(page).toHaveURL(/sort=amount&order=desc/);

    const everything = await total(page).innerText();
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByLabel('Status').selectOption({ label: 'Successful' });
    await expect(page).toHaveURL(/status=success/);
    await expect(total(page)).not.toHaveText(everything);
    await expect(bodyRows(page).filter({ hasNotText: 'Successful' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    const amounts = await bodyRows(page).locator('td:nth-child(4)').allInnerTexts();
    await bodyRows(page).first().click();
    const sheet = page.getByRole('dialog');
    await expect(sheet.getByText('Payment method')).toBeVisible();
    await expect(page).toHaveURL(/open=txn_\d+/);
    const opened = new URL(page.url()).searchParams.get('open');

    await page.reload();
    await expect(page.getByRole('dialog').getByRole('heading', { name: opened ?? '' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();
    expect(await bodyRows(page).locator('td:nth-child(4)').allInnerTexts()).toEqual(amounts);
  });

  test("a debit card's page lists only that card's payments", async ({ page }) => {
    await signIn(page, PERSONAL);
    await openInApp(page, '/debit-cards/crd_virtual_001/transactions');
    await expect(page.getByRole('heading', { level: 1, name: 'Card transactions' })).toBeVisible();
    await expect(bodyRows(page).first()).toBeVisible();
    await expect(bodyRows(page).filter({ hasNotText: 'Payment' })).toHaveCount(0);
  });
});

test.describe('accounts', () => {
  test('my accounts leads to one account: its balances and its transactions', async ({ page }) => {
    await signIn(page, PERSONAL);
    await openInApp(page, '/my-accounts');
    await expect(bodyRows(page)).toHaveCount(4);
    await bodyRows(page).filter({ hasText: 'EUR' }).first().click();
    await expect(page).toHaveURL(/\/accounts\/EUR$/);
    await expect(page.getByRole('heading', { name: 'EUR', exact: true })).toBeVisible();
    await expect(page.getByText('Available', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Transactions of this account' })).toBeVisible();
    await expect(bodyRows(page).first()).toBeVisible();
    await expect(bodyRows(page).filter({ hasNotText: 'EUR' })).toHaveCount(0);
  });

  test("merchant@'s USD account reads its 10,000 transactions at once and sorts them in the browser", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, MERCHANT);
    await openInApp(page, '/accounts/USD');
    await expect(total(page)).toHaveText('Total: 10000', { timeout: 30_000 });
    // Virtualized: far fewer rows in the page than in the list, once the virtualizer's chunk is in (the
    // first 100 rows show for that moment).
    await expect.poll(() => bodyRows(page).count()).toBeLessThan(100);
    await page.getByRole('button', { name: 'Sort by Amount' }).click();
    await expect(page).toHaveURL(/sort=amount&order=desc/);
    const amountsShown = async () =>
      (await bodyRows(page).locator('td:nth-child(4)').allInnerTexts()).map((text) =>
        Number(text.replace(/[^\d.]/g, '')),
      );
    await expect
      .poll(async () => {
        const amounts = await amountsShown();
        return amounts.every((amount, i) => i === 0 || amount <= (amounts[i - 1] ?? 0));
      })
      .toBe(true);
    const first = await bodyRows(page).first().locator('td:nth-child(4)').innerText();
    await page.reload();
    await expect(total(page)).toHaveText('Total: 10000', { timeout: 30_000 });
    await expect(bodyRows(page).first().locator('td:nth-child(4)')).toHaveText(first);
  });
});

test.describe('contacts', () => {
  test('filters by tag, marks a favourite, and creates and renames a tag in dialogs', async ({ page }) => {
    await signIn(page, PERSONAL);
    await openInApp(page, '/my-contacts');
    await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();

    const everyone = await total(page).innerText();
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByLabel('Tag', { exact: true }).selectOption({ label: 'Family' });
    await expect(page).toHaveURL(/tag=tag_\d+/);
    await expect(total(page)).not.toHaveText(everyone);
    await expect(bodyRows(page).filter({ hasNotText: 'Family' })).toHaveCount(0);

    // Favourites come first (prefer_favorite=1), so the row may move: follow it by its key.
    const key = await bodyRows(page).first().getAttribute('data-row-key');
    const row = page.locator(`tbody tr[data-row-key="${key}"]`);
    const before = await row.locator('td').nth(4).innerText();
    await row.getByRole('button', { name: 'Favourite on or off' }).click();
    await expect(page.getByText('Favourite updated')).toBeVisible();
    await expect(row.locator('td').nth(4)).not.toHaveText(before);

    await page.getByRole('button', { name: 'New tag' }).click();
    await page
      .getByRole('dialog')
      .getByLabel(/Tag name/)
      .fill('Neighbours');
    await page.getByRole('dialog').getByRole('button', { name: 'Create tag' }).click();
    await expect(page.getByText('Tag Neighbours created')).toBeVisible();

    await page.getByRole('button', { name: 'Manage tags' }).click();
    const tags = page.getByRole('dialog');
    await tags
      .getByRole('row', { name: /Neighbours/ })
      .getByRole('button', { name: 'Edit' })
      .click();
    const rename = page.getByRole('dialog').last();
    await expect(rename.getByLabel(/Tag name/)).toHaveValue('Neighbours');
    await rename.getByLabel(/Tag name/).fill('Neighbors');
    await rename.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Tag renamed to Neighbors')).toBeVisible();
    await expect(tags.getByRole('row', { name: /Neighbors/ })).toBeVisible();
  });

  test('a business contact shows its receiving methods', async ({ page }) => {
    await signIn(page, PERSONAL);
    await openInApp(page, '/my-contacts');
    const id = await bodyRows(page).first().getAttribute('data-row-key');
    await openInApp(page, `/my-contacts/business/${id}`);
    await expect(page.getByRole('heading', { name: 'Receiving methods' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `/my-contacts/${id}`);
  });
});

test('saved cards: removing the last card leaves the "Add a card" empty state', async ({ page }) => {
  await signIn(page, PERSONAL);
  await openInApp(page, '/manage-card');
  await expect(bodyRows(page)).toHaveCount(2);
  for (const lastFour of ['1111', '4444']) {
    await bodyRows(page).filter({ hasText: lastFour }).getByRole('button', { name: 'Remove' }).click();
    await expect(page.getByRole('dialog')).toContainText(`Remove the card ending ${lastFour}?`);
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await expect(bodyRows(page).filter({ hasText: lastFour })).toHaveCount(0);
  }
  await expect(page.getByRole('status').filter({ hasText: 'Add a card' })).toBeVisible();
  await expect(page.getByRole('status').getByRole('link', { name: 'Add a card' })).toHaveAttribute(
    'href',
    '/manage-card/add',
  );
});

test('sub-accounts: sorted by name, searched on the server, the search kept after a reload', async ({
  page,
}) => {
  await signIn(page, MERCHANT);
  await openInApp(page, '/sub-accounts');
  const names = await bodyRows(page).locator('td:first-child').allInnerTexts();
  expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  await page.getByRole('searchbox').fill('staff@');
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(page).toHaveURL(/q=staff%40/);
  await page.reload();
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page).first()).toContainText('Hannah Kim');
});

test('connected platforms list their names, dates and statuses', async ({ page }) => {
  await signIn(page, PERSONAL);
  await openInApp(page, '/settings/connected-platforms');
  await expect(bodyRows(page).filter({ hasText: 'Upwork' })).toContainText('Active');
});

test('connected sellers list their names, dates and statuses', async ({ page }) => {
  await signIn(page, MERCHANT);
  await openInApp(page, '/settings/connected-sellers');
  await expect(bodyRows(page)).toHaveCount(6);
  await expect(bodyRows(page).filter({ hasText: 'Vela Travel' })).toContainText('Suspended');
});

test('virtual accounts and circles lead to their details', async ({ page }) => {
  await signIn(page, MERCHANT);
  await openInApp(page, '/virtual-account');
  await bodyRows(page).filter({ hasText: 'IBAN account' }).click();
  await expect(page).toHaveURL(/\/virtual-account\/va_002$/);
  await expect(page.getByText(/^LT\d+$/)).toBeVisible();
  await expect(page.getByText('Pending deposit').first()).toBeVisible();

  await openInApp(page, '/circles');
  await bodyRows(page).filter({ hasText: 'Wholesale partners' }).click();
  await expect(page).toHaveURL(/\/circles\/cir_002$/);
  await expect(page.getByText('WSP-1937')).toBeVisible();
});
