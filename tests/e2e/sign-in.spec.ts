import { expect, test } from '@playwright/test';
import { BASE } from './base-url';
import { signOutFromMenu } from './route-helpers';

test.describe('sign in through the contract and the demo backend', () => {
  test('a signed-out visitor is sent to login with continue, signs in and lands on home', async ({
    page,
  }) => {
    // React DOM announces itself to the React DevTools hook, if a page has one: the page draws with React DOM 19.
    await page.addInitScript(() => {
      const seen = { renderers: [] as string[], commits: 0 };
      Object.assign(window, {
        __seen: seen,
        __REACT_DEVTOOLS_GLOBAL_HOOK__: {
          supportsFiber: true,
          renderers: new Map(),
          inject(renderer: { rendererPackageName?: string; version?: string }) {
            seen.renderers.push(`${renderer.rendererPackageName}@${renderer.version}`);
            return seen.renderers.length;
          },
          onCommitFiberRoot: () => (seen.commits += 1),
          onCommitFiberUnmount: () => undefined,
          onPostCommitFiberRoot: () => undefined,
          checkDCE: () => undefined,
        },
      });
    });
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth\/login\?continue=%2F$/);
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();

    await page.getByLabel('Email').fill('personal@demo.test');
    await page.getByLabel('Password').fill('Demo1234');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: 'Accounts overview' })).toBeVisible();
    await expect(page.getByText('Welcome back, Amelia Hart')).toBeVisible();
    for (const currency of ['USD', 'EUR', 'GBP', 'JPY']) {
      await expect(page.getByRole('region', { name: currency })).toBeVisible();
    }
    // JPY has no fraction digits; amounts use a space as the thousands separator (spec A §9).
    await expect(page.getByRole('region', { name: 'JPY' })).toHaveText(/\d[\d ]*(?!\.)/);
    const seen = await page.evaluate(
      () => (window as unknown as { __seen: { renderers: string[]; commits: number } }).__seen,
    );
    expect(seen.renderers).toEqual([expect.stringMatching(/^react-dom@19\./)]);
    expect(seen.commits).toBeGreaterThan(0);
  });

  test('a wrong password keeps what was typed and says why', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill('personal@demo.test');
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Either the account or password is incorrect.');
    await expect(page.getByLabel('Email')).toHaveValue('personal@demo.test');
    await expect(page.getByLabel('Password')).toHaveValue('wrong-password');
  });

  test('continue is followed after sign-in only when it is a same-origin path', async ({ page }) => {
    await page.goto('/auth/login?continue=%2F%2Fevil.example');
    await page.getByRole('button', { name: 'Sign in as merchant@demo.test' }).click();
    await expect(page).toHaveURL(`${BASE}/`);
  });

  test('signing out clears the session and returns to login', async ({ page, context }) => {
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Sign in as merchant@demo.test' }).click();
    await expect(page.getByRole('heading', { name: 'Accounts overview' })).toBeVisible();
    expect((await context.cookies()).some((c) => c.name === 'id_token')).toBe(true);
    // Sign out is the last entry of the account menu (spec A §2).
    await signOutFromMenu(page);
    await expect(page).toHaveURL(/\/auth\/login/);
    expect((await context.cookies()).some((c) => c.name === 'id_token')).toBe(false);
  });
});
