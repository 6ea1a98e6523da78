// Legacy e-wallet migration (spec B §2, §4, §5, §9) end to end against the demo backend: the whole flow with a
// wrong code and a mismatched confirmation at their fields, success kept after a reload (and the new password
// signs in), the irreversible refusal, no legacy account, the closed flow after 2 September 2024, a failed load.
// The flow is open only until the end date. The journey opens it as a person does, with the demo note's "try it
// as on 2 September 2024" button; the other tests plan the day up front (sessionStorage 'demo:migration-today',
// sent to the demo backend as X-Demo-Today, src/screens/migration/demo-clock.ts).
import { expect, test, type Page } from '@playwright/test';
import { text } from './form-helpers';
import { signIn, signOutFromMenu } from './route-helpers';

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots-mig';
const en = (key: string, values: Record<string, string | number> = {}) =>
  text('en', `migration:${key}`, values);

async function openFlow(page: Page) {
  await page.addInitScript(() => {
    if (window.top === window) sessionStorage.setItem('demo:migration-today', '2024-08-01');
  });
}

async function openMigration(page: Page) {
  await page.goto('/migration');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

const fieldError = (page: Page, id: string) => page.locator(`#${id}-error`);

async function shoot(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

test('personal@ migrates: phone, a wrong code, a mismatched confirmation, success kept after a reload', async ({
  page,
}) => {
  await signIn(page, 'personal@demo.test');
  await openMigration(page);
  // Today the service has ended; the demo note opens the window as on its last day.
  const date = 'September 2, 2024';
  await expect(page.getByRole('heading', { name: en('notAvailable.service_ended.title') })).toBeVisible();
  const demo = page.getByRole('complementary', { name: en('demo.label') });
  await expect(demo.getByText(en('demo.ended', { date }))).toBeVisible();
  await demo.getByRole('button', { name: en('demo.open', { date }) }).click();
  await expect(demo.getByText(en('demo.planned', { date }))).toBeVisible();
  await expect(page.getByRole('heading', { name: en('title') })).toBeVisible();
  await expect(page.getByText(en('endsOn', { date: 'September 2, 2024' }))).toBeVisible();
  await shoot(page, 'consent');

  await page.getByRole('button', { name: en('consent.start') }).click();
  await expect(page.getByRole('heading', { name: en('phone.title') })).toBeVisible();
  await expect(page.getByText(en('stepOf', { current: 1, total: 3 }))).toBeVisible();
  // The country of the account's own phone is offered; with none chosen the message is at the country field.
  await expect(page.getByLabel(en('phone.country'))).toHaveValue('GB');
  await page.getByLabel(en('phone.country')).selectOption('');
  await page.getByRole('button', { name: en('phone.submit') }).click();
  await expect(fieldError(page, 'migration-country')).toHaveText(en('validation.countryRequired'));
  await page.getByLabel(en('phone.country')).selectOption('GB');
  await page.getByLabel(en('phone.number')).fill('12');
  await page.getByRole('button', { name: en('phone.submit') }).click();
  await expect(fieldError(page, 'migration-phone')).toHaveText(en('validation.phoneInvalid'));
  await page.getByLabel(en('phone.number')).fill('7700 900123');
  await shoot(page, 'phone');
  await page.getByRole('button', { name: en('phone.submit') }).click();

  await expect(page.getByRole('heading', { name: en('code.title') })).toBeVisible();
  await expect(page.getByText('7700 900123')).toBeVisible();
  const code = page.getByLabel('6-digit code');
  await code.fill('000000');
  await expect(fieldError(page, 'migration-code')).toHaveText(en('errors.invalidOtp'));
  await shoot(page, 'code-invalid');
  await code.fill('123456');

  await expect(page.getByRole('heading', { name: en('password.title') })).toBeVisible();
  const password = page.getByLabel(en('password.new'), { exact: true });
  const confirm = page.getByLabel(en('password.confirm'));
  await password.fill('Migrate2024');
  await confirm.fill('Migrate2025');
  await page.getByRole('button', { name: en('password.submit') }).click();
  await expect(fieldError(page, 'migration-confirm')).toHaveText('The password confirmation does not match');
  // Nothing typed is lost.
  await expect(password).toHaveValue('Migrate2024');
  await shoot(page, 'password-mismatch');
  await confirm.fill('Migrate2024');
  await page.getByRole('button', { name: en('password.submit') }).click();

  await expect(page.getByRole('heading', { name: en('success.title') })).toBeVisible();
  await shoot(page, 'success');

  // The demo store holds it: after a reload the consent says it is done, and nothing can start again.
  await page.reload();
  await expect(page.getByRole('heading', { name: en('notAvailable.already_migrated.title') })).toBeVisible();
  await expect(page.getByRole('button', { name: en('consent.start') })).toHaveCount(0);
  // Back to the real date, it is still done: the account's own state wins over the end date.
  await demo.getByRole('button', { name: en('demo.back') }).click();
  await expect(page.getByRole('heading', { name: en('notAvailable.already_migrated.title') })).toBeVisible();

  // The new password is the sign-in password now.
  await signOutFromMenu(page);
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await page.getByLabel('Email').fill('personal@demo.test');
  await page.getByLabel('Password', { exact: true }).fill('Migrate2024');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Accounts overview' })).toBeVisible();
});

test('refusing asks first, says it cannot be undone, and stays refused after a reload', async ({ page }) => {
  await openFlow(page);
  await signIn(page, 'personal@demo.test');
  await openMigration(page);
  await page.getByRole('button', { name: en('consent.refuse') }).click();
  const dialog = page.getByRole('dialog', { name: en('refuse.title') });
  await expect(dialog.getByText(en('refuse.body'))).toBeVisible();
  await shoot(page, 'refuse-dialog');
  // Cancel leaves everything open.
  await dialog.getByRole('button', { name: en('refuse.cancel') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: en('consent.start') })).toBeVisible();

  await page.getByRole('button', { name: en('consent.refuse') }).click();
  await page.getByRole('button', { name: en('refuse.confirm') }).click();
  await expect(page.getByRole('heading', { name: en('refused.title') })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: en('notAvailable.refused.title') })).toBeVisible();
  await expect(page.getByText(en('notAvailable.refused.body'))).toBeVisible();
  await expect(page.getByRole('button', { name: en('consent.start') })).toHaveCount(0);
});

test('no legacy account: newbie@ is told there is nothing to migrate', async ({ page }) => {
  await openFlow(page);
  await signIn(page, 'newbie@demo.test');
  await openMigration(page);
  await expect(page.getByRole('heading', { name: en('notAvailable.no_account.title') })).toBeVisible();
  await expect(page.getByText(en('notAvailable.no_account.body'))).toBeVisible();
  await expect(page.getByRole('button', { name: en('consent.start') })).toHaveCount(0);
});

test('after 2 September 2024 the flow is closed, and the page says when and what to do', async ({ page }) => {
  await signIn(page, 'personal@demo.test');
  await openMigration(page);
  await expect(page.getByText(en('endedOn', { date: 'September 2, 2024' }))).toBeVisible();
  await expect(page.getByRole('heading', { name: en('notAvailable.service_ended.title') })).toBeVisible();
  await expect(page.getByRole('link', { name: en('outcome.support') })).toBeVisible();
  await expect(page.getByRole('button', { name: en('consent.start') })).toHaveCount(0);
  await shoot(page, 'service-ended');
});

test('a failed consent call offers a retry instead of a blank page', async ({ page }) => {
  await openFlow(page);
  await signIn(page, 'personal@demo.test');
  await page.evaluate(() =>
    sessionStorage.setItem(
      'demo:faults',
      JSON.stringify([{ method: 'GET', path: '/api/v2/migration/consent', fault: '500', times: 3 }]),
    ),
  );
  await page.goto('/migration');
  await expect(page.getByText(en('errors.loadFailed'))).toBeVisible();
  await page.getByRole('button', { name: text('en', 'forms:common.retry') }).click();
  await expect(page.getByRole('button', { name: en('consent.start') })).toBeVisible();
});

test('in Arabic the page reads right to left with the date in Arabic', async ({ page }) => {
  await openFlow(page);
  // arabic@ has Arabic saved in their settings: the app switches to it after sign-in.
  await page.goto('/auth/login');
  await page.getByRole('button', { name: /arabic@demo\.test/ }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar-EG');
  await openMigration(page);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: text('ar_EG', 'migration:title') })).toBeVisible();
  await shoot(page, 'ar-consent');
  await page.getByRole('button', { name: text('ar_EG', 'migration:consent.start') }).click();
  await shoot(page, 'ar-phone');
});
