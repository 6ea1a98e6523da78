import { expect, test } from '@playwright/test';

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
