// Chat and support (issue 25, spec A §2, §6): a person drills down their own support topic tree, describes the
// problem with a file attached, sends, and finds the conversation with its status and messages after a
// reload; a reply goes into the same conversation. A file of the wrong type and a refused send are answered
// at their fields with everything typed kept.
import { expect, test, type Page } from '@playwright/test';
import { fieldError, text } from './form-helpers';
import { signIn } from './route-helpers';

const t = (key: string, values: Record<string, string | number> = {}) => text('en', `support:${key}`, values);

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');

const sheet = (page: Page) => page.locator('[data-detail="support-ticket"]');

async function openTopic(page: Page, ...branches: string[]) {
  for (const branch of branches)
    await page.getByRole('button', { name: t('picker.open', { topic: branch }) }).click();
}

test('merchant@ sends a conversation with a receipt on a chosen topic, sees it waiting for support after a reload, and replies in another', async ({
  page,
}) => {
  await signIn(page, 'merchant@demo.test', '/chat-and-support');
  await expect(page.getByRole('heading', { level: 1, name: t('title') })).toBeVisible();

  // The merchant tree (spec A §6): no topic of the personal tree.
  await expect(page.getByRole('button', { name: t('picker.open', { topic: 'Processing' }) })).toBeVisible();
  await expect(page.getByRole('button', { name: t('picker.open', { topic: 'Sending money' }) })).toHaveCount(
    0,
  );
  await openTopic(page, 'Processing', 'Payments and refunds');
  await page.getByRole('button', { name: t('picker.choose', { topic: 'Chargebacks' }) }).click();
  await expect(page.getByTestId('support-topic')).toHaveText(
    'Processing › Payments and refunds › Chargebacks',
  );

  const subject = page.getByLabel(new RegExp(`^${t('request.subject')}`));
  const message = page.getByLabel(new RegExp(`^${t('request.message')}`));
  await subject.fill('Chargeback on order 1042');
  await message.fill('A customer opened a chargeback. Which documents do you need from us?');

  // A text file is refused at the uploader, before it is sent; what was typed stays.
  const files = page.locator('input[type=file]');
  await files.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('notes.txt was not added: Invalid file type')).toBeVisible();
  await expect(subject).toHaveValue('Chargeback on order 1042');
  await expect(message).toHaveValue('A customer opened a chargeback. Which documents do you need from us?');

  await files.setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Uploaded', { exact: false }).first()).toBeVisible();
  await page.getByRole('button', { name: t('request.submit'), exact: true }).click();

  // The new conversation opens beside the list, waiting for support, with the message and its file.
  await expect(sheet(page).getByRole('heading', { name: 'Chargeback on order 1042' })).toBeVisible();
  const shows = async () => {
    await expect(sheet(page).getByText(t('status.open'))).toBeVisible();
    await expect(sheet(page).getByText('Processing › Payments and refunds › Chargebacks')).toBeVisible();
    await expect(
      sheet(page).getByText('Which documents do you need from us?', { exact: false }),
    ).toBeVisible();
    await expect(sheet(page).getByText('receipt.png')).toBeVisible();
  };
  await shows();
  await page.reload();
  await shows();
  await sheet(page).getByRole('button', { name: 'Close' }).click();
  const row = page.getByRole('row', { name: /Chargeback on order 1042/ });
  await expect(row.getByText(t('status.open'))).toBeVisible();

  // A reply in the conversation support answered: it joins the messages and the question goes back to support.
  const refund = page.getByRole('row', { name: /Refund has not reached my customer/ });
  await expect(refund.getByText(t('status.pending'))).toBeVisible();
  await refund.click();
  await sheet(page)
    .getByRole('button', { name: t('conversation.reply') })
    .click();
  const dialog = page.locator('[data-form-dialog="support-reply"]');
  await dialog
    .getByLabel(new RegExp(`^${t('reply.message')}`))
    .fill('Here is the refund receipt you asked for.');
  await dialog.getByRole('button', { name: t('reply.submit'), exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(sheet(page).getByText('Here is the refund receipt you asked for.')).toBeVisible();
  await expect(sheet(page).getByText(t('status.open'))).toBeVisible();
  await page.reload();
  await expect(sheet(page).getByText('Here is the refund receipt you asked for.')).toBeVisible();
  await expect(sheet(page).getByText(t('status.open'))).toBeVisible();
});

test('personal@ is refused a second open conversation on the same subject, at the subject, with the text kept', async ({
  page,
}) => {
  await signIn(page, 'personal@demo.test', '/chat-and-support');
  await expect(page.getByRole('button', { name: t('picker.open', { topic: 'Processing' }) })).toHaveCount(0);
  await openTopic(page, 'Cards');
  await page.getByRole('button', { name: t('picker.choose', { topic: 'Activate a card' }) }).click();
  const subject = page.getByLabel(new RegExp(`^${t('request.subject')}`));
  const message = page.getByLabel(new RegExp(`^${t('request.message')}`));
  await subject.fill('Activation code did not arrive');
  await message.fill('Still no code today.');
  await page.getByRole('button', { name: t('request.submit'), exact: true }).click();
  await expect(fieldError(page, 'subject')).toContainText(
    'You already have an open conversation with this subject',
  );
  await expect(subject).toHaveValue('Activation code did not arrive');
  await expect(message).toHaveValue('Still no code today.');
  await expect(sheet(page)).toHaveCount(0);
  await expect(page.getByRole('row', { name: /Activation code did not arrive/ })).toHaveCount(1);
});
