// Issue 9 item 3, writes: the demo backend's faults (src/mocks/faults.ts, planned through `demo:faults`) on a
// form page's submit and on a wizard step's save. Errors the page handles (500, network, malformed JSON) give
// the error notice, keep every typed value and leave the button ready, and the same submit works once the fault
// is gone; 403, 401 and challenge pages are the error policy's (spec A §8), shown on a submit too.
import { expect, test, type Page } from '@playwright/test';
import { BASE } from './base-url';
import { signIn } from './route-helpers';
import { text } from './form-helpers';
import { planFaults } from './demo-faults';

const notices = (page: Page) => page.getByRole('region', { name: /Notifications/ });
const CALLER_ERRORS = ['500', 'network', 'malformed'] as const;

const support = (key: string) => text('en', `account:support.${key}`);
const onboarding = (key: string) => text('en', `onboarding:${key}`);

/** Closes every notice, so the next one is the only one. */
async function dismissNotices(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  for (const close of await notices(page).getByRole('button', { name: /close/i }).all())
    await close.click().catch(() => undefined);
  await expect(notices(page).getByRole('listitem')).toHaveCount(0);
}

test.describe('a form page (support, personal@)', () => {
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await signIn(page, 'personal@demo.test', '/support');
    await expect(page.getByRole('heading', { level: 1, name: support('title') })).toBeVisible();
  });
  test.afterAll(async () => page.close());

  const subject = () => page.getByLabel(support('subject'));
  const message = () => page.getByLabel(support('message'));
  const send = () => page.getByRole('button', { name: support('submit'), exact: true });
  async function fill(subjectText: string, messageText: string) {
    await page.getByRole('combobox', { name: support('topic') }).click();
    await page.getByRole('option', { name: 'Sending money › Fees and limits' }).click();
    await subject().fill(subjectText);
    await message().fill(messageText);
  }

  test('500, network error and malformed JSON on submit: the notice, every value kept; sending works after', async () => {
    await fill('Payout not received', 'My payout from last Friday has not arrived yet.');
    for (const fault of CALLER_ERRORS) {
      await planFaults(page, [{ path: '/api/v2/support/tickets', method: 'POST', fault }]);
      await send().click();
      await expect(notices(page).getByText('Something went wrong'), fault).toBeVisible();
      await expect(send()).toBeEnabled();
      await expect(subject()).toHaveValue('Payout not received');
      await expect(message()).toHaveValue('My payout from last Friday has not arrived yet.');
      await expect(page.getByRole('combobox', { name: support('topic') })).toHaveValue(/Fees and limits$/);
      await expect(page).toHaveURL(`${BASE}/support`);
      await dismissNotices(page);
    }
    await send().click();
    await expect(notices(page).getByText(/We received your request\. Ticket .+ is open\./)).toBeVisible();
  });

  test('a challenge page on submit reloads the app once, on the form, which then sends', async () => {
    await page.goto('/support');
    await expect(page.getByRole('heading', { level: 1, name: support('title') })).toBeVisible();
    // A mark on this document: a reload replaces the document, and the mark with it.
    await page.evaluate(() => Object.assign(window, { __beforeChallenge: true }));
    await fill('Reload question', 'Does a reload lose my ticket?');
    await planFaults(page, [{ path: '/api/v2/support/tickets', method: 'POST', fault: 'challenge' }]);
    await send().click();
    await expect
      .poll(() => page.evaluate(() => !('__beforeChallenge' in window)).catch(() => false))
      .toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: support('title') })).toBeVisible();
    await expect(page).toHaveURL(`${BASE}/support`);
    // The spec's reload starts the page afresh (the challenge must run in the browser): the form is empty.
    await expect(subject()).toHaveValue('');
    await fill('Reload question', 'Does a reload lose my ticket?');
    await send().click();
    await expect(notices(page).getByText(/We received your request\. Ticket .+ is open\./)).toBeVisible();
  });

  test('403 feature disabled on submit: the feature notice, then home', async () => {
    // The form was emptied by the ticket sent above.
    await fill('Card question', 'Is a virtual card free?');
    await planFaults(page, [{ path: '/api/v2/support/tickets', method: 'POST', fault: '403' }]);
    await send().click();
    await expect(notices(page).getByText('This feature is unavailable for your account.')).toBeVisible();
    await expect(page).toHaveURL(`${BASE}/`);
    await expect(page.getByRole('heading', { name: 'Accounts overview' })).toBeVisible();
  });
});

test('401 on a form submit signs out to login, which brings the form back', async ({ page }) => {
  await signIn(page, 'personal@demo.test', '/support');
  await expect(page.getByRole('heading', { level: 1, name: support('title') })).toBeVisible();
  await page.getByRole('combobox', { name: support('topic') }).click();
  await page.getByRole('option', { name: 'Sending money › Fees and limits' }).click();
  await page.getByLabel(support('subject')).fill('Signed out?');
  await page.getByLabel(support('message')).fill('What happens to my ticket?');
  await planFaults(page, [{ path: '/api/v2/support/tickets', method: 'POST', fault: '401' }]);
  await page.getByRole('button', { name: support('submit'), exact: true }).click();
  await expect(page).toHaveURL(/\/auth\/login\?continue=%2Fsupport$/);
  await page.getByRole('button', { name: 'Sign in as personal@demo.test' }).click();
  await expect(page.getByRole('heading', { level: 1, name: support('title') })).toBeVisible();
});

test.describe('a wizard step (business profile, onboarding@)', () => {
  test('a failed save keeps the step and what was typed; the same save moves on after', async ({ page }) => {
    await signIn(page, 'onboarding@demo.test', '/business-profile');
    const step = (key: string) => page.getByRole('heading', { level: 2, name: onboarding(key) });
    await expect(step('steps.publicProfile')).toBeVisible();
    const description = page.getByLabel(new RegExp(`^${onboarding('fields.publicDescription')}\\*?$`));
    await description.fill('Handmade crafts');
    const save = page.getByRole('button', { name: onboarding('saveAndContinue'), exact: true });
    for (const fault of CALLER_ERRORS) {
      await planFaults(page, [{ path: '/api/v2/processing/merchant-public-profile', method: 'PUT', fault }]);
      await save.click();
      await expect(notices(page).getByText('Something went wrong'), fault).toBeVisible();
      await expect(step('steps.publicProfile')).toBeVisible();
      await expect(description).toHaveValue('Handmade crafts');
      await expect(save).toBeEnabled();
      await dismissNotices(page);
    }
    await save.click();
    await expect(page.getByText(onboarding('publicProfile.saved'))).toBeVisible();
    await expect(step('steps.businessDetails')).toBeVisible();
  });
});
