// Integration and the test-mode welcome page (spec B §2 /processing/integration and /test-mode, spec A §4, §5)
// against the demo backend: merchant@ regenerates its test keys (a failed try first), copies the new secret key
// shown once, saves a pingback URL (a wrong one is refused at the field; the query string and anchor are
// dropped), and after a reload the new key and the URL are still there. Then the welcome page: a test card
// copied, test mode on and back to live mode.
import { expect, test, type Page } from '@playwright/test';
import { BASE } from './base-url';
import { planFaults } from './demo-faults';
import { fieldError, ruleMessage, text } from './form-helpers';
import { signIn } from './route-helpers';

const en = (key: string, values: Record<string, string | number> = {}) =>
  text('en', `integration:${key}`, values);

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const keysOf = (page: Page, mode: 'live' | 'test') =>
  page.getByRole('region', { name: en(mode === 'live' ? 'keys.live' : 'keys.test') });
const secretPreview = (page: Page, mode: 'live' | 'test') =>
  keysOf(page, mode).locator('[data-secret-preview]');
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test('merchant@ regenerates its test keys and saves a pingback URL; both are there after a reload', async ({
  page,
}) => {
  await signIn(page, 'merchant@demo.test');
  await page.goto('/processing/integration');
  await expect(page.getByRole('heading', { level: 1, name: en('title') })).toBeVisible();
  await expect(page.getByRole('link', { name: en('docs') })).toHaveAttribute('href', /^https:\/\//);
  await expect(keysOf(page, 'live')).toContainText(en('keys.current'));
  await expect(secretPreview(page, 'live')).toHaveText(/^sk_live_••••[a-z0-9]{4}$/);
  const before = await secretPreview(page, 'test').textContent();

  // A failed try says so in the dialog and leaves the keys as they were.
  await planFaults(page, [{ path: '/credentials/test/regenerate', method: 'POST', fault: 'network' }]);
  await keysOf(page, 'test')
    .getByRole('button', { name: en('keys.regenerate') })
    .click();
  let dialog = page.getByRole('dialog', { name: en('keys.confirmTitleTest') });
  await dialog.getByRole('button', { name: en('keys.confirm') }).click();
  await expect(dialog.getByRole('alert')).toHaveText(en('keys.failed'));
  await dialog.getByRole('button', { name: en('keys.cancel') }).click();
  await expect(dialog).toHaveCount(0);
  await expect(secretPreview(page, 'test')).toHaveText(before ?? '');

  // The new secret key is shown once, in full, and copies.
  await keysOf(page, 'test')
    .getByRole('button', { name: en('keys.regenerate') })
    .click();
  dialog = page.getByRole('dialog', { name: en('keys.confirmTitleTest') });
  await dialog.getByRole('button', { name: en('keys.confirm') }).click();
  dialog = page.getByRole('dialog', { name: en('keys.newTitle') });
  const secret = dialog.getByLabel(en('keys.secretKey'), { exact: true });
  await expect(secret).toHaveText(/^sk_test_[a-z0-9]{24}$/);
  const newSecret = (await secret.textContent()) ?? '';
  await dialog
    .getByRole('button', { name: text('en', 'forms:common.copyWhat', { what: en('keys.secretKey') }) })
    .click();
  await expect.poll(() => clipboard(page)).toBe(newSecret);
  await dialog.getByRole('button', { name: en('keys.done') }).click();
  await expect(dialog).toHaveCount(0);
  const masked = `sk_test_••••${newSecret.slice(-4)}`;
  await expect(secretPreview(page, 'test')).toHaveText(masked);
  await expect(page.getByText(newSecret)).toHaveCount(0);

  // Pingback URL: a wrong address is refused at its field and kept; a good one loses its query and anchor.
  await page.getByRole('button', { name: /pingback URL$/ }).click();
  dialog = page.getByRole('dialog', { name: en('pingback.formTitle') });
  const url = dialog.getByLabel(en('pingback.url'));
  await url.fill('shop.example.com/pingback');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(fieldError(page, 'pingback_url')).toHaveText(ruleMessage('en', 'website', en('pingback.url')));
  await expect(url).toHaveValue('shop.example.com/pingback');
  await url.fill('https://shop.example.com/hooks/payments?token=abc#latest');
  await url.press('Tab');
  await expect(url).toHaveValue('https://shop.example.com/hooks/payments');
  // Saved with Enter straight from the field, the server drops them too.
  await url.fill('https://shop.example.com/hooks/payments?token=abc#latest');
  await url.press('Enter');
  await expect(dialog).toHaveCount(0);
  const saved = page.locator('[data-pingback-url]');
  await expect(saved).toHaveText('https://shop.example.com/hooks/payments');

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: en('title') })).toBeVisible();
  await expect(secretPreview(page, 'test')).toHaveText(masked);
  await expect(saved).toHaveText('https://shop.example.com/hooks/payments');
  await expect(page.getByText(newSecret)).toHaveCount(0);
});

test('the test-mode welcome page: a test card copies, test mode goes on, and back to live mode goes home', async ({
  page,
}) => {
  await signIn(page, 'merchant@demo.test');
  await page.goto('/processing/integration');
  await page.getByRole('link', { name: en('mode.aboutTest') }).click();
  await expect(page).toHaveURL(`${BASE}/processing/integration/test-mode`);
  await expect(page.getByRole('heading', { level: 1, name: en('testMode.title') })).toBeVisible();
  await expect(page.getByText(en('testMode.off'), { exact: true })).toBeVisible();

  const number = '4000 0000 0000 0002';
  await page
    .getByRole('button', {
      name: text('en', 'forms:common.copyWhat', { what: en('testMode.copyNumber', { number }) }),
    })
    .click();
  await expect.poll(() => clipboard(page)).toBe('4000000000000002');

  await page.getByRole('button', { name: en('testMode.enter') }).click();
  await expect(page.getByText(en('testMode.on'), { exact: true })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Test mode' })).toHaveAttribute('aria-checked', 'true');

  // The integration page now marks the test keys as the current mode.
  await page.getByRole('link', { name: en('testMode.toIntegration') }).click();
  await expect(keysOf(page, 'test')).toContainText(en('keys.current'));
  await page.reload();
  await expect(keysOf(page, 'test')).toContainText(en('keys.current'));

  await page.getByRole('link', { name: en('mode.aboutTest') }).click();
  await page.getByRole('button', { name: en('testMode.leave') }).click();
  await expect(page).toHaveURL(`${BASE}/`);
  await expect(page.getByRole('switch', { name: 'Test mode' })).toHaveAttribute('aria-checked', 'false');
});
