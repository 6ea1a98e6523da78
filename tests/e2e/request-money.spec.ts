// Request money end to end (schemas/forms/request-money.json, schemas/tables/payment-requests.json,
// src/screens/pay-request): merchant@ asks for money, keeps the link on screen, a signed-out payer pays it on
// /pay/request/:id, and the merchant sees the request paid and the money in the balance and transactions, after
// reloads. The demo backend lives in the browser, so the payer uses the same browser after signing out.
import { expect, test, type Page } from '@playwright/test';
import { catalogue, submit, textAt } from './form-helpers';
import { openInApp, signIn, signOutFromMenu } from './route-helpers';

const transfers = (key: string) => textAt(catalogue('en', 'transfers'), key);
const PAY = (key: string) => textAt(catalogue('en', 'pay-request'), key);

/** The number in a formatted amount: "1 234.50 USD" → 1234.5. */
const amountOf = (text: string) => Number(/-?\d[\d ]*(?:\.\d+)?/.exec(text)?.[0].replace(/ /g, '') ?? NaN);

/** The available balance the home page shows for a currency. */
async function homeBalance(page: Page, currency: string): Promise<number> {
  await openInApp(page, '/');
  const card = page.getByLabel(currency, { exact: true });
  await expect(card).toBeVisible();
  return amountOf((await card.textContent()) ?? '');
}

/** The pay button; the amount in its name is isolated for right-to-left text (U+2066…U+2069). */
const payButton = (page: Page) => page.getByRole('button', { name: /^Pay\W*150\.25 USD\W*$/ });

test.describe('request money', () => {
  test('merchant@ requests 150.25 USD, a signed-out payer pays the link, and the merchant sees it paid with the money in after a reload', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, 'merchant@demo.test');
    const before = await homeBalance(page, 'USD');

    await openInApp(page, '/request-money');
    await expect(page.getByRole('heading', { level: 1, name: transfers('request.title') })).toBeVisible();
    await page.getByRole('textbox', { name: 'Amount*' }).fill('150.25');
    await page.getByRole('textbox', { name: `${transfers('request.payerEmail')}*` }).fill('payer@demo.test');
    await page.getByRole('textbox', { name: 'Note' }).fill('Consulting, March');
    await submit(page, transfers('request.submit'));

    // The request stays on the page: its link (with copy), the amount and the payer.
    const panel = page
      .getByRole('status')
      .filter({ has: page.getByRole('heading', { name: /PR[0-9A-Z]{7}/ }) });
    await expect(panel.getByRole('heading')).toHaveText(/^Payment request PR[0-9A-Z]{7} is ready$/);
    const link = panel.getByRole('link', { name: /\/pay\/request\/PR[0-9A-Z]{7}$/ });
    const url = (await link.textContent()) ?? '';
    const id = /PR[0-9A-Z]{7}$/.exec(url)?.[0] ?? '';
    await expect(panel.getByText('150.25 USD', { exact: true })).toBeVisible();
    await expect(panel.getByText('payer@demo.test', { exact: true })).toBeVisible();
    await panel.getByRole('button', { name: `Copy ${transfers('request.link')}` }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(url);

    // Listed, pending.
    await page
      .getByRole('link', { name: transfers('request.seeAll') })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: PAY('list.title') })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(id) })).toContainText('Pending');

    // The payer, signed out, opens the link.
    await signOutFromMenu(page);
    await expect(page.getByRole('button', { name: /^Sign in as / }).first()).toBeVisible();
    await page.goto(new URL(url).pathname);
    await expect(page.getByRole('heading', { name: /requests a payment$/ })).toBeVisible();
    await expect(page.getByText('150.25 USD', { exact: true })).toBeVisible();
    await expect(page.getByText('Consulting, March')).toBeVisible();
    // A wrong e-mail says so at the field and keeps what was typed.
    await page.getByRole('textbox', { name: PAY('pay.name') }).fill('Pat Payer');
    await page.getByRole('textbox', { name: PAY('pay.email') }).fill('pat@');
    await payButton(page).click();
    await expect(page.getByRole('textbox', { name: PAY('pay.email') })).toHaveAccessibleDescription(
      PAY('pay.emailInvalid'),
    );
    await expect(page.getByRole('textbox', { name: PAY('pay.name') })).toHaveValue('Pat Payer');
    await page.getByRole('textbox', { name: PAY('pay.email') }).fill('pat@demo.test');
    await payButton(page).click();
    await expect(page.getByText(PAY('pay.paid'))).toBeVisible();
    await page.reload();
    await expect(page.getByText(PAY('pay.paid'))).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);

    // The merchant sees it paid, the balance up by the amount and the payment in transactions, after a reload.
    await signIn(page, 'merchant@demo.test', '/request-money/requests');
    await page.reload();
    await expect(page.getByRole('row', { name: new RegExp(id) })).toContainText('Paid');
    expect(await homeBalance(page, 'USD')).toBeCloseTo(before + 150.25, 2);
    await openInApp(page, '/transactions');
    await page.getByRole('searchbox').fill(id);
    const row = page.getByRole('row', { name: /Pat Payer/ });
    await expect(row).toContainText('150.25 USD');
  });

  test('an unknown or expired request says so and offers no payment', async ({ page }) => {
    await page.goto('/pay/request/PRZZZZZZZ');
    await expect(page.getByText(PAY('pay.notFound'))).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
    // merchant@'s seeded request past its date.
    await page.goto('/pay/request/PRX3B8N1T');
    await expect(page.getByText(PAY('pay.expired'))).toBeVisible();
    await expect(page.getByText('95.50 USD', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Pay / })).toHaveCount(0);
  });
});
