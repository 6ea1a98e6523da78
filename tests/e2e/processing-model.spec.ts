import { expect, test, type Page } from '@playwright/test';
import { BASE } from './base-url';
import { fieldError, ruleMessage, submit, text } from './form-helpers';
import { openInApp, signIn } from './route-helpers';

const en = (key: string, values: Record<string, string> = {}) =>
  text('en', `processing-model:${key}`, values);
const status = (page: Page) => page.getByTestId('form-status');

test.describe('processing: business model and the authorization simulator (issue 25, items 4 and 6)', () => {
  test('merchant@ resubmits a rejected business model and sees it under review after a reload', async ({
    page,
  }) => {
    await signIn(page, 'merchant@demo.test', '/processing/business-model');
    await expect(page.getByRole('heading', { level: 1, name: en('businessModel.title') })).toBeVisible();
    await expect(status(page)).toContainText('Rejected');
    await expect(status(page)).toContainText(en('businessModel.notices.rejected'));

    // Failure: a description with characters the rule refuses stays as typed, with the rule's message.
    const description = page.getByLabel(en('businessModel.whatYouSell'));
    await description.fill('Coffee & tea, 100% organic');
    await submit(page, en('businessModel.submit'));
    await expect(fieldError(page, 'description')).toHaveText(
      ruleMessage('en', 'description', en('businessModel.whatYouSell'), { max: 105 }),
    );
    await expect(description).toHaveValue('Coffee & tea, 100% organic');
    await expect(status(page)).toContainText('Rejected');

    // Fixed and resubmitted: the pingback URL is kept without its query string and anchor.
    await description.fill('Roasted coffee beans and barista courses');
    const pingback = page.getByLabel(en('businessModel.pingbackUrl'));
    await pingback.fill('https://marquez-coffee.test/payments/pingback?token=abc#done');
    await submit(page, en('businessModel.submit'));
    await expect(status(page)).toContainText('Pending');
    await expect(status(page)).toContainText(en('businessModel.notices.pending'));
    await expect(pingback).toHaveValue('https://marquez-coffee.test/payments/pingback');

    await page.reload();
    await expect(status(page)).toContainText(en('businessModel.notices.pending'));
    await expect(page.getByLabel(en('businessModel.whatYouSell'))).toHaveValue(
      'Roasted coffee beans and barista courses',
    );
    await expect(page.getByLabel(en('businessModel.pingbackUrl'))).toHaveValue(
      'https://marquez-coffee.test/payments/pingback',
    );
  });

  test('merchant@ pays with a declining test card in test mode and finds it in the transactions after a reload', async ({
    page,
  }) => {
    await signIn(page, 'merchant@demo.test', '/processing/integration/simulation-authorize');
    await expect(page.getByRole('heading', { level: 1, name: en('simulation.title') })).toBeVisible();

    // Failure: outside test mode the simulator refuses, and what was typed stays.
    const card = () => page.getByLabel(en('simulation.cardNumber'));
    await page.getByLabel(en('simulation.amount')).fill('42.50');
    await card().fill('4000000000000002');
    await submit(page, en('simulation.submit'));
    await expect(page.getByText(text('en', 'errors:server.simulationTestModeOnly'))).toBeVisible();
    await expect(page.getByLabel(en('simulation.amount'))).toHaveValue('42.50');
    await expect(card()).toHaveValue('4000 0000 0000 0002');

    // Test mode on (the first time it opens its welcome page), then back to the simulator.
    await page.getByRole('switch', { name: 'Test mode' }).click();
    await expect(page).toHaveURL(`${BASE}/processing/integration/test-mode`);
    await openInApp(page, '/processing/integration/simulation-authorize/ptx_999999');
    await expect(page.getByText('Authorization is not found or invalid')).toBeVisible();

    await openInApp(page, '/processing/integration/simulation-authorize');
    await page.getByLabel(en('simulation.amount')).fill('42.50');
    await card().fill('4000000000000002');
    await submit(page, en('simulation.submit'));
    await expect(page).toHaveURL(/\/processing\/integration\/simulation-authorize\/ptx_\d+$/);
    await expect(status(page)).toContainText('Declined');
    const orderId = /TEST-PR[0-9A-Z]{7}/.exec((await status(page).textContent()) ?? '')?.[0] ?? '';
    expect(orderId).not.toBe('');
    await expect(status(page)).toContainText(en('simulation.notices.declined', { order_id: orderId }));

    await page.reload();
    await expect(status(page)).toContainText(en('simulation.notices.declined', { order_id: orderId }));
    // The form under it starts from what was simulated, to run a similar one.
    await expect(page.getByLabel(en('simulation.amount'))).toHaveValue('42.50');

    // The processing transactions list of test mode has it: an authorization, rejected.
    await openInApp(page, '/processing/reports/transactions');
    const row = page.getByRole('row').filter({ hasText: orderId });
    await expect(row).toBeVisible();
    await expect(row).toContainText('Authorization');
    await expect(row).toContainText('Rejected');
    await expect(row).toContainText('42.50');
  });
});
