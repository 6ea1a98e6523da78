// Issue 9 item 3, the shell and the 10 s delay: the demo backend's faults (src/mocks/faults.ts, planned through
// `demo:faults`) on the reads every page makes in the background — balances, the session user, the footer's
// entity, the catalogues — and the `slow` fault, whose 10 s wait shows loading states on a list, the help
// panel, the balances and a form's submit button at once.
import { expect, test, type Page } from '@playwright/test';
import { BASE } from './base-url';
import { text } from './form-helpers';
import { signIn } from './route-helpers';
import { planFaults } from './demo-faults';

const notices = (page: Page) => page.getByRole('region', { name: /Notifications/ });
const help = (page: Page) => page.getByRole('complementary', { name: 'Help' });
const rows = (page: Page) => page.locator('[data-table] [data-row-key]');
const support = (key: string) => text('en', `account:support.${key}`);
/** Three tries, three faults: a query's two retries see the others (one rule per try). */
const threeFaults = (path: string) =>
  (['network', 'malformed', '500'] as const).map((fault) => ({ path, fault }));
const SLOW_MS = 10_000;

test('the 10 s delay: loading states on a list, the help panel, the balances and a submit, then the content', async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const reads = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const form = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  // Two accounts' tabs side by side, so both waits run at once.
  await Promise.all([
    (async () => {
      await signIn(reads, 'personal@demo.test');
      await planFaults(reads, [
        { path: '/api/v2/main/balance', fault: 'slow' },
        { path: '/api/v2/main/transactions', fault: 'slow' },
        { path: '/api/v2/faqs', fault: 'slow' },
      ]);
      const start = Date.now();
      // A full load, so the shell reads the balances again.
      await reads.goto('/transactions');
      await expect(reads.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
      await expect(
        reads.locator('[data-table]').getByRole('status').filter({ hasText: 'Loading…' }),
      ).toBeVisible();
      await expect(help(reads).getByRole('status').filter({ hasText: 'Loading help…' })).toBeVisible();
      await expect(reads.getByRole('link', { name: /^USD/ }).or(reads.getByText('All accounts'))).toHaveCount(
        0,
      );
      await expect(rows(reads).first()).toBeVisible({ timeout: SLOW_MS + 10_000 });
      expect(Date.now() - start).toBeGreaterThanOrEqual(SLOW_MS);
      await expect(help(reads).getByText('There are no help articles for this page yet.')).toHaveCount(0);
      await expect(help(reads).getByRole('status')).toHaveCount(0);
      await expect(reads.getByText('All accounts')).toBeVisible();
      await expect(notices(reads).getByRole('listitem')).toHaveCount(0);
    })(),
    (async () => {
      await signIn(form, 'merchant@demo.test', '/support');
      await form.getByRole('combobox', { name: support('topic') }).click();
      await form.getByRole('option', { name: 'Wallet and payouts › Mass payouts' }).click();
      await form.getByLabel(support('subject')).fill('Payout file');
      await form.getByLabel(support('message')).fill('Is a CSV with 500 rows fine?');
      await planFaults(form, [{ path: '/api/v2/support/tickets', method: 'POST', fault: 'slow' }]);
      const send = form.getByRole('button', { name: support('submit'), exact: true });
      const start = Date.now();
      await send.click();
      // Busy while it waits, nothing typed lost, no second send possible.
      await expect(send).toHaveAttribute('aria-busy', 'true');
      await expect(send).toBeDisabled();
      await expect(form.getByLabel(support('subject'))).toHaveValue('Payout file');
      await expect(notices(form).getByText(/We received your request\. Ticket .+ is open\./)).toBeVisible({
        timeout: SLOW_MS + 10_000,
      });
      expect(Date.now() - start).toBeGreaterThanOrEqual(SLOW_MS);
    })(),
  ]);
  await Promise.all([reads.close(), form.close()]);
});

test.describe('the shell’s background reads', () => {
  test('balances: a failed read shows the home page’s message and Try again, the shell around it', async ({
    page,
  }) => {
    await signIn(page, 'personal@demo.test');
    await planFaults(page, threeFaults('/api/v2/main/balance'));
    await page.reload();
    const card = page.getByRole('alert').filter({ hasText: 'We could not load your balances.' });
    await expect(card).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Accounts overview' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Transactions' })).toBeVisible();
    await expect(notices(page).getByRole('listitem')).toHaveCount(0);
    await card.getByRole('button', { name: 'Try again' }).click();
    await expect(card).toHaveCount(0);
    await expect(page.getByText('All accounts')).toBeVisible();
  });

  test('user (session check): 500, network error or malformed JSON clear the session; login keeps the page', async ({
    page,
    context,
  }) => {
    await signIn(page, 'personal@demo.test');
    for (const fault of ['500', 'network', 'malformed'] as const) {
      await planFaults(page, [{ path: '/api/v2/auth/is-authenticated', fault }]);
      await page.goto('/transactions');
      await expect(page, fault).toHaveURL(/\/auth\/login\?continue=%2Ftransactions$/);
      await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
      expect((await context.cookies()).some((cookie) => cookie.name === 'id_token')).toBe(false);
      // No server words came with these failures, so no notice (spec A §8 "the server message if present").
      await expect(notices(page).getByRole('listitem')).toHaveCount(0);
      await page.getByRole('button', { name: 'Sign in as personal@demo.test' }).click();
      await expect(rows(page).first()).toBeVisible();
    }
  });

  test('entity: the login footer and sign-in work when the visitor’s entity reads fail, without a message', async ({
    page,
  }) => {
    await page.goto('/auth/login');
    await planFaults(page, [
      { path: '/api/v2/geo-ip', fault: 'malformed' },
      { path: '/api/public/v1/entities', fault: 'network' },
    ]);
    await page.reload();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByLabel('Language')).toBeVisible();
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('demo:faults'))).toBe('[]');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(notices(page).getByRole('listitem')).toHaveCount(0);
    await page.getByRole('button', { name: 'Sign in as personal@demo.test' }).click();
    await expect(page).toHaveURL(`${BASE}/`);
    await expect(page.getByRole('heading', { name: 'Accounts overview' })).toBeVisible();
  });
});

test('locales: a language’s catalogues that cannot be fetched fall back to English, never a blank page', async ({
  page,
  context,
}) => {
  // Catalogues are files, not API calls, so the network itself is cut for them (the fault plan cannot).
  let cut = 0;
  await context.route(/\/locales\/ar_EG\//, (route) => {
    cut += 1;
    return route.abort();
  });
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Sign in as arabic@demo.test' }).click();
  await expect(page).toHaveURL(`${BASE}/`);
  // Arabic is still the language (right to left), its words come from the English fallback.
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'Accounts overview' })).toBeVisible();
  await expect(page.getByRole('navigation').first()).toBeVisible();
  await expect(page.getByText(/^(home|shell|common):/)).toHaveCount(0);
  expect(cut).toBeGreaterThan(0);
});
