// Personal verification (issue 25, spec A §2, §4, §5; spec B §2) as newbie@, who is not verified: every step of
// the wizard (Next held back at the missing back of an ID card, a GIF refused, the declaration required), sent
// with a name that is not the account's and declined with the reason on the page, sent again with what was
// typed still there, then pending on the page and still so after a reload.
import { expect, test, type Page } from '@playwright/test';
import { fieldError, ruleMessage, text } from './form-helpers';
import { signIn } from './route-helpers';

const en = (key: string) => text('en', `verification:${key}`);
const NEXT = text('en', 'forms:wizard.next');
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
const PDF = Buffer.from('%PDF-1.4\n%demo\n');

/** Leaves the field being typed in (its rules run on leaving), then presses the button. */
async function press(page: Page, name: string) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.getByRole('button', { name, exact: true }).click();
}

/** Picks an option of the searchable select with this id, searching first. */
async function choose(page: Page, id: string, option: string) {
  const box = page.locator(`#${id}`);
  await expect(async () => {
    const choice = page.getByRole('option', { name: option, exact: true });
    if (!(await choice.isVisible())) {
      await box.click();
      await box.fill(option);
    }
    await choice.click({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}

/** Chooses a file for the uploader with this field id and waits until it is uploaded. */
async function upload(page: Page, field: string, name: string, mimeType: string, buffer: Buffer) {
  const zone = page.locator(`#root_${field}`).locator('xpath=..');
  await zone.locator('input[type=file]').setInputFiles({ name, mimeType, buffer });
}

const stepHeading = (page: Page, key: string) => page.getByRole('heading', { level: 2, name: en(key) });
const statusPanel = (page: Page) => page.locator('section[data-status]');

test('newbie@ is declined for a name that is not theirs, resubmits, and is pending after a reload', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'newbie@demo.test', '/verification');
  await expect(page.getByRole('heading', { level: 1, name: en('title') })).toBeVisible();
  await expect(statusPanel(page)).toHaveAttribute('data-status', 'not_verified');
  await expect(page.getByRole('heading', { name: en('state.notVerified.title') })).toBeVisible();

  // Personal details: the account's name is filled in; a typo in it goes through to the reviewer.
  await expect(stepHeading(page, 'steps.personal')).toBeVisible();
  await expect(page.locator('#root_first_name')).toHaveValue('Noah');
  await expect(page.locator('#root_last_name')).toHaveValue('Bennett');
  await page.locator('#root_last_name').fill('Benet');
  const born = page.getByRole('group', { name: en('fields.dateOfBirth'), exact: true });
  await born.getByRole('combobox', { name: 'Year' }).selectOption('1994');
  await born.getByRole('combobox', { name: 'Month' }).selectOption('3');
  await born.getByRole('combobox', { name: 'Day' }).selectOption('18');
  await choose(page, 'root_nationality', 'United States');
  await press(page, NEXT);

  // Identity: an ID card has two sides, so Next waits for the back; a GIF is refused before it goes up.
  await expect(stepHeading(page, 'steps.identity')).toBeVisible();
  await choose(page, 'root_document_type_id', en('documentTypes.legal_id'));
  await upload(page, 'document_front', 'id-front.png', 'image/png', PNG);
  await expect(page.getByText('id-front.png')).toBeVisible();
  await press(page, NEXT);
  await expect(fieldError(page, 'document_back')).toBeVisible();
  await expect(stepHeading(page, 'steps.identity')).toBeVisible();
  await upload(page, 'document_back', 'id-back.gif', 'image/gif', Buffer.from('GIF89a'));
  await expect(page.getByText(text('en', 'errors:server.invalidFileType')).first()).toBeVisible();
  await upload(page, 'document_back', 'id-back.png', 'image/png', PNG);
  await expect(page.getByText('id-back.png')).toBeVisible();
  await press(page, NEXT);

  // Proof of address.
  await expect(stepHeading(page, 'steps.address')).toBeVisible();
  await choose(page, 'root_country_code', 'United States');
  await page.locator('#root_city').fill('New York');
  await page.locator('#root_address').fill('350 Fifth Avenue');
  await page.locator('#root_postal_code').fill('10118');
  await choose(page, 'root_proof_of_address_type_id', en('documentTypes.proof_of_address'));
  await upload(page, 'proof_of_address', 'utility-bill.pdf', 'application/pdf', PDF);
  await expect(page.getByText('utility-bill.pdf')).toBeVisible();
  await press(page, NEXT);

  // Review: what was given, step by step; nothing is sent without the declaration.
  await expect(stepHeading(page, 'steps.review')).toBeVisible();
  const personal = page.getByRole('region', { name: en('steps.personal') });
  await expect(personal.getByText('Benet', { exact: true })).toBeVisible();
  await expect(personal.getByText('March 18, 1994')).toBeVisible();
  const identity = page.getByRole('region', { name: en('steps.identity') });
  await expect(identity.getByText(en('documentTypes.legal_id'), { exact: true })).toBeVisible();
  await press(page, en('submit'));
  await expect(fieldError(page, 'declaration')).toHaveText(
    ruleMessage('en', 'required', en('fields.declaration')),
  );
  await page.getByRole('checkbox', { name: en('fields.declaration') }).check();
  await press(page, en('submit'));

  // Declined at once: the name is not the account's. The reason is on the page, the steps are closed.
  await expect(statusPanel(page)).toHaveAttribute('data-status', 'unverified');
  await expect(statusPanel(page).getByText(text('en', 'statuses:unverified'), { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: en('state.declined.title') })).toBeVisible();
  await expect(statusPanel(page)).toContainText(en('reasons.document_name_mismatch'));
  await expect(stepHeading(page, 'steps.review')).toBeHidden();

  // Resubmit: what was typed is still there; the name is corrected on its step.
  await page.getByRole('button', { name: en('state.declined.resubmit') }).click();
  await expect(stepHeading(page, 'steps.review')).toBeVisible();
  await page.getByRole('button', { name: `Edit ${en('steps.personal')}` }).click();
  await expect(page.locator('#root_last_name')).toHaveValue('Benet');
  await page.locator('#root_last_name').fill('Bennett');
  await press(page, NEXT);
  await expect(page.getByText('id-back.png')).toBeVisible();
  await press(page, NEXT);
  await expect(page.locator('#root_city')).toHaveValue('New York');
  await press(page, NEXT);
  await expect(page.getByRole('checkbox', { name: en('fields.declaration') })).toBeChecked();
  await press(page, en('submit'));

  // Pending, on the page and after a reload; nothing more to send.
  await expect(statusPanel(page)).toHaveAttribute('data-status', 'pending');
  await expect(page.getByRole('heading', { name: en('state.pending.title') })).toBeVisible();
  await page.reload();
  await expect(statusPanel(page)).toHaveAttribute('data-status', 'pending');
  await expect(statusPanel(page).getByText(text('en', 'statuses:pending'), { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: en('state.pending.title') })).toBeVisible();
  await expect(page.getByRole('button', { name: en('state.declined.resubmit') })).toHaveCount(0);
  await expect(stepHeading(page, 'steps.personal')).toHaveCount(0);
});

test('a verified user sees Verified and what to do next, with no steps to fill', async ({ page }) => {
  await signIn(page, 'personal@demo.test', '/verification');
  await expect(statusPanel(page)).toHaveAttribute('data-status', 'verified');
  await expect(page.getByRole('heading', { name: en('state.verified.title') })).toBeVisible();
  await expect(statusPanel(page).getByRole('link', { name: en('state.verified.sendMoney') })).toBeVisible();
  await expect(stepHeading(page, 'steps.personal')).toHaveCount(0);
});
