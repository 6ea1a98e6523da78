// Sign-up and password reset end to end against the demo backend (codes are 123456).
import { expect, test } from '@playwright/test';
import { BASE } from './base-url';

test.describe('sign-up', () => {
  test('details, then the e-mailed code, then signed in at home', async ({ page }) => {
    await page.goto('/auth/sign-up');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await page.getByRole('radio', { name: 'Business' }).check();
    await page.getByLabel('Full name').fill('Nova Newcomer');
    await page.getByLabel('Email').fill('nova.newcomer@demo.test');
    await page.getByLabel('Password', { exact: true }).fill('Demo1234');
    await page.getByLabel('Confirm password').fill('Demo1234');
    await page.getByLabel('Country of residence').selectOption('DE');
    await page.getByRole('button', { name: 'Continue' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Confirm your e-mail' })).toBeVisible();
    await expect(page.getByText('nova.newcomer@demo.test')).toBeVisible();
    await expect(page.getByText(/New code in 0[01]:\d\d/)).toBeVisible();
    // A filled code submits itself.
    await page.getByLabel('6-digit code').fill('123456');
    await expect(page).toHaveURL(`${BASE}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Accounts overview' })).toBeVisible();
    await expect(page.getByText('Nova Newcomer').first()).toBeVisible();
  });

  test('field rules and a taken e-mail show at their fields; what was typed stays', async ({ page }) => {
    await page.goto('/auth/sign-up');
    await page.getByLabel('Full name').fill('Amelia Again');
    await page.getByLabel('Email').fill('personal@demo.test');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('Choose your country.')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Password', { exact: true }).fill('Demo1234');
    await page.getByLabel('Confirm password').fill('Demo1234');
    await page.getByLabel('Country of residence').selectOption('FR');
    await page.getByRole('button', { name: 'Continue' }).click();
    const email = page.getByLabel('Email');
    await expect(page.locator('#sign-up-email-error')).toHaveText('The email has already been taken.');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveValue('personal@demo.test');
    await expect(page.getByLabel('Full name')).toHaveValue('Amelia Again');
  });

  test('a wrong code is refused at the code field', async ({ page }) => {
    await page.goto('/auth/sign-up');
    await page.getByLabel('Full name').fill('Wrong Code');
    await page.getByLabel('Email').fill('wrong.code@demo.test');
    await page.getByLabel('Password', { exact: true }).fill('Demo1234');
    await page.getByLabel('Confirm password').fill('Demo1234');
    await page.getByLabel('Country of residence').selectOption('DE');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('6-digit code').fill('654321');
    await expect(page.locator('#sign-up-code-error')).toHaveText('Invalid OTP');
    await expect(page).toHaveURL(`${BASE}/auth/sign-up`);
  });
});

test.describe('password reset', () => {
  test('e-mail → code and new password → done → sign in with the new password', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
    await page.getByLabel('Email').fill('dormant@demo.test');
    await page.getByRole('button', { name: 'Send code' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    await page.getByLabel('6-digit code').fill('123456');
    await page.getByLabel('New password').fill('Fresh5678');
    await page.getByLabel('Confirm password').fill('Fresh5678');
    await page.getByRole('button', { name: 'Save new password' }).click();

    await expect(
      page.getByRole('heading', { level: 1, name: 'Your password has been changed' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await page.getByLabel('Email').fill('dormant@demo.test');
    await page.getByLabel('Password').fill('Fresh5678');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(`${BASE}/`);
    await expect(page.getByRole('heading', { level: 1, name: 'Accounts overview' })).toBeVisible();
  });

  test('an unknown e-mail is told at the e-mail field', async ({ page }) => {
    await page.goto('/auth/reset');
    await page.getByLabel('Email').fill('nobody@demo.test');
    await page.getByRole('button', { name: 'Send code' }).click();
    await expect(page.locator('#reset-email-error')).toHaveText(
      "There's no account associated with this email address",
    );
    await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  });
});
