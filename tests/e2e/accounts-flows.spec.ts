// Circles, virtual ACH / IBAN accounts and Pay by Banque as people use them (spec B §2, §4, §8): each flow end
// to end as the right demo account, its failure states, and what the demo store holds after a reload.
import { expect, test, type Page } from '@playwright/test';
import { fieldError, pick, submit } from './form-helpers';
import { openInApp, signIn } from './route-helpers';

const notice = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

test.describe('circles: newbie@demo.test joins by code', () => {
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, 'newbie@demo.test');
  });
  test.afterAll(async () => page.close());

  test('a wrong code is refused at the field, the right one joins and the list keeps it after a reload', async () => {
    await openInApp(page, '/circles');
    await expect(page.getByRole('heading', { level: 1, name: 'Circles' })).toBeVisible();
    await expect(page.getByText('No circles yet')).toBeVisible();
    await page.getByRole('button', { name: 'Join a circle' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Join a circle' });
    const code = dialog.getByRole('textbox', { name: /Invitation code/ });
    await code.fill('NOPE-0000');
    await submit(page, 'Join circle');
    await expect(fieldError(page, 'invitation_code')).toContainText('Invalid invitation code');
    await expect(code).toHaveValue('NOPE-0000');
    await code.fill('mcc-4821');
    await submit(page, 'Join circle');
    await expect(notice(page, 'You joined Marquez Coffee Club.')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('row', { name: /Marquez Coffee Club/ })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('row', { name: /Marquez Coffee Club/ })).toBeVisible();
  });
});

test.describe('circles: the public page', () => {
  test('signed out: the circle, its members and a sign-in that comes back to join; a member can open it', async ({
    page,
  }) => {
    await page.goto('/circle/wholesale-partners?code=WSP-1937');
    await expect(page.getByRole('heading', { level: 1, name: 'Wholesale partners' })).toBeVisible();
    await expect(page.getByText('Cafés that buy our beans in bulk.')).toBeVisible();
    await expect(page.getByText('Members: 5')).toBeVisible();
    await page.getByRole('link', { name: 'Sign in to join' }).click();
    await expect(page).toHaveURL(/\/auth\/login\?continue=/);
    await page.getByRole('button', { name: 'Sign in as personal@demo.test' }).click();
    await expect(page).toHaveURL(/\/circle\/wholesale-partners\?code=WSP-1937$/);
    await page.getByRole('button', { name: 'Join this circle' }).click();
    const dialog = page.getByRole('dialog', { name: 'Join a circle' });
    await expect(dialog.getByRole('textbox', { name: /Invitation code/ })).toHaveValue('WSP-1937');
    await submit(page, 'Join circle');
    await expect(notice(page, 'You joined Wholesale partners.')).toBeVisible();
    await expect(page.getByText("You're a member of Wholesale partners.")).toBeVisible();
    await expect(page.getByText('Members: 6')).toBeVisible();
    await page.reload();
    await expect(page.getByText("You're a member of Wholesale partners.")).toBeVisible();
    await page.getByRole('link', { name: 'Open circle' }).click();
    await expect(page).toHaveURL(/\/circles\/cir_002$/);
  });

  test('an address of no circle says so, with the way home', async ({ page }) => {
    await page.goto('/circle/no-such-circle');
    await expect(page.getByRole('heading', { name: 'This circle could not be found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go home' })).toBeVisible();
  });
});

test.describe('virtual accounts: merchant@demo.test', () => {
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, 'merchant@demo.test');
  });
  test.afterAll(async () => page.close());

  test('opens an ACH account paying the fee from EUR; the list shows it in review after a reload', async () => {
    await openInApp(page, '/open_ach_account');
    await expect(page.getByRole('heading', { level: 1, name: 'Open a US (ACH) account' })).toBeVisible();
    await pick(page, 'Pay the opening fee from', /EUR/);
    await expect(page.getByRole('combobox', { name: /Pay the opening fee from/ })).toContainText('EUR');
    await submit(page, 'Open account');
    await expect(notice(page, 'Your USD account is being reviewed.')).toBeVisible();
    await expect(page).toHaveURL(/\/virtual-account$/);
    const row = page.getByRole('row').filter({ hasText: 'In review' }).filter({ hasText: 'USD' });
    await expect(row).toHaveCount(1);
    await page.reload();
    await expect(row).toHaveCount(1);
  });

  test('a second ACH application while one is in review fails with the catalogue message', async () => {
    await openInApp(page, '/open_ach_account');
    await pick(page, 'Pay the opening fee from', /USD/);
    await submit(page, 'Open account');
    await expect(notice(page, 'Failed to create the Local USD Account')).toBeVisible();
    await expect(page).toHaveURL(/\/open_ach_account$/);
  });

  test('opens a GBP IBAN; an EUR IBAN waiting for its deposit stops a second one', async () => {
    await openInApp(page, '/open_virtual_iban');
    await expect(page.getByRole('heading', { level: 1, name: 'Open an IBAN account' })).toBeVisible();
    await pick(page, 'Account currency', /GBP/);
    await pick(page, 'Pay the opening fee from', /USD/);
    await submit(page, 'Open account');
    await expect(notice(page, 'Your GBP account is being reviewed.')).toBeVisible();
    await expect(page).toHaveURL(/\/virtual-account$/);
    await expect(
      page.getByRole('row').filter({ hasText: 'GBP' }).filter({ hasText: 'In review' }),
    ).toHaveCount(1);

    await openInApp(page, '/open_virtual_iban');
    await pick(page, 'Account currency', /EUR/);
    await submit(page, 'Open account');
    await expect(notice(page, 'Failed to create the Local EUR Account')).toBeVisible();
    await expect(fieldError(page, 'currency')).toContainText('waiting for review');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Open an IBAN account' })).toBeVisible();
    await openInApp(page, '/virtual-account');
    const gbp = page.getByRole('row').filter({ hasText: 'GBP' }).filter({ hasText: 'In review' });
    await expect(gbp).toHaveCount(1);
    // Its record: a UK IBAN, held in review.
    await gbp.getByRole('button').first().click();
    await expect(page.getByText(/^GB\d{2}/).first()).toBeVisible();
    await expect(page.getByText('In review').first()).toBeVisible();
  });
});

test.describe('virtual accounts: newbie@demo.test is not verified', () => {
  test('the IBAN opening is refused until the account is verified', async ({ page }) => {
    await signIn(page, 'newbie@demo.test');
    await openInApp(page, '/open_virtual_iban');
    await expect(page.getByRole('heading', { level: 1, name: 'Open an IBAN account' })).toBeVisible();
    await submit(page, 'Open account');
    await expect(notice(page, /Verify your account/)).toBeVisible();
  });
});

test.describe('Pay by Banque: merchant@demo.test', () => {
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, 'merchant@demo.test');
  });
  test.afterAll(async () => page.close());

  test('a payment goes to the bank and comes back added, once, even after a reload', async () => {
    await openInApp(page, '/paybybanque');
    await expect(page.getByRole('heading', { level: 1, name: 'Pay by Banque' })).toBeVisible();
    await pick(page, 'Add to account', /EUR/);
    await page.getByRole('textbox', { name: /Amount/ }).fill('0');
    await submit(page, 'Continue to your bank');
    await expect(fieldError(page, 'amount')).toBeVisible();
    await page.getByRole('textbox', { name: /Amount/ }).fill('100');
    await submit(page, 'Continue to your bank');
    await expect(page).toHaveURL(/\/paybybanque\/success\?order_id=PBB\d+$/);
    // The trip to the bank loads the app afresh (its demo backend too): give it the time of a first load.
    await expect(page.getByRole('heading', { level: 1, name: 'Money added' })).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByText('100.00 EUR was added to your account.')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Money added' })).toBeVisible();
    await page.getByRole('link', { name: 'Open EUR account' }).click();
    await expect(page).toHaveURL(/\/accounts\/EUR$/);
  });

  for (const [status, title, body] of [
    ['failed', 'Payment failed', 'No money moved. You can try again.'],
    ['cancelled', 'Payment cancelled', 'You cancelled at your bank. No money moved.'],
  ] as const) {
    test(`the ${status} return says no money moved and offers another try`, async () => {
      await openInApp(page, `/paybybanque/${status}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(body)).toBeVisible();
      await page.getByRole('link', { name: 'Try again' }).click();
      await expect(page).toHaveURL(/\/paybybanque$/);
    });
  }

  test('an unknown status or order says so, with the way to start again', async () => {
    await openInApp(page, '/paybybanque/pending-forever');
    await expect(page.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeVisible();
    await openInApp(page, '/paybybanque/success?order_id=PBB999999');
    await expect(page.getByRole('heading', { level: 1, name: 'This order does not exist' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start a payment' })).toBeVisible();
  });
});
