import { expect, test } from '@playwright/test';
import { BASE } from './base-url';

test.describe('View as (demo mode)', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Sign in as merchant@demo.test' }).click();
    await expect(page.getByText('Welcome back, Sofia Marquez')).toBeVisible();
  });

  test('switches persona without leaving the page', async ({ page }) => {
    await page.getByLabel('View as').selectOption('personal@demo.test');
    await expect(page.getByText('Welcome back, Amelia Hart')).toBeVisible();
    await expect(page).toHaveURL(`${BASE}/`);
    await expect(page.getByRole('region', { name: 'JPY' })).toBeVisible();
    await expect(page.getByLabel('View as')).toHaveValue('personal@demo.test');
  });

  test('sends the new persona home when it may not see the page', async ({ page }) => {
    await page.goto('/processing/reports/settlements');
    await expect(page).toHaveURL(/\/processing\/reports\/settlements$/);
    await page.getByLabel('View as').selectOption('personal@demo.test');
    await expect(page).toHaveURL(`${BASE}/`);
    await expect(page.getByText('Welcome back, Amelia Hart')).toBeVisible();
  });
});
