// Stored cards (spec A §2 manage-card, §9 card masks and Luhn; issue 8 item 5): personal users only. The list,
// the "Add a card" title when there is none, the add form's masks and rules at their fields with what was typed
// kept, the server's refusals at the field they concern, and the stored card after a reload.
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './route-helpers';
import { ruleMessage, text } from './form-helpers';

const T = (key: string, values: Record<string, string> = {}) =>
  text('en', `wallet:stored-card-add.${key}`, values);
const label = (key: string) => T(key);
const save = (page: Page) => page.getByRole('button', { name: T('save'), exact: true }).click();
const error = (page: Page, field: string) => page.locator(`#root_${field}__error`);

test('personal@ adds a card: the masks group what is typed, each rule speaks at its field, the card is stored', async ({
  page,
}) => {
  await signIn(page, 'personal@demo.test', '/manage-card');
  await expect(page.getByRole('heading', { level: 1, name: 'Saved cards' })).toBeVisible();
  await expect(page.locator('[data-table] [data-row-key]')).toHaveCount(2);
  await page.getByRole('link', { name: 'Add a card' }).click();
  await expect(page.getByRole('heading', { level: 1, name: T('title') })).toBeVisible();

  const number = page.getByLabel(label('number'));
  const expiry = page.getByLabel(label('expiry'));
  const cvv = page.getByLabel(label('cvv'));
  const holder = page.getByLabel(label('holder'));
  // The masks: 4 × 4 (+3) for the number, year-month for the expiry; letters and spaces typed are dropped.
  await number.pressSequentially('4111 1111 1111 1112');
  await expect(number).toHaveValue('4111 1111 1111 1112');
  await expiry.pressSequentially('202401');
  await expect(expiry).toHaveValue('2024-01');
  await cvv.fill('12');
  await holder.fill('Amelia Hart');
  await save(page);
  await expect(error(page, 'card_number')).toHaveText(ruleMessage('en', 'credit_card', T('number')));
  await expect(error(page, 'expiry')).toHaveText(ruleMessage('en', 'card_expiry', T('expiry')));
  await expect(error(page, 'cvv')).toContainText('security code (cvv)', { ignoreCase: true });
  // Nothing typed is lost.
  await expect(number).toHaveValue('4111 1111 1111 1112');
  await expect(expiry).toHaveValue('2024-01');
  await expect(cvv).toHaveValue('12');

  // A card already stored: the server's refusal shows at the card number; the expiry it sent as year and
  // month comes back to the one field.
  await number.fill('4111111111111111');
  await expiry.fill('202804');
  await cvv.fill('123');
  await save(page);
  await expect(error(page, 'card_number')).toHaveText('This card is already stored.');
  await expect(error(page, 'expiry')).toHaveCount(0);

  await number.fill('5105105105105100');
  await expiry.fill('203107');
  await save(page);
  await expect(page.getByText(T('done', { last_four: '5100' }))).toBeVisible();
  await expect(page).toHaveURL(/\/manage-card$/);
  await page.reload();
  const row = page.locator('[data-table] [data-row-key]').filter({ hasText: '5100' });
  await expect(row).toContainText('Amelia Hart');
  await expect(row).toContainText('7');
  await expect(row).toContainText('2031');
});

test('with no card the page is titled "Add a card"', async ({ page }) => {
  await signIn(page, 'newbie@demo.test', '/manage-card');
  await expect(page.getByRole('heading', { level: 1, name: 'Add a card' })).toBeVisible();
  await expect(page.getByText('Store a card to add money to your accounts quickly.')).toBeVisible();
});

test('a removed card stays removed after a reload', async ({ page }) => {
  await signIn(page, 'personal@demo.test', '/manage-card');
  const second = page.locator('[data-table] [data-row-key]').filter({ hasText: '4444' });
  await second.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Card removed')).toBeVisible();
  await page.reload();
  await expect(page.locator('[data-table] [data-row-key]')).toHaveCount(1);
  await expect(second).toHaveCount(0);
});
