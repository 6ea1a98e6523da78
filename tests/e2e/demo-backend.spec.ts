import { expect, test, type Page } from '@playwright/test';
import { signIn } from './route-helpers';

/** Calls the demo backend from the page, through the service worker, with the session cookie's token. */
function callApi(page: Page, path: string, init: { method?: string; body?: unknown } = {}) {
  return page.evaluate(
    async ({ path, init }) => {
      const token = document.cookie.match(/(?:^|; )id_token=([^;]+)/)?.[1] ?? '';
      const response = await fetch(`/ajax${path}`, {
        method: init.method ?? 'GET',
        headers: { Authorization: `Bearer ${decodeURIComponent(token)}`, 'Content-Type': 'application/json' },
        ...(init.body ? { body: JSON.stringify(init.body) } : {}),
      });
      return { status: response.status, body: (await response.json()) as { data: Array<{ email: string }> } };
    },
    { path, init },
  );
}

test('a write to the demo backend survives a page reload', async ({ page }) => {
  await signIn(page, 'merchant@demo.test');
  const email = 'reload.check@demo.test';
  const created = await callApi(page, '/api/v2/main/contacts', {
    method: 'POST',
    body: { first_name: 'Reload', last_name: 'Check', email, phone: '+1 415 555 0199' },
  });
  expect(created.status).toBe(200);

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Accounts overview' })).toBeVisible();
  const list = await callApi(page, `/api/v2/main/contacts?search=${encodeURIComponent('Reload')}&all=1`);
  expect(list.status).toBe(200);
  expect(list.body.data.map((contact) => contact.email)).toContain(email);
});

test('the demo backend keeps personas apart', async ({ page }) => {
  await signIn(page, 'newbie@demo.test');
  await expect(page.getByRole('region', { name: 'USD' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'EUR' })).toHaveCount(0);
});
