// Phone number confirmation (verification-phone-number) and the verification items the back office asked for
// (kyc_verification), end to end against the demo backend as newbie@, whose phone is not confirmed and who has
// a selfie and a source-of-funds question outstanding (src/mocks/store/persona-user.ts). The demo SMS code is
// 123456 (docs/assumptions.md).
import { expect, test, type Page } from '@playwright/test';
import { fieldError, text } from './form-helpers';
import { signIn } from './route-helpers';

const en = (key: string, values: Record<string, string | number> = {}) =>
  text('en', `verification-items:${key}`, values);
const statusPanel = (page: Page) => page.locator('section[aria-labelledby="wizard-status"]');
const codeBoxes = (page: Page) => page.getByRole('textbox', { name: /^Digit \d of 6$/ });

async function typeCode(page: Page, code: string) {
  // Backspace from the last box clears the code backwards (an empty box hands it to the one before).
  await codeBoxes(page).last().click();
  for (let i = 0; i < 6; i += 1) await page.keyboard.press('Backspace');
  await codeBoxes(page).first().click();
  await page.keyboard.type(code);
}

test('newbie@ confirms a new phone number after a wrong code, and it is still confirmed after a reload', async ({
  page,
}) => {
  await signIn(page, 'newbie@demo.test', '/verification-phone-number');
  // A code sent earlier is waiting: the page opens at the code step.
  await expect(
    statusPanel(page).getByRole('heading', { name: en('phone.state.codeSent.title') }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Back', exact: true }).click();

  await expect(page.locator('#root_phone_country_code')).toHaveValue('United States (\u2066+1\u2069)');
  await page.locator('#root_phone_number').fill('2025550199');
  await page.getByRole('button', { name: en('phone.send'), exact: true }).click();

  await expect(page.locator('#root_code_sent_to')).toHaveValue('+1 2025550199');
  await expect(page.getByText(/^Resend code in 00:[0-5]\d$/)).toBeVisible();

  // A wrong code is answered at the code field, and the number it went to stays.
  await typeCode(page, '111111');
  await expect(fieldError(page, 'code')).toHaveText(text('en', 'errors:server.invalidOtp'));
  await expect(page.locator('#root_code_sent_to')).toHaveValue('+1 2025550199');

  await typeCode(page, '123456');
  const panel = statusPanel(page);
  await expect(panel.getByRole('heading', { name: en('phone.state.confirmed.title') })).toBeVisible();
  await expect(panel.getByText(en('phone.statuses.confirmed'), { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: en('phone.state.confirmed.change') })).toBeVisible();

  await page.reload();
  await expect(panel.getByRole('heading', { name: en('phone.state.confirmed.title') })).toBeVisible();
  await page.getByRole('button', { name: en('phone.state.confirmed.change') }).click();
  await expect(page.locator('#root_phone_number')).toHaveValue('2025550199');
});

test('newbie@ answers the source-of-funds request and sends the selfie; both are in review after a reload', async ({
  page,
}) => {
  await signIn(page, 'newbie@demo.test', '/kyc_verification');
  const row = (item: string) => page.getByRole('row').filter({ hasText: en(`types.${item}`) });
  await expect(page.getByRole('heading', { name: en('requests.title') })).toBeVisible();
  await expect(row('source_of_funds')).toContainText(text('en', 'statuses:not_verified'));

  await row('source_of_funds')
    .getByRole('button', { name: en('actions.answer') })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: en('forms.sourceOfFunds.title') })).toBeVisible();
  // Failure: sent empty, the answer is refused at its field and the dialog stays open.
  await dialog.getByRole('button', { name: en('forms.send'), exact: true }).click();
  await expect(dialog.locator('#root_answer__error')).toContainText(/\S/);
  await dialog.locator('#root_answer').fill('Monthly salary from my job as a nurse at City Hospital.');
  await dialog.getByRole('button', { name: en('forms.send'), exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(row('source_of_funds')).toContainText(text('en', 'statuses:pending'));

  await row('selfie')
    .getByRole('button', { name: en('actions.upload') })
    .click();
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
  await dialog
    .locator('input[type=file]')
    .setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: png });
  await expect(dialog.getByText('Uploaded', { exact: false }).first()).toBeVisible();
  await dialog.getByRole('button', { name: en('forms.send'), exact: true }).click();
  await expect(dialog).toHaveCount(0);

  await page.reload();
  await expect(row('source_of_funds')).toContainText(text('en', 'statuses:pending'));
  await expect(row('selfie')).toContainText(text('en', 'statuses:pending'));
  await expect(row('selfie').getByRole('button')).toHaveCount(0);
  // Identity and address are still to provide: they go through the verification page.
  await expect(row('identity').getByRole('link', { name: en('actions.verify') })).toBeVisible();
});
