// Social sign-in: providers listed on the login page, the callback exchange, the e-mail code step.
import { expect, test } from '@playwright/test';
import { BASE } from './base-url';

test('the login page lists the social providers, and the callback signs in', async ({ page }) => {
  await page.goto('/auth/login');
  const apple = page.getByRole('link', { name: 'Continue with Apple' });
  await expect(page.getByRole('link', { name: 'Continue with Google' })).toBeVisible();
  await expect(apple).toHaveAttribute('href', /\/auth\/socials\/callback\?provider=apple&code=/);
  await apple.click();
  await expect(page).toHaveURL(`${BASE}/`);
  await expect(page.getByText('Welcome back, Amelia Hart')).toBeVisible();
});

test('an account with a second factor asks for the code; a wrong one is refused at the field', async ({
  page,
}) => {
  await page.goto('/auth/login');
  await page.getByRole('link', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Enter your security code' })).toBeVisible();
  await expect(page.getByText('merchant@demo.test')).toBeVisible();
  const code = page.getByLabel('6-digit code');
  await code.fill('000000');
  await expect(page.locator('#social-otp-code-error')).toHaveText('Invalid OTP');
  await expect(code).toHaveAttribute('aria-invalid', 'true');
  await code.fill('123456');
  await expect(page).toHaveURL(`${BASE}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Accounts overview' })).toBeVisible();
});

test('a refused callback shows the server message and a way back to login', async ({ page }) => {
  await page.goto('/auth/socials/callback?provider=google&code=forged');
  await expect(page.getByRole('alert')).toHaveText('Authorization is not found or invalid');
  await page.getByRole('link', { name: 'Back to sign in' }).click();
  await expect(page).toHaveURL(`${BASE}/auth/login`);
});
