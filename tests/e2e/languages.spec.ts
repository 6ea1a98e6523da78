import { expect, test } from '@playwright/test';
import { BASE } from './base-url';
import { signIn } from './route-helpers';

test('switching to Arabic lays the page out right to left and is remembered', async ({ page, context }) => {
  await page.goto('/auth/login');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.getByLabel('Language').selectOption('ar_EG');

  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar-EG');
  await expect(page.getByRole('heading', { name: 'سجّل الدخول إلى حسابك' })).toBeVisible();
  const locale = (await context.cookies()).find((cookie) => cookie.name === 'locale');
  expect(locale?.value).toBe('ar_EG');
  expect(locale?.sameSite).toBe('Lax');

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('button', { name: 'تسجيل الدخول', exact: true })).toBeVisible();
});

test.describe('the user’s saved language and time zone', () => {
  test('arabic@ signs in from an English page and gets the Arabic, right-to-left interface', async ({
    page,
    context,
  }) => {
    await page.goto('/auth/login');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await page.getByRole('button', { name: 'Sign in as arabic@demo.test' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar-EG');
    const locale = (await context.cookies()).find((cookie) => cookie.name === 'locale');
    expect(locale?.value).toBe('ar_EG');
    // Kept for 365 days (spec A §9), give or take the seconds the test took.
    const days = ((locale?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(364.9);
    expect(days).toBeLessThan(365.1);
  });

  test('a locale the app does not support is not applied', async ({ page, context }) => {
    await context.addCookies([{ name: 'locale', value: 'fr', url: BASE }]);
    await page.goto('/auth/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  });

  test('personal@ saves a time zone and is told the new UTC offset', async ({ page }) => {
    await signIn(page, 'personal@demo.test');
    await page.getByRole('button', { name: /Account menu for Amelia Hart/ }).click();
    await page
      .getByRole('list', { name: 'Account options' })
      .getByRole('button', { name: 'Time zone' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Time zone' });
    const zone = dialog.getByRole('combobox', { name: 'Your time zone' });
    await zone.fill('Tokyo');
    await dialog.getByRole('option', { name: '(UTC+09:00) Asia/Tokyo' }).click();
    await expect(zone).toHaveValue('(UTC+09:00) Asia/Tokyo');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Reports will now be shown in UTC+09:00')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('personal@ picks a language in the dialog; it is saved and comes back at the next sign-in', async ({
    page,
    context,
  }) => {
    await signIn(page, 'personal@demo.test');
    await page.getByRole('button', { name: /Account menu for Amelia Hart/ }).click();
    await page
      .getByRole('list', { name: 'Account options' })
      .getByRole('button', { name: 'Language' })
      .click();
    const saved = page.waitForResponse((r) => r.url().includes('/api/v2/settings') && r.ok());
    // The save refreshes the session, whose answer renews the token cookie: let it land before clearing cookies.
    const refreshed = page.waitForResponse((r) => r.url().includes('/api/v2/auth/is-authenticated'));
    await page.getByRole('dialog', { name: 'Language' }).getByLabel('Language').selectOption('es_CO');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-CO');
    await saved;
    await refreshed;
    // Another device: no locale cookie, no session.
    await context.clearCookies();
    await page.goto('/auth/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('button', { name: 'Sign in as personal@demo.test' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-CO');
  });
});
