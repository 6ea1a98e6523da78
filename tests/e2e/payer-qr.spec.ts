// The payer QR flow as a payer lives it (spec B §2, §4, §8, §9): a code's page, the country, the amount, 'Pay
// with the app', processing and its result, with the demo codes of qr-model.ts reaching every state; and the
// merchant's side: a dynamic code (180 px, 5 minutes) that lands in the QR payments list, and the sticker.
import { expect, test, type Page } from '@playwright/test';
import { openInApp, signIn } from './route-helpers';

const MERCHANT = 'Marquez Coffee Roasters';

/** The available USD balance on home, as a number. */
async function usdBalance(page: Page): Promise<number> {
  await openInApp(page, '/');
  const card = page.locator('main [aria-label="USD"]').first();
  await expect(card).toBeVisible();
  const text = (await card.locator('bdi').innerText()).replace(/\s/g, '');
  return Number(text);
}

async function toAmountStep(page: Page, code: string) {
  await page.goto(`/qr/${code}`);
  await expect(page.getByText(MERCHANT)).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Select your country' })).toBeVisible();
  await expect(page.getByLabel('Country')).toHaveValue('US');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`/qr/${code}/set-amount\\?country=US$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Set the amount' })).toBeVisible();
}

test.describe('personal@demo.test pays QR codes', () => {
  test('a sticker: invalid amounts are refused at the field, then the payment processes and succeeds', async ({
    page,
  }) => {
    await signIn(page, 'personal@demo.test');
    const before = await usdBalance(page);
    await toAmountStep(page, 'QRS0001');
    const amount = page.getByLabel('Amount in USD');
    for (const wrong of ['0', '1.234', '-3', 'abc']) {
      await amount.fill(wrong);
      await page.getByRole('button', { name: 'Pay with the app' }).click();
      await expect(page.locator('#qr-amount-error')).toHaveText('Invalid amount');
      // Nothing typed is lost.
      await expect(amount).toHaveValue(wrong);
    }
    await amount.fill('12.34');
    await expect(page.locator('#qr-amount-error')).toHaveCount(0);
    await page.getByRole('button', { name: 'Pay with the app' }).click();
    await expect(page.getByRole('heading', { name: 'Processing transaction' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(`You paid 12.34 USD to ${MERCHANT}.`)).toBeVisible();

    // The store holds the payment: after a reload the wallet shows it.
    await page.getByRole('link', { name: 'See transactions' }).click();
    await expect(page).toHaveURL(/\/transactions$/);
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: MERCHANT }).first()).toContainText('12.34');
    expect(await usdBalance(page)).toBeCloseTo(before - 12.34, 2);
  });

  test('a fixed-amount code pays once; then it reads already paid, after a reload too', async ({ page }) => {
    await signIn(page, 'personal@demo.test');
    await toAmountStep(page, 'QR00001');
    await expect(page.getByText('24.50 USD')).toBeVisible();
    await expect(page.getByLabel(/Amount in/)).toHaveCount(0);
    await page.getByRole('button', { name: 'Pay with the app' }).click();
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
    await page.goto('/qr/QR00001');
    await expect(page.getByRole('heading', { name: 'This QR code has already been paid' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'This QR code has already been paid' })).toBeVisible();
  });

  test('a declined payment fails and a cancelled one is cancelled; no money moves', async ({ page }) => {
    await signIn(page, 'personal@demo.test');
    const before = await usdBalance(page);
    for (const [code, heading] of [
      ['QRF0001', 'Payment failed'],
      ['QRC0001', 'Payment cancelled'],
    ] as const) {
      await toAmountStep(page, code);
      await page.getByRole('button', { name: 'Pay with the app' }).click();
      await expect(page.getByRole('heading', { name: 'Processing transaction' })).toBeVisible();
      await expect(page.getByRole('heading', { name: heading })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByText('No money was taken from your account.')).toBeVisible();
      // Try again goes back to the form: the code still works.
      await page.getByRole('button', { name: 'Try again' }).click();
      await expect(page.getByRole('button', { name: 'Pay with the app' })).toBeVisible();
    }
    await page.reload();
    expect(await usdBalance(page)).toBeCloseTo(before, 2);
  });

  test('a yen sticker takes whole numbers only', async ({ page }) => {
    await signIn(page, 'personal@demo.test');
    await toAmountStep(page, 'QRS0002');
    await expect(page.getByText('JPY amounts are whole numbers, at least 1.')).toBeVisible();
    await page.getByLabel('Amount in JPY').fill('10.5');
    await page.getByRole('button', { name: 'Pay with the app' }).click();
    await expect(page.locator('#qr-amount-error')).toHaveText('Invalid amount');
    await expect(page.getByLabel('Amount in JPY')).toHaveValue('10.5');
  });
});

test.describe('codes that cannot be paid', () => {
  test('expired, unknown, and a visitor who is not signed in', async ({ page }) => {
    await page.goto('/qr/QR00002');
    await expect(page.getByRole('heading', { name: 'Invalid or Expired QR Code' })).toBeVisible();
    await expect(page.getByText('Ask the merchant for a new QR code and scan it again.')).toBeVisible();
    await page.goto('/qr/NOPE123/set-amount');
    await expect(page.getByRole('heading', { name: 'QR not found or expired' })).toBeVisible();
    await page.goto('/qr/QRS0001/set-amount?country=US');
    const signInLink = page.getByRole('link', { name: 'Sign in to pay' });
    await expect(signInLink).toHaveAttribute(
      'href',
      `/auth/login?continue=${encodeURIComponent('/qr/QRS0001/set-amount?country=US')}`,
    );
  });
});

test.describe('merchant@demo.test', () => {
  test('generates a dynamic QR: 180 px, counts down, expires on the page, and is in the QR payments list', async ({
    page,
  }) => {
    await page.clock.install();
    await signIn(page, 'merchant@demo.test');
    await openInApp(page, '/processing/qr-payments/dynamic-qr');
    await expect(page.getByRole('heading', { level: 1, name: 'Dynamic QR code' })).toBeVisible();
    await page.getByLabel('Amount').fill('7.50');
    await page.getByLabel('Description').fill('Table four');
    await page.getByRole('button', { name: 'Generate QR code' }).click();
    await expect(page.getByRole('heading', { name: 'Show this code to the payer' })).toBeVisible();
    const image = page.locator('svg[height="180"][width="180"]');
    await expect(image).toBeVisible();
    const code = (await page.locator('strong[dir="ltr"]').innerText()).trim();
    expect(code).toMatch(/^QR\d{5}$/);
    await expect(page.getByText(/Code expires in [45]:\d\d/)).toBeVisible();

    await page.clock.fastForward('05:01');
    await expect(page.getByText('This code has expired. Generate a new one.')).toBeVisible();

    // The clock runs again for the list page: its route loads on timers the frozen clock would hold back.
    await page.clock.resume();
    await page.getByRole('link', { name: 'See QR payments' }).click();
    await expect(page).toHaveURL(/\/processing\/qr-payments$/);
    await page.reload();
    await expect(page.getByRole('row').filter({ hasText: code })).toBeVisible();
  });

  test('the payer sees a live dynamic code with its time left, and it expires on the page', async ({
    page,
  }) => {
    await page.clock.install();
    await signIn(page, 'merchant@demo.test');
    await openInApp(page, '/processing/qr-payments/dynamic-qr');
    await page.getByLabel('Amount').fill('3');
    await page.getByRole('button', { name: 'Generate QR code' }).click();
    const code = (await page.locator('strong[dir="ltr"]').innerText()).trim();
    await page.goto(`/qr/${code}`);
    await expect(page.getByTestId('qr-time-left')).toHaveText(/Code expires in [45]:\d\d/);
    await page.clock.fastForward('05:01');
    await expect(page.getByRole('heading', { name: 'Invalid or Expired QR Code' })).toBeVisible();
  });

  test('the sticker shows the business name and its QR code, ready to print or download', async ({
    page,
  }) => {
    await signIn(page, 'merchant@demo.test');
    await openInApp(page, '/processing/qr-payments/make-stickers');
    const sticker = page.getByRole('img', { name: /^QR sticker of / });
    await expect(sticker).toBeVisible();
    await expect(sticker).toContainText('Scan to pay');
    await expect(sticker).toContainText('QRS0001');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download SVG' }).click();
    expect((await download).suggestedFilename()).toMatch(/-qr-sticker\.svg$/);
  });
});
