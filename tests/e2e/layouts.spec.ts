import { expect, test, type Page } from '@playwright/test';
import { BASE } from './base-url';
import { signIn } from './route-helpers';

/** Plans a demo-backend fault for the next page load (src/mocks/fault-plan.ts). */
async function planFaults(page: Page, rules: { path: string; fault: string; times?: number }[]) {
  await page.evaluate((plan) => sessionStorage.setItem('demo:faults', JSON.stringify(plan)), rules);
}

test.describe('layouts (spec A §2, spec B §2)', () => {
  test('a webview page has no header or sidebar, only the page', async ({ page }) => {
    await signIn(page, 'personal@demo.test', '/mobile-webview/receiving-method');
    await expect(page.locator('[data-route-name="mobile-webview-receiving-method"]')).toBeVisible();
    await expect(page.locator('[data-layout="webview"]')).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByRole('button', { name: /Account menu for/ })).toHaveCount(0);
  });

  test('a public widget page offers Login to visitors and comes back after signing in', async ({ page }) => {
    await page.goto('/qr/QR00001');
    await expect(page.locator('[data-route-name="qr-code"]')).toBeVisible();
    const header = page.getByRole('banner');
    const login = header.getByRole('link', { name: 'Login' });
    await expect(login).toHaveAttribute('href', '/auth/login?continue=%2Fqr%2FQR00001');
    await expect(header.getByRole('button', { name: /Profile menu for/ })).toHaveCount(0);

    await login.click();
    await page.getByRole('button', { name: 'Sign in as personal@demo.test' }).click();
    await expect(page).toHaveURL(`${BASE}/qr/QR00001`);
    await expect(page.locator('[data-route-name="qr-code"]')).toBeVisible();
    await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);

    const menu = header.getByRole('button', { name: 'Profile menu for Amelia Hart' });
    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('link', { name: 'My profile' })).toHaveAttribute('href', '/me');
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'My profile' })).toHaveCount(0);
    await expect(menu).toBeFocused();

    await menu.click();
    await page.getByRole('link', { name: 'My profile' }).click();
    await expect(page).toHaveURL(`${BASE}/me`);
  });

  test('signing out from the widget menu ends the session', async ({ page, context }) => {
    await signIn(page, 'merchant@demo.test', '/pay/invoice/INV-2026-0001');
    await page.getByRole('button', { name: /Profile menu for/ }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/auth\/login/);
    expect((await context.cookies()).some((cookie) => cookie.name === 'id_token')).toBe(false);
  });

  test('the login footer names the visitor’s entity and its regulation, from the settings service', async ({
    page,
  }) => {
    await page.goto('/auth/login');
    const footer = page.getByRole('contentinfo');
    // The demo geo-IP answers US, served by the inc entity.
    await expect(footer.getByText(/© \d{4} FPINC\. All rights reserved\./)).toBeVisible();
    await expect(footer.getByText('FastPay Inc. (NMLS ID 2104567) is authorised')).toBeVisible();
    await expect(footer).not.toContainText('FPLTD');
    await expect(footer.getByLabel('Language')).toBeVisible();
  });

  test('when geo-IP fails the footer falls back to the ltd entity without a message', async ({ page }) => {
    await page.goto('/auth/login');
    await planFaults(page, [{ path: '/api/v2/geo-ip', fault: '500' }]);
    await page.reload();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(/© \d{4} FPLTD\. All rights reserved\./)).toBeVisible();
    await expect(footer.getByText('FastPay Ltd (company no. 10230456)')).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('a signed-in user’s footer names their own entity', async ({ page }) => {
    await signIn(page, 'personal@demo.test', '/auth/oauth/authorize');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText(/© \d{4} FPLTD\. All rights reserved\./)).toBeVisible();
    await expect(footer.getByText('FastPay Ltd (company no. 10230456)')).toBeVisible();
  });
});

test.describe('error page (spec A §2)', () => {
  test('an unknown address is a 404 with a working way home', async ({ page }) => {
    await signIn(page, 'personal@demo.test', '/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeVisible();
    await expect(page.getByText('Error code 404')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reload' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(`${BASE}/`);
    await expect(page.getByRole('heading', { name: 'Accounts overview' })).toBeVisible();
  });

  test('a page that fails to load shows the system message and Reload, which recovers', async ({
    page,
    context,
  }) => {
    await signIn(page, 'personal@demo.test');
    // The list page's chunk answers 500 until Reload is pressed: the first failure reloads once (spec A §8),
    // the second reaches the error page. (Not a count of failures: the browser may fetch the chunk more than
    // once per load, and a load in flight when the route is installed can be restarted.)
    let broken = true;
    await context.route(/\/assets\/table-page-[^/]+\.js$/, async (route) => {
      if (broken) await route.fulfill({ status: 500, body: 'boom' });
      else await route.continue();
    });
    await page.goto('/transactions');
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'An error occurred while rendering the page. Please try again.',
      }),
    ).toBeVisible();
    await expect(page.getByText('Error code 500')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveCount(0);
    broken = false;
    await page.getByRole('button', { name: 'Reload' }).click();
    await expect(page.locator('[data-route-name="transactions"]')).toBeVisible();
  });

  test('the error page mirrors in Arabic', async ({ page, context }) => {
    await context.addCookies([{ name: 'locale', value: 'ar_EG', url: BASE }]);
    await page.goto('/no/such/page');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'تعذّر العثور على هذه الصفحة' })).toBeVisible();
    await expect(page.getByText('رمز الخطأ 404')).toBeVisible();
  });
});

test('the progress bar shows during a slow data call and is gone after', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, 'personal@demo.test');
  await planFaults(page, [{ path: '/api/v2/main/balance', fault: 'slow' }]);
  await page.reload();
  const bar = page.getByRole('progressbar', { name: 'Loading' });
  await expect(bar).toBeVisible();
  const first = Number(await bar.getAttribute('aria-valuenow'));
  await page.waitForTimeout(1500);
  const later = Number(await bar.getAttribute('aria-valuenow'));
  expect(later).toBeGreaterThan(first);
  expect(later).toBeLessThanOrEqual(90);
  await expect(bar).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'USD' })).toBeVisible();
});
