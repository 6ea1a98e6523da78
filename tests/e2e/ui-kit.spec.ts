// The UI kit (/ui-kit, spec B §2): product staff open the catalogue of spec A §2's shared pieces, each drawn by
// the component the pages use with what a config file writes for it, and try them. One journey as merchant@,
// and the failures: a blank name refused at the inline editor (what was typed stays), a signed-out visitor
// asked to sign in first.
import { expect, test, type Page } from '@playwright/test';
import { pick, text } from './form-helpers';
import { signIn } from './route-helpers';

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots-ui-kit';
const en = (key: string, values: Record<string, string | number> = {}) => text('en', `uiKit:${key}`, values);
const PIECES = [
  'uploader',
  'otp',
  'filter',
  'address',
  'wizard',
  'richText',
  'inlineEdit',
  'countdown',
  'pagination',
  'date',
  'money',
  'select',
];
const piece = (page: Page, id: string) => page.getByRole('region', { name: en(`sections.${id}.title`) });

test('merchant@ opens the UI kit, tries each shared piece and reads what a config writes for it', async ({
  page,
}) => {
  await signIn(page, 'merchant@demo.test');
  await page.goto('/ui-kit');
  await expect(
    page.getByRole('heading', { level: 1, name: text('en', 'routes:titles.ui-kit') }),
  ).toBeVisible();
  for (const id of PIECES) {
    const section = piece(page, id);
    await expect(section).toBeVisible();
    await expect(section.locator('pre code')).not.toBeEmpty();
  }
  // The captions are what a form file writes: the widget names of docs/configs.md.
  await expect(piece(page, 'otp').locator('pre')).toContainText('"ui:widget": "otp"');
  await expect(piece(page, 'address').locator('pre')).toContainText('"ui:field": "address"');
  await expect(piece(page, 'money').locator('pre')).toContainText('"ui:widget": "percent"');
  await expect(piece(page, 'select').locator('pre')).toContainText('"ui:widget": "searchableSelect"');

  // Uploader: every state at once; a chosen file joins as ready to upload, Upload marks it uploaded.
  const uploader = piece(page, 'uploader');
  const rows = uploader.getByRole('list', { name: en('samples.documents') });
  for (const status of ['selected', 'uploading', 'uploaded', 'failed', 'removing'])
    // "471 kB · Uploaded", not "Not uploaded": the status follows the size.
    await expect(rows.getByText(`· ${text('en', `widgets:uploader.status.${status}`)}`)).toHaveCount(1);
  await uploader.locator('input[type=file]').setInputFiles({
    name: 'march-invoice.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4 sample'),
  });
  const chosen = uploader.getByRole('listitem').filter({ hasText: 'march-invoice.pdf' });
  await expect(chosen).toContainText(text('en', 'widgets:uploader.status.selected'));
  await chosen.getByRole('button', { name: text('en', 'widgets:uploader.upload') }).click();
  await expect(chosen).toContainText(text('en', 'widgets:uploader.status.uploaded'));

  // One-time code: typing moves box to box.
  const otp = piece(page, 'otp');
  await otp.getByRole('textbox').first().click();
  await page.keyboard.type('482913');
  await expect(otp.getByRole('textbox').last()).toHaveValue('3');

  // Filter dropdown: a choice counts on the button.
  const filter = piece(page, 'filter');
  await filter.getByRole('button', { name: text('en', 'lists:filters.button') }).click();
  await filter.getByLabel(en('samples.status')).selectOption('paid');
  await expect(filter.getByText(en('samples.filtersSet', { filters: 'status=paid' }))).toBeVisible();

  // Wizard: the next step opens once this one is finished.
  const wizard = piece(page, 'wizard');
  const documents = wizard.locator('[data-step="documents"]');
  await expect(documents).toContainText(en('samples.stepDocuments'));
  await expect(documents).toBeDisabled();
  await expect(documents).toHaveAttribute(
    'title',
    text('en', 'forms:wizard.finishFirst', { steps: en('samples.stepDetails') }),
  );
  await wizard.getByRole('button', { name: en('samples.finishStep') }).click();
  await expect(documents).toBeEnabled();
  await expect(documents).toHaveAttribute('aria-current', 'step');

  // Pagination moves to the page asked for.
  const pager = piece(page, 'pagination');
  await pager.getByRole('button', { name: text('en', 'lists:pager.page', { page: 5 }) }).click();
  await expect(
    pager.getByRole('button', { name: text('en', 'lists:pager.page', { page: 5 }) }),
  ).toHaveAttribute('aria-current', 'page');

  // Select with search: typing narrows the countries, the choice shows.
  await pick(page, en('samples.country'), 'Germany');
  await expect(piece(page, 'select').getByRole('combobox')).toHaveValue(/Germany/);

  // Inline editor: a new name saves; a blank one is refused at the field and the editor stays open.
  const inline = piece(page, 'inlineEdit');
  const label = en('samples.businessNameLabel');
  await inline.getByRole('button', { name: text('en', 'widgets:inlineEdit.edit', { label }) }).click();
  await inline.getByRole('textbox', { name: label }).fill('Blue Harbor Roastery');
  await page.keyboard.press('Enter');
  await expect(inline.getByText('Blue Harbor Roastery')).toBeVisible();
  await inline.getByRole('button', { name: text('en', 'widgets:inlineEdit.edit', { label }) }).click();
  await inline.getByRole('textbox', { name: label }).fill('   ');
  await inline.getByRole('button', { name: text('en', 'widgets:inlineEdit.save') }).click();
  await expect(inline.getByText(en('samples.nameRequired'))).toBeVisible();
  await expect(inline.getByRole('textbox', { name: label })).toHaveValue('   ');
  await page.screenshot({ path: `${SHOTS}/ui-kit-1280.png`, fullPage: true });

  // The page opens straight from its address: after a reload the catalogue is there again.
  await page.reload();
  await expect(piece(page, 'select')).toBeVisible();
});

test('a signed-out visitor is asked to sign in first and comes back to the UI kit', async ({ page }) => {
  await page.goto('/ui-kit');
  await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in as personal@demo.test' }).click();
  await expect(page).toHaveURL(/\/ui-kit$/);
  await expect(piece(page, 'uploader')).toBeVisible();
});
