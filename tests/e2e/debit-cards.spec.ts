// The debit cards page (/debit-cards, spec A §2–§4, §7, §8) as its users meet it: personal@ sees an activated
// virtual card, a physical and a virtual card still to activate, each in its design; an activated card opens its
// transactions and has Settings; the virtual card is activated with the e-mailed code through every failure
// (OTP not sent, wrong code at the field, server failure) to 'Card activated successfully', and stays activated
// after a reload. merchant@ sees its three cards and activates its virtual one (wrong code, then 123456); newbie@
// (no cards, not beta) gets the empty page, not a bounce home.
// Demo data: src/mocks/store/seed/cards.ts; the demo code is 123456.
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { openInApp, signIn } from './route-helpers';
import { planFaults } from './demo-faults';

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots-cards';
mkdirSync(SHOTS, { recursive: true });

const tile = (page: Page, name: string) => page.getByRole('article', { name });
const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });
const VIRTUAL_001 = 'Virtual card ending in 4821';
const PHYSICAL_002 = 'Physical card ending in 2006';
const VIRTUAL_004 = 'Virtual card ending in 7364';
const VIRTUAL_003 = 'Virtual card ending in 1157';
const PHYSICAL_005 = 'Physical card ending in 3004';
const VIRTUAL_006 = 'Virtual card ending in 6218';

async function typeCode(page: Page, code: string) {
  const dialog = page.getByRole('dialog');
  const first = dialog.getByRole('textbox', { name: 'Digit 1 of 6' });
  await first.click();
  // Clear whatever is there: select all boxes' content by deleting from the last box backwards.
  await dialog.getByRole('textbox', { name: 'Digit 6 of 6' }).click();
  for (let i = 0; i < 6; i += 1) await page.keyboard.press('Backspace');
  await first.click();
  await page.keyboard.type(code);
}

const codeOf = (page: Page) =>
  page
    .getByRole('dialog')
    .getByRole('group', { name: 'Confirmation code' })
    .getByRole('textbox')
    .evaluateAll((boxes) => boxes.map((box) => (box as HTMLInputElement).value).join(''));

test('personal@: the tiles, their designs and statuses, Settings and transactions', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'personal@demo.test', '/debit-cards');
  await expect(page.getByRole('heading', { level: 1, name: 'Debit cards' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your debit cards' }).getByRole('article')).toHaveCount(3);

  const active = tile(page, VIRTUAL_001);
  await expect(active.locator('[data-design]')).toHaveAttribute('data-design', 'VCD-007');
  await expect(active.locator('[data-status]')).toHaveText('Activated');
  await expect(active).toContainText('4821');
  await expect(active).toContainText('Amelia Hart');
  await expect(active).toContainText('09/29');
  await expect(active.getByRole('link', { name: `Settings: ${VIRTUAL_001}` })).toHaveAttribute(
    'href',
    '/debit-cards/crd_virtual_001/settings',
  );
  await expect(active.getByRole('button', { name: /Activate card/ })).toHaveCount(0);

  const toActivate: [string, string][] = [
    [PHYSICAL_002, 'blue'],
    [VIRTUAL_004, 'VCD-001'],
  ];
  for (const [name, design] of toActivate) {
    const card = tile(page, name);
    await expect(card.locator('[data-design]')).toHaveAttribute('data-design', design);
    await expect(card.locator('[data-status]')).toHaveText('Not activated');
    await expect(card.getByRole('link', { name: /^Settings/ })).toHaveCount(0);
    await expect(card.getByRole('button', { name: `Activate card: ${name}` })).toBeVisible();
  }
  await page.screenshot({ path: `${SHOTS}/tiles-1280.png`, fullPage: true });

  // Keyboard: Tab reaches the card, Enter opens its transactions.
  const open = active.getByRole('link', { name: `${VIRTUAL_001}: open its transactions` });
  await open.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/debit-cards\/crd_virtual_001\/transactions$/);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Debit cards');

  // A physical card to activate goes to the activate page with its public id.
  await openInApp(page, '/debit-cards');
  await tile(page, PHYSICAL_002)
    .getByRole('button', { name: `${PHYSICAL_002}: activate the card` })
    .click();
  await expect(page).toHaveURL(/\/activate\?card=crd_physical_002$/);
});

test('personal@ activates the virtual card through every failure, and it stays activated', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'personal@demo.test', '/debit-cards');
  const card = tile(page, VIRTUAL_004);
  await expect(card).toBeVisible();

  // The code cannot be e-mailed: the notice says so, and the dialog offers to send it again.
  await planFaults(page, [{ path: '/api/v2/main/otp/generate', fault: '500' }]);
  await card.getByRole('button', { name: `Activate card: ${VIRTUAL_004}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Activate your virtual card' });
  await expect(dialog).toBeVisible();
  await expect(toast(page, 'Failed to generate OTP. Please try again.')).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveText(/Failed to generate OTP/);
  await dialog.getByRole('button', { name: 'Send the code again' }).click();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(dialog).toContainText('personal@demo.test');
  await expect(dialog).toContainText(/Resend code in 0?0?:?\d/);

  // Continue waits for exactly 6 digits.
  const next = dialog.getByRole('button', { name: 'Continue' });
  await typeCode(page, '12345');
  await expect(next).toBeDisabled();
  await page.screenshot({ path: `${SHOTS}/dialog-1280.png` });

  // A wrong code: the message at the field, the digits kept.
  await page.keyboard.type('0');
  await expect(next).toBeEnabled();
  await next.click();
  await expect(dialog.getByText('Invalid OTP')).toBeVisible();
  expect(await codeOf(page)).toBe('123450');
  await expect(dialog.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveAttribute('aria-invalid', 'true');

  // The server fails: 'Activate card unsuccessful' with its message, the dialog and code still there.
  await typeCode(page, '123456');
  await planFaults(page, [{ path: '/activate-virtual-card', fault: '500' }]);
  await next.click();
  const failed = toast(page, 'Activate card unsuccessful');
  await expect(failed).toBeVisible();
  await expect(failed).toContainText('Something went wrong');
  await expect(dialog).toBeVisible();
  expect(await codeOf(page)).toBe('123456');

  // The right code: the dialog closes, the card turns activated with Settings, the notice offers View Account.
  await next.click();
  await expect(dialog).toHaveCount(0);
  await expect(card.locator('[data-status]')).toHaveText('Activated');
  await expect(card.getByRole('link', { name: `Settings: ${VIRTUAL_004}` })).toBeVisible();
  const done = toast(page, 'Card activated successfully');
  await expect(done).toBeVisible();
  await done.getByRole('button', { name: 'View Account' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Accounts overview' })).toBeVisible();

  // The demo store kept it.
  await page.goto('/debit-cards');
  await expect(tile(page, VIRTUAL_004).locator('[data-status]')).toHaveText('Activated');
  await expect(tile(page, VIRTUAL_004).getByRole('button', { name: /Activate card/ })).toHaveCount(0);
});

test('a failed card list offers a retry; Escape closes the activation dialog', async ({ page }) => {
  await signIn(page, 'personal@demo.test');
  // The first call and the query's two retries (src/app/query-client.ts).
  await planFaults(page, [{ path: '/api/v2/issuing/cards', method: 'GET', fault: '500', times: 3 }]);
  await openInApp(page, '/debit-cards');
  const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
  await expect(alert).toBeVisible();
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(tile(page, VIRTUAL_004)).toBeVisible();
  await tile(page, VIRTUAL_004)
    .getByRole('button', { name: `${VIRTUAL_004}: activate the card` })
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('merchant@ sees its cards; newbie@ with no cards gets the empty page', async ({ page }) => {
  await signIn(page, 'merchant@demo.test', '/debit-cards');
  await expect(page.getByRole('list', { name: 'Your debit cards' }).getByRole('article')).toHaveCount(3);
  const card = tile(page, VIRTUAL_003);
  await expect(card.locator('[data-design]')).toHaveAttribute('data-design', 'VCD-003');
  await expect(card).toContainText('Sofia Marquez');
  await expect(card.locator('[data-status]')).toHaveText('Activated');
  await expect(card.getByRole('link', { name: /^Settings/ })).toBeVisible();
  const toActivate: [string, string][] = [
    [PHYSICAL_005, 'black'],
    [VIRTUAL_006, 'VCD-005'],
  ];
  for (const [name, design] of toActivate) {
    const other = tile(page, name);
    await expect(other.locator('[data-design]')).toHaveAttribute('data-design', design);
    await expect(other.locator('[data-status]')).toHaveText('Not activated');
    await expect(other.getByRole('link', { name: /^Settings/ })).toHaveCount(0);
  }
  await page.screenshot({ path: `${SHOTS}/merchant-tiles-1280.png`, fullPage: true });
  // The physical card is activated on the activate page, with its public id.
  await tile(page, PHYSICAL_005)
    .getByRole('button', { name: `Activate card: ${PHYSICAL_005}` })
    .click();
  await expect(page).toHaveURL(/\/activate\?card=crd_physical_005$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Activate your card' })).toBeVisible();
  await openInApp(page, '/debit-cards');
  await tile(page, VIRTUAL_003)
    .getByRole('link', { name: /open its transactions/ })
    .click();
  await expect(page).toHaveURL(/\/debit-cards\/crd_virtual_003\/transactions$/);

  await page.context().clearCookies();
  await signIn(page, 'newbie@demo.test', '/debit-cards');
  await expect(page.getByRole('heading', { name: 'You have no debit cards yet' })).toBeVisible();
  await expect(page).toHaveURL(/\/debit-cards$/);
  await page.screenshot({ path: `${SHOTS}/empty-1280.png` });
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page.getByRole('heading', { name: 'Accounts overview' })).toBeVisible();
});

test('merchant@ activates its virtual card: a wrong code at the field, then 123456, kept after a reload', async ({
  page,
}) => {
  await signIn(page, 'merchant@demo.test', '/debit-cards');
  const card = tile(page, VIRTUAL_006);
  await expect(card.locator('[data-status]')).toHaveText('Not activated');
  await card.getByRole('button', { name: `Activate card: ${VIRTUAL_006}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Activate your virtual card' });
  await expect(dialog).toContainText('merchant@demo.test');
  await expect(dialog).toContainText(/Resend code in 0?0?:?\d/);

  // A wrong code: 'Invalid OTP' at the field, the digits kept.
  const next = dialog.getByRole('button', { name: 'Continue' });
  await typeCode(page, '654321');
  await next.click();
  await expect(dialog.getByText('Invalid OTP')).toBeVisible();
  expect(await codeOf(page)).toBe('654321');
  await expect(dialog.getByRole('textbox', { name: 'Digit 1 of 6' })).toHaveAttribute('aria-invalid', 'true');
  await expect(card.locator('[data-status]')).toHaveText('Not activated');

  await typeCode(page, '123456');
  await next.click();
  await expect(dialog).toHaveCount(0);
  await expect(toast(page, 'Card activated successfully')).toBeVisible();
  await expect(card.locator('[data-status]')).toHaveText('Activated');
  await expect(card.getByRole('link', { name: `Settings: ${VIRTUAL_006}` })).toBeVisible();

  // The demo store kept it.
  await page.reload();
  await expect(tile(page, VIRTUAL_006).locator('[data-status]')).toHaveText('Activated');
  await expect(tile(page, VIRTUAL_006).getByRole('button', { name: /Activate card/ })).toHaveCount(0);
  await expect(tile(page, PHYSICAL_005).locator('[data-status]')).toHaveText('Not activated');
});

test('phone width and Arabic', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'personal@demo.test', '/debit-cards');
  await expect(tile(page, VIRTUAL_001)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/tiles-390.png`, fullPage: true });
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await tile(page, VIRTUAL_004)
    .getByRole('button', { name: /^Activate card/ })
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/dialog-390.png` });
  await page.keyboard.press('Escape');

  // personal@'s saved language wins over the login page's choice: save Arabic through the language dialog.
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('dialog').getByLabel('Language').selectOption('ar_EG');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'بطاقات الخصم' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'بطاقة افتراضية تنتهي بـ 4821' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/tiles-390-ar.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/tiles-1280-ar.png`, fullPage: true });
  await page
    .getByRole('article', { name: 'بطاقة افتراضية تنتهي بـ 7364' })
    .getByRole('button')
    .last()
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/dialog-1280-ar.png` });
});
