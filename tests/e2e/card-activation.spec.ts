// Physical card activation (/activate, spec A §2–§4, §7–§9), the card identity-check password dialog and the
// card settings page. Demo data (src/mocks/store/seed/cards.ts): personal@ has crd_virtual_001 (activated) and
// crd_physical_002 (not activated, PAN 5355 4200 0000 2006); merchant@ has crd_virtual_003 (activated) and
// crd_physical_005 (not activated, PAN 5355 4200 0000 3004). Every card's identity-check password starts as
// Ident1234; the demo's right code is 123456.
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { openInApp, signIn } from './route-helpers';
import { planFaults } from './demo-faults';

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots-activate';

const toast = (page: Page, text: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

/** The message under a field: the element its aria-describedby points to. */
async function errorOf(page: Page, label: string | RegExp) {
  const field = page.getByLabel(label, { exact: typeof label === 'string' });
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const id = await field.getAttribute('aria-describedby');
  return page.locator(`[id="${id}"]`);
}

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name });

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('a physical card is activated: password step, code step, every failure, then its settings', async ({
  page,
}) => {
  // A card still to be activated has no settings yet: its settings page leads to the activation.
  await signIn(page, 'personal@demo.test', '/debit-cards/crd_physical_002/settings');
  await expect(page.getByText('Activate this card before changing its settings.')).toBeVisible();
  await page.getByRole('link', { name: 'Activate card' }).click();
  await expect(page).toHaveURL(/\/activate\?card=crd_physical_002$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Activate your card' })).toBeVisible();
  await expect(stepHeading(page, 'Identity-check password')).toBeVisible();
  await expect(page.getByTestId('identity-current-password')).toBeVisible();

  // Step 1: the change state's rules, each at its field, with what was typed kept.
  await page.getByRole('button', { name: 'Change password' }).click();
  await page.getByLabel('New password', { exact: true }).fill('abc');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(await errorOf(page, 'New password')).toHaveText('The password must be at least 6 characters.');
  await expect(await errorOf(page, 'Confirm new password')).toHaveText('Enter a password.');
  await expect(page.getByLabel('New password', { exact: true })).toHaveValue('abc');
  await page.getByLabel('New password', { exact: true }).fill('Secret99');
  await page.getByLabel('Confirm new password').fill('Secret99');

  // Leaving step 1 generates the code; its failure keeps the person on step 1.
  await planFaults(page, [{ path: '/api/v2/main/otp/generate', fault: '500' }]);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(toast(page, 'Failed to generate OTP. Please try again.')).toBeVisible();
  await expect(stepHeading(page, 'Identity-check password')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page, 'Card details and code')).toBeVisible();
  await expect(toast(page, 'We sent a 6-digit code to your email.')).toBeVisible();
  await expect(page.getByText(/^Resend code in 00:[0-5]\d$/)).toBeVisible();

  // Step 2: Continue waits for six digits; Back keeps everything typed on both steps.
  const pan = page.getByLabel('Card number');
  const cvv = page.getByLabel('CVV');
  const firstDigit = page.getByLabel('Digit 1 of 6');
  const submit = page.getByRole('button', { name: 'Continue' });
  await pan.fill('5355420000002007');
  await expect(pan).toHaveValue('5355 4200 0000 2007');
  await cvv.fill('123');
  await firstDigit.fill('65432');
  await expect(submit).toBeDisabled();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('New password', { exact: true })).toHaveValue('Secret99');
  await expect(page.getByLabel('Confirm new password')).toHaveValue('Secret99');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page, 'Card details and code')).toBeVisible();
  await expect(pan).toHaveValue('5355 4200 0000 2007');
  await expect(page.getByLabel('Digit 5 of 6')).toHaveValue('2');
  await page.getByLabel('Digit 6 of 6').fill('1');
  await expect(submit).toBeEnabled();

  // The card number's Luhn check at its field, before any call.
  await submit.click();
  await expect(await errorOf(page, 'Card number')).toHaveText('This card number is not valid.');
  await pan.fill('5355420000002006');

  // A wrong code is marked at the code field.
  await submit.click();
  await expect(page.getByText('Invalid OTP', { exact: true })).toBeVisible();
  await expect(firstDigit).toHaveAttribute('aria-invalid', 'true');
  await firstDigit.fill('123456');

  // Any other refusal: a notice titled 'Activate card unsuccessful' with the server message.
  await planFaults(page, [{ path: '/activate', method: 'POST', fault: '500' }]);
  await submit.click();
  const failed = toast(page, 'Activate card unsuccessful');
  await expect(failed).toBeVisible();
  await expect(failed).toContainText('Something went wrong');
  await shoot(page, 'activation-step2-1280');

  // Success: the card's settings open; the notification follows 500 ms after the answer. Both moments are
  // read on the page's own clock (the answer's Resource Timing, a MutationObserver for the notice), so a busy
  // test runner seeing the answer late cannot shorten the gap.
  await page.evaluate(() => {
    const seen = new MutationObserver(() => {
      if (!document.body.textContent?.includes('Card activated successfully')) return;
      (window as unknown as { noticeAt: number }).noticeAt = performance.now();
      seen.disconnect();
    });
    seen.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  await submit.click();
  await expect(page).toHaveURL(/\/debit-cards\/crd_physical_002\/settings$/);
  const done = toast(page, 'Card activated successfully');
  await expect(done).toBeVisible();
  const gap = await page.evaluate(() => {
    const answers = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('/activate')) as PerformanceResourceTiming[];
    return (window as unknown as { noticeAt: number }).noticeAt - answers.at(-1)!.responseEnd;
  });
  expect(gap).toBeGreaterThanOrEqual(450);
  await expect(done.getByRole('button', { name: 'View Account' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Card settings' })).toBeVisible();

  // The demo store keeps it: after a reload the card is activated and its settings are open.
  await page.reload();
  await expect(page.getByLabel('Card', { exact: true })).toContainText('Activated');
  await expect(page.getByLabel('Freeze card')).toBeVisible();
  await page.goto('/activate?card=crd_physical_002');
  await expect(page.getByText('The card ending in 2006 is already activated.')).toBeVisible();
});

test('merchant@ activates its physical card keeping the password: a server failure once, then its settings', async ({
  page,
}) => {
  await signIn(page, 'merchant@demo.test', '/activate?card=crd_physical_005');
  await expect(page.getByRole('heading', { level: 1, name: 'Activate your card' })).toBeVisible();
  await expect(stepHeading(page, 'Identity-check password')).toBeVisible();
  await expect(page.getByTestId('identity-current-password')).toBeVisible();

  // Step 1 keeps the current password; leaving it e-mails the code.
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(stepHeading(page, 'Card details and code')).toBeVisible();
  await expect(toast(page, 'We sent a 6-digit code to your email.')).toBeVisible();

  const pan = page.getByLabel('Card number');
  const submit = page.getByRole('button', { name: 'Continue' });
  await pan.fill('5355420000003004');
  await expect(pan).toHaveValue('5355 4200 0000 3004');
  await page.getByLabel('CVV').fill('321');
  await page.getByLabel('Digit 1 of 6').fill('123456');
  await expect(submit).toBeEnabled();

  // The server fails once: 'Activate card unsuccessful' with its message, nothing typed lost.
  await planFaults(page, [{ path: '/activate', method: 'POST', fault: '500' }]);
  await submit.click();
  const failed = toast(page, 'Activate card unsuccessful');
  await expect(failed).toBeVisible();
  await expect(failed).toContainText('Something went wrong');
  await expect(pan).toHaveValue('5355 4200 0000 3004');
  await expect(page.getByLabel('Digit 6 of 6')).toHaveValue('6');

  await submit.click();
  await expect(page).toHaveURL(/\/debit-cards\/crd_physical_005\/settings$/);
  await expect(toast(page, 'Card activated successfully')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Card settings' })).toBeVisible();

  // The demo store keeps it, with the password that was kept.
  await page.reload();
  await expect(page.getByLabel('Card', { exact: true })).toContainText('Activated');
  await expect(page.getByLabel('Card', { exact: true })).toContainText('3004');
  await page.getByRole('button', { name: 'Change identity-check password' }).click();
  const dialog = page.getByRole('dialog', { name: 'MasterCard Identity Check password' });
  await dialog.getByRole('button', { name: 'Show password' }).click();
  await expect(dialog.getByTestId('identity-current-password')).toHaveText('Ident1234');
  await page.keyboard.press('Escape');
  await openInApp(page, '/activate?card=crd_physical_005');
  await expect(page.getByText('The card ending in 3004 is already activated.')).toBeVisible();
});

test('the identity-check password dialog: retrieval failure, rules, cancel, change failure and success', async ({
  page,
}) => {
  await signIn(page, 'personal@demo.test', '/debit-cards/crd_virtual_001/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Card settings' })).toBeVisible();
  await planFaults(page, [{ path: '/reveal-identity-password', fault: '500' }]);
  await page.getByRole('button', { name: 'Change identity-check password' }).click();
  const dialog = page.getByRole('dialog', { name: 'MasterCard Identity Check password' });
  await expect(dialog.getByText('Failed to retrieve password. Please try again.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Change password' })).toBeDisabled();
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await dialog.getByRole('button', { name: 'Show password' }).click();
  await expect(dialog.getByTestId('identity-current-password')).toHaveText('Ident1234');
  await dialog.getByRole('button', { name: 'Change password' }).click();

  // Each rule at its field; what was typed stays.
  const next = dialog.getByLabel('New password', { exact: true });
  const confirm = dialog.getByLabel('Confirm new password');
  const save = dialog.getByRole('button', { name: 'Save password' });
  await next.fill('Secret 99');
  await confirm.fill('x'.repeat(129));
  await save.click();
  await expect(await errorOf(page, 'New password')).toHaveText('Use only letters and digits.');
  await expect(await errorOf(page, 'Confirm new password')).toHaveText(
    'The password may have at most 128 characters.',
  );
  await expect(next).toHaveValue('Secret 99');
  await next.fill('');
  await expect(await errorOf(page, 'New password')).toHaveText('Enter a password.');
  await next.fill('Secret99');
  await confirm.fill('Secret98');
  await expect(await errorOf(page, 'Confirm new password')).toHaveText(
    'The password confirmation does not match',
  );
  await shoot(page, 'identity-dialog-errors-1280');

  // Cancel goes back to the view state.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog.getByTestId('identity-current-password')).toBeVisible();
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await confirm.fill('Secret99');

  // The server refuses: 'Password change unsuccessful' with its message, nothing typed lost.
  await planFaults(page, [{ path: '/change-identity-password', fault: '500' }]);
  await save.click();
  const failed = toast(page, 'Password change unsuccessful');
  await expect(failed).toBeVisible();
  await expect(failed).toContainText('Something went wrong');
  await expect(confirm).toHaveValue('Secret99');

  await save.click();
  const changed = toast(page, 'MasterCard Identity Check Password was changed successfully.');
  await expect(changed).toBeVisible();
  await expect(changed.getByRole('button', { name: 'View Account' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Show password' }).click();
  await expect(dialog.getByTestId('identity-current-password')).toHaveText('Secret99');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // The new password is the server's now.
  await page.reload();
  await page.getByRole('button', { name: 'Change identity-check password' }).click();
  await dialog.getByRole('button', { name: 'Show password' }).click();
  await expect(dialog.getByTestId('identity-current-password')).toHaveText('Secret99');
});

test('a merchant saves card settings and they survive a reload', async ({ page }) => {
  await signIn(page, 'merchant@demo.test', '/debit-cards/crd_virtual_003/settings');
  await expect(page.getByLabel('Card', { exact: true })).toContainText('1157');
  const online = page.getByLabel('Online payments');
  const limit = page.getByLabel('Monthly spending limit');
  await expect(online).toBeChecked();
  await online.click();
  await limit.fill('0');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.locator('#root_spending_limit__error')).toContainText('0.01 or more');
  await expect(limit).toHaveValue('0');
  await limit.fill('250');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(toast(page, 'Card settings saved.')).toBeVisible();
  await page.reload();
  await expect(online).not.toBeChecked();
  await expect(limit).toHaveValue('250');
  // An emptied limit removes it.
  await limit.fill('');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(toast(page, 'Card settings saved.')).toHaveCount(1);
  await page.reload();
  await expect(limit).toHaveValue('');
  await expect(online).not.toBeChecked();
  await shoot(page, 'settings-1280');
  // The merchant's card has its identity-check password too.
  await page.getByRole('button', { name: 'Change identity-check password' }).click();
  const dialog = page.getByRole('dialog', { name: 'MasterCard Identity Check password' });
  await dialog.getByRole('button', { name: 'Show password' }).click();
  await expect(dialog.getByTestId('identity-current-password')).toHaveText('Ident1234');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('screens at phone width and in Arabic', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'personal@demo.test', '/activate?card=crd_physical_002');
  await expect(page.getByTestId('identity-current-password')).toBeVisible();
  await shoot(page, 'activation-step1-390');
  // Without a card, with one the user does not have, or with an active one: a clear state and a way on.
  await openInApp(page, '/activate');
  await expect(page.getByText('Choose the card to activate from your debit cards.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to debit cards' })).toHaveAttribute('href', '/debit-cards');
  await openInApp(page, '/activate?card=crd_nope');
  await expect(page.getByText('We could not find this card.')).toBeVisible();
  await openInApp(page, '/activate?card=crd_virtual_001');
  await expect(page.getByText('The card ending in 4821 is already activated.')).toBeVisible();
  await openInApp(page, '/activate?card=crd_physical_002');
  await expect(page.getByTestId('identity-current-password')).toBeVisible();
  // personal@'s saved language wins over the login page's: save Arabic through the language dialog.
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('dialog').getByLabel('Language').selectOption('ar_EG');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1, name: 'تفعيل بطاقتك' })).toBeVisible();
  await shoot(page, 'activation-step1-390-ar');
  await page.getByRole('button', { name: 'متابعة' }).first().click();
  await expect(page.getByLabel('رقم البطاقة')).toBeVisible();
  await shoot(page, 'activation-step2-390-ar');
  await page.goto('/debit-cards/crd_virtual_001/settings');
  await expect(page.locator('#root_spending_limit')).toBeVisible();
  await shoot(page, 'settings-390-ar');
  await page.getByRole('button', { name: 'تغيير كلمة مرور Identity Check' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'تغيير كلمة المرور' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'حفظ كلمة المرور' }).click();
  await shoot(page, 'identity-dialog-390-ar');
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: 900 });
  await shoot(page, 'settings-1280-ar');
});
