// The mobile webview receiving-method pages (spec A §2, v1/v2/v3) and the smart TV code form (/smarttv, /link)
// against the demo backend: each webview version saves the bank account withdrawals are received on (the store
// holds it after a reload), a rule's message shows at its field, a 401 inside the webview is posted to the native
// app instead of signing out (spec A §8), and a wrong TV code reads 'Invalid TV code' at the field.
import { expect, test, type Page } from '@playwright/test';
import { fieldError, text } from './form-helpers';
import { signIn } from './route-helpers';

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots-mig';
const web = (key: string, values: Record<string, string | number> = {}) =>
  text('en', `webview:${key}`, values);
const SAVE = web('receivingMethod.save');

type Details = Record<string, string | null>;

/** The saved withdrawal details as the API gives them (what the store holds), read with the session's token. */
async function savedDetails(page: Page): Promise<Details> {
  let details: Details = {};
  await expect(async () => {
    details = await page.evaluate(async () => {
      const token = document.cookie.match(/(?:^|; )id_token=([^;]+)/)?.[1] ?? '';
      const response = await fetch('/ajax/api/v2/main/withdrawal-details', {
        headers: { Authorization: `Bearer ${decodeURIComponent(token)}` },
      });
      return ((await response.json()) as { data: Details }).data;
    });
  }).toPass({ timeout: 15_000 });
  return details;
}

const field = (page: Page, id: string) => page.locator(`#root_${id}`);

/** Leaves the field being typed in (its rules run on leaving), then saves. */
async function save(page: Page) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.getByRole('button', { name: SAVE, exact: true }).click();
}

async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test.describe('mobile webview receiving method', () => {
  test('v1 saves an IBAN account; a wrong IBAN is flagged at its field first', async ({ page }) => {
    await signIn(page, 'personal@demo.test', '/mobile-webview/receiving-method');
    await expect(page.getByRole('heading', { name: web('receivingMethod.v1.title') })).toBeVisible();
    // The webview frame: no sidebar or header.
    await expect(page.locator('[data-layout="webview"]')).toBeVisible();
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await field(page, 'beneficiary_name').fill('Amelia Hart');
    await field(page, 'iban').fill('DE00123');
    await field(page, 'bank_name').fill('Commerzbank Demo');
    await save(page);
    await expect(fieldError(page, 'iban')).toBeVisible();
    await expect(field(page, 'beneficiary_name')).toHaveValue('Amelia Hart');
    await shoot(page, 'webview-v1-invalid');
    await field(page, 'iban').fill('DE89370400440532013000');
    await field(page, 'swift_code').fill('COBADEFFXXX');
    await save(page);
    await expect(page.getByText(web('receivingMethod.done'))).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: web('receivingMethod.v1.title') })).toBeVisible();
    expect(await savedDetails(page)).toMatchObject({
      bank_name: 'Commerzbank Demo',
      beneficiary_name: 'Amelia Hart',
      iban: 'DE89370400440532013000',
      swift_code: 'COBADEFFXXX',
    });
  });

  test('v2 saves a local account by account and routing number', async ({ page }) => {
    await signIn(page, 'personal@demo.test', '/mobile-webview/receiving-method/v2');
    await expect(page.getByRole('heading', { name: web('receivingMethod.v2.title') })).toBeVisible();
    await field(page, 'beneficiary_name').fill('Amelia Hart');
    await field(page, 'account_number').fill('004410221');
    await field(page, 'routing_number').fill('12');
    await field(page, 'bank_name').fill('First Demo Bank');
    await save(page);
    await expect(fieldError(page, 'routing_number')).toBeVisible();
    await field(page, 'routing_number').fill('021000021');
    await save(page);
    await expect(page.getByText(web('receivingMethod.done'))).toBeVisible();
    await shoot(page, 'webview-v2-saved');
    expect(await savedDetails(page)).toMatchObject({
      bank_name: 'First Demo Bank',
      account_number: '004410221',
      routing_number: '021000021',
    });
  });

  test('v3 opens the saved account, and a change is there after a reload', async ({ page }) => {
    await signIn(page, 'personal@demo.test', '/mobile-webview/receiving-method/v3');
    await expect(page.getByRole('heading', { name: web('receivingMethod.v3.title') })).toBeVisible();
    // personal@ saved an account before (seed): it is what the form opens with.
    await expect(field(page, 'bank_name')).toHaveValue('Barclays Demo');
    await expect(field(page, 'iban')).toHaveValue('GB33BUKB20201555555555');
    await field(page, 'bank_name').fill('Barclays Bank UK');
    await save(page);
    await expect(page.getByText(web('receivingMethod.done'))).toBeVisible();
    await page.reload();
    await expect(field(page, 'bank_name')).toHaveValue('Barclays Bank UK');
    await shoot(page, 'webview-v3');
  });

  test('a 401 while saving is posted to the native app; the page stays and keeps what was typed', async ({
    page,
    context,
  }) => {
    await page.addInitScript(() => {
      const posted: string[] = [];
      (window as unknown as { __posted: string[] }).__posted = posted;
      (window as unknown as { ReactNativeWebView: object }).ReactNativeWebView = {
        postMessage: (message: string) => posted.push(message),
      };
    });
    await signIn(page, 'personal@demo.test', '/mobile-webview/receiving-method');
    await expect(page.getByRole('heading', { name: web('receivingMethod.v1.title') })).toBeVisible();
    await page.evaluate(() =>
      sessionStorage.setItem(
        'demo:faults',
        JSON.stringify([{ method: 'PUT', path: '/api/v2/main/withdrawal-details', fault: '401' }]),
      ),
    );
    await field(page, 'beneficiary_name').fill('Amelia Hart');
    await field(page, 'iban').fill('DE89370400440532013000');
    await field(page, 'bank_name').fill('Commerzbank Demo');
    await save(page);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __posted: string[] }).__posted))
      .toEqual([JSON.stringify({ status: false, http_code: 401 })]);
    await page.waitForTimeout(700);
    await expect(page).toHaveURL(/\/mobile-webview\/receiving-method$/);
    await expect(field(page, 'iban')).toHaveValue('DE89370400440532013000');
    expect((await context.cookies()).some((cookie) => cookie.name === 'id_token')).toBe(true);
  });

  test('in Arabic the webview form reads right to left', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByRole('button', { name: /arabic@demo\.test/ }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar-EG');
    await page.goto('/mobile-webview/receiving-method');
    await expect(
      page.getByRole('heading', { name: text('ar_EG', 'webview:receivingMethod.v1.title') }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await shoot(page, 'webview-ar');
  });
});

test.describe('smart TV', () => {
  test('a wrong TV code is refused at the field; a right one links the TV', async ({ page }) => {
    await signIn(page, 'personal@demo.test', '/smarttv');
    await expect(page.getByRole('heading', { name: web('smarttv.title') })).toBeVisible();
    const code = field(page, 'code');
    await code.fill('ZZ9999');
    await page.getByRole('button', { name: web('smarttv.submit'), exact: true }).click();
    await expect(fieldError(page, 'code')).toContainText(text('en', 'errors:server.invalidTvCode'));
    await expect(code).toHaveValue('ZZ9999');
    await shoot(page, 'smarttv-invalid');
    await code.fill('TV1234');
    await page.getByRole('button', { name: web('smarttv.submit'), exact: true }).click();
    await expect(
      page.getByText(web('smarttv.done', { device_name: 'Living room TV (TV1234)' })),
    ).toBeVisible();
  });

  test('/link opens the same form with the code the TV put in its address', async ({ page }) => {
    await signIn(page, 'personal@demo.test', '/link?code=TV4321');
    await expect(page.getByRole('heading', { name: web('smarttv.title') })).toBeVisible();
    await expect(field(page, 'code')).toHaveValue('TV4321');
    await page.getByRole('button', { name: web('smarttv.submit'), exact: true }).click();
    await expect(
      page.getByText(web('smarttv.done', { device_name: 'Living room TV (TV4321)' })),
    ).toBeVisible();
  });
});
