// Send money to a new recipient (issue 5): "New recipient" under the recipient field opens the new-contact
// form, which comes back to send money with the saved contact chosen and what was typed still there.
import { expect, test, type Page } from '@playwright/test';
import { catalogue, fill, pick, textAt } from './form-helpers';
import { openInApp, signIn } from './route-helpers';

/** A text of a catalogue by namespace and path, its {{placeholders}} left for `fill`. */
const text = (language: string, namespace: string, path: string) =>
  textAt(catalogue(language, namespace), path);
const EN = (key: string) => text('en', 'transfers', key);

/** A name no earlier run used: the name rule takes letters only, so the time is spelt in letters. */
const uniqueName = (prefix: string) =>
  prefix + [...String(Date.now() % 1_000_000)].map((d) => 'abcdefghij'[Number(d)]).join('');

const recipientBox = (page: Page, label: string) => page.getByRole('combobox', { name: `${label}*` });

test('personal@ adds a new recipient from send money, comes back with it chosen and the amount kept', async ({
  page,
}) => {
  const first = uniqueName('Nova');
  await signIn(page, 'personal@demo.test');
  await openInApp(page, '/send-money');
  await expect(page.getByRole('heading', { level: 1, name: EN('send.title') })).toBeVisible();
  await page.getByRole('textbox', { name: 'Amount*' }).fill('12');

  const link = page.getByRole('link', { name: EN('send.newRecipient') });
  await expect(link).toBeVisible();
  // Keyboard: the link is reached with Tab from the recipient field and followed with Enter.
  await recipientBox(page, EN('send.recipient')).focus();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/my-contacts\/new\?returnTo=%2Fsend-money&returnField=recipient_id$/);
  await expect(
    page.getByRole('heading', { level: 1, name: text('en', 'account', 'contact-new.title') }),
  ).toBeVisible();
  await page.getByRole('textbox', { name: `${text('en', 'account', 'common.firstName')}*` }).fill(first);
  await page
    .getByRole('textbox', { name: text('en', 'account', 'common.email') })
    .fill(`${first.toLowerCase()}@example.test`);
  await page.getByRole('button', { name: text('en', 'account', 'contact-new.submit'), exact: true }).click();

  await expect(
    page.getByText(fill(text('en', 'account', 'contact-new.done'), { first_name: first })),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/send-money\?recipient_id=[^&]+$/);
  await expect(recipientBox(page, EN('send.recipient'))).toHaveValue(first);
  await expect(page.getByRole('textbox', { name: 'Amount*' })).toHaveValue(/^12(\.00)?$/);
});

test('going back from the new-contact form without saving keeps what was typed', async ({ page }) => {
  await signIn(page, 'personal@demo.test');
  await openInApp(page, '/send-money');
  await pick(page, EN('send.recipient'), /./);
  const chosen = await recipientBox(page, EN('send.recipient')).inputValue();
  await page.getByRole('textbox', { name: 'Amount*' }).fill('7');
  await page.getByRole('link', { name: EN('send.newRecipient') }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: text('en', 'account', 'contact-new.title') }),
  ).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: EN('send.title') })).toBeVisible();
  await expect(recipientBox(page, EN('send.recipient'))).toHaveValue(chosen);
  await expect(page.getByRole('textbox', { name: 'Amount*' })).toHaveValue(/^7(\.00)?$/);
});

// A contact just added has no receiving methods: a recipient not registered yet, whose money waits for them
// (and goes back after 14 days, spec A §9).
test('personal@ completes the transfer to the recipient just added', async ({ page }) => {
  const first = uniqueName('Nova');
  await signIn(page, 'personal@demo.test');
  await openInApp(page, '/send-money');
  await page.getByRole('textbox', { name: 'Amount*' }).fill('12');
  await page.getByRole('link', { name: EN('send.newRecipient') }).click();
  await page.getByRole('textbox', { name: `${text('en', 'account', 'common.firstName')}*` }).fill(first);
  await page.getByRole('button', { name: text('en', 'account', 'contact-new.submit'), exact: true }).click();
  await expect(recipientBox(page, EN('send.recipient'))).toHaveValue(first);
  await pick(page, EN('send.receivingMethod'), /./);
  await page.getByRole('button', { name: EN('send.submit'), exact: true }).click();
  await expect(page.getByText(fill(EN('send.done'), { amount: 12, currency: 'USD' }))).toBeVisible();
});

test('a returnTo to another site is ignored: the contact form goes to its own page after saving', async ({
  page,
}) => {
  const first = uniqueName('Ivo');
  await signIn(page, 'personal@demo.test');
  await openInApp(page, '/my-contacts/new?returnTo=%2F%2Fevil.example&returnField=recipient_id');
  await page.getByRole('textbox', { name: `${text('en', 'account', 'common.firstName')}*` }).fill(first);
  await page.getByRole('button', { name: text('en', 'account', 'contact-new.submit'), exact: true }).click();
  await expect(
    page.getByText(fill(text('en', 'account', 'contact-new.done'), { first_name: first })),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/my-contacts\/[^/?]+$/);
  expect(new URL(page.url()).host).toMatch(/^localhost:/);
});

test('arabic@ sees the new-recipient link in Arabic', async ({ page }) => {
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Sign in as arabic@demo.test' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await openInApp(page, '/send-money');
  const label = text('ar_EG', 'transfers', 'send.newRecipient');
  expect(label).not.toBe(EN('send.newRecipient'));
  await expect(page.getByRole('link', { name: label })).toBeVisible();
});
