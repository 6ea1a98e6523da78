// Ordering a debit card (/debit-cards/add, spec A §2–§4, §7, §8; beta users only) as its users meet it:
// merchant@ (the demo's beta user) reaches it from /debit-cards, moves through the designs with the arrow keys,
// orders a virtual Sunset (VCD-002) card in USD and finds it on /debit-cards, not activated, after a reload; a
// server failure keeps the physical black EUR choice and says so, then the order goes through; the server's
// beta refusal is the app's notice and the way home; personal@ (not beta) is sent home by the gate and is not
// offered the link. Screenshots at 1280 and 390 px and in Arabic.
// Demo data: src/mocks/store/seed/cards.ts, handler src/mocks/handlers/core/main-cards.ts.
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { openInApp, signIn } from './route-helpers';
import { planFaults } from './demo-faults';

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots-order';
mkdirSync(SHOTS, { recursive: true });

const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });
const group = (page: Page, name: string) => page.getByRole('radiogroup', { name });
const previewDesign = (page: Page) =>
  page.getByRole('figure', { name: 'Preview of your new card' }).locator('[data-design]');
const cardList = (page: Page) => page.getByRole('list', { name: 'Your debit cards' });
const tilesIn = (page: Page, design: string) =>
  cardList(page)
    .getByRole('article')
    .filter({ has: page.locator(`[data-design="${design}"]`) });
const ORDER_POST = { path: '/api/v2/issuing/cards', method: 'POST' };

test('merchant@ orders a virtual Sunset card in USD, listed not activated after a reload', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, 'merchant@demo.test', '/debit-cards');
  await expect(cardList(page).getByRole('article')).toHaveCount(3);
  await page.getByRole('link', { name: 'Order a card' }).click();
  await expect(page).toHaveURL(/\/debit-cards\/add$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order a debit card' })).toBeVisible();

  // Virtual, Midnight (VCD-007) and USD to start with.
  await expect(group(page, 'Type of card').getByRole('radio', { name: 'Virtual card' })).toBeChecked();
  const designs = group(page, 'Design');
  await expect(designs.getByRole('radio')).toHaveCount(7);
  await expect(designs.getByRole('radio', { name: 'Midnight' })).toBeChecked();
  await expect(page.getByLabel('Currency', { exact: true })).toHaveValue('USD');
  await expect(previewDesign(page)).toHaveAttribute('data-design', 'VCD-007');

  // The arrow keys move through the designs (Midnight is the last; the next is the first, then Sunset).
  await designs.getByRole('radio', { name: 'Midnight' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(designs.getByRole('radio', { name: 'Northern lights' })).toBeChecked();
  await page.keyboard.press('ArrowRight');
  await expect(designs.getByRole('radio', { name: 'Sunset' })).toBeChecked();
  await expect(previewDesign(page)).toHaveAttribute('data-design', 'VCD-002');
  await page.screenshot({ path: `${SHOTS}/order-1280.png`, fullPage: true });

  await page.getByRole('button', { name: 'Order card' }).click();
  await expect(toast(page, 'Your virtual card is ordered. Activate it to start using it.')).toBeVisible();
  await expect(page).toHaveURL(/\/debit-cards$/);
  await expect(cardList(page).getByRole('article')).toHaveCount(4);
  const ordered = tilesIn(page, 'VCD-002');
  await expect(ordered.locator('[data-status]')).toHaveText('Not activated');
  await expect(ordered.getByRole('button', { name: /^Activate card/ })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/ordered-1280.png`, fullPage: true });

  // The demo store kept it.
  await page.reload();
  await expect(cardList(page).getByRole('article')).toHaveCount(4);
  await expect(tilesIn(page, 'VCD-002').locator('[data-status]')).toHaveText('Not activated');
});

test('merchant@ orders a physical black card in EUR through a server failure that keeps the choices', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'merchant@demo.test', '/debit-cards/add');
  await group(page, 'Type of card').getByRole('radio', { name: 'Physical card' }).check();
  const colours = group(page, 'Colour');
  await expect(colours.getByRole('radio')).toHaveCount(10);
  await expect(colours.getByRole('radio', { name: 'Blue' })).toBeChecked();
  await colours.getByRole('radio', { name: 'Black' }).check();
  await page.getByLabel('Currency', { exact: true }).selectOption('EUR');
  await expect(previewDesign(page)).toHaveAttribute('data-design', 'black');
  await page.screenshot({ path: `${SHOTS}/order-390.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The server fails: the notice says so with its message; nothing chosen is lost.
  await planFaults(page, [{ ...ORDER_POST, fault: '500' }]);
  const order = page.getByRole('button', { name: 'Order card' });
  await order.click();
  const failed = toast(page, 'The card could not be ordered');
  await expect(failed).toBeVisible();
  await expect(failed).toContainText('Something went wrong');
  await expect(page).toHaveURL(/\/debit-cards\/add$/);
  await expect(group(page, 'Type of card').getByRole('radio', { name: 'Physical card' })).toBeChecked();
  await expect(colours.getByRole('radio', { name: 'Black' })).toBeChecked();
  await expect(page.getByLabel('Currency', { exact: true })).toHaveValue('EUR');

  await order.click();
  await expect(
    toast(page, 'Your card is ordered and on its way. Activate it when it arrives.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/debit-cards$/);
  // merchant@ already had a black physical card (crd_physical_005): now two, both to activate.
  await expect(cardList(page).getByRole('article')).toHaveCount(4);
  await page.reload();
  await expect(tilesIn(page, 'black')).toHaveCount(2);
  await expect(tilesIn(page, 'black').locator('[data-status]')).toHaveText([
    'Not activated',
    'Not activated',
  ]);
});

test('personal@ is not let in; Arabic; the server’s beta refusal', async ({ page }) => {
  // personal@ is not beta: its card list offers no order, and the gate sends it home.
  await signIn(page, 'personal@demo.test', '/debit-cards');
  await expect(cardList(page).getByRole('article')).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Order a card' })).toHaveCount(0);
  await openInApp(page, '/debit-cards/add');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Accounts overview' })).toBeVisible();

  // Arabic picked on the login page (merchant@ has no language of its own in the account menu).
  await page.context().clearCookies();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/auth/login?continue=${encodeURIComponent('/debit-cards/add')}`);
  await page.getByLabel('Language').selectOption('ar_EG');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.getByRole('button', { name: /merchant@demo\.test/ }).click();
  await expect(page).toHaveURL(/\/debit-cards\/add$/);
  await expect(page.getByRole('heading', { level: 1, name: 'اطلب بطاقة خصم' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'غروب الشمس' })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/order-390-ar.png`, fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS}/order-1280-ar.png`, fullPage: true });

  // The server refuses a user who is not beta (403): the app's notice, and home.
  await planFaults(page, [{ ...ORDER_POST, fault: '403' }]);
  await page.getByRole('button', { name: 'اطلب البطاقة' }).click();
  // One notice, the policy's ('This feature is unavailable for your account.'): the page adds none of its own.
  await expect(toast(page, 'هذه الميزة غير متاحة لحسابك.')).toBeVisible();
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(1);
  await expect(page).toHaveURL(/\/$/);
});
