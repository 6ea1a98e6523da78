import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './route-helpers';

// Dialogs: a form file in a dialog (the time zone form) submits on Enter; a dialog without a form runs its
// primary action on Enter (spec A §9: "Enter confirms").

/** Screenshots for a person to look at: SHOTS_DIR when given, else the test's output folder. */
function shotPath(name: string, fallback: string): string {
  const folder = process.env.SHOTS_DIR ?? fallback;
  mkdirSync(folder, { recursive: true });
  return join(folder, `${name}.png`);
}

async function openTimeZone(page: Page, menuName: RegExp, optionsName: string, entry: string) {
  await page.getByRole('button', { name: menuName }).click();
  await page.getByRole('list', { name: optionsName }).getByRole('button', { name: entry }).click();
}

test.describe('the time zone form in a dialog', () => {
  test('personal@ picks a zone, presses Enter, is told the offset, and finds the zone chosen on reopening', async ({
    page,
  }) => {
    const saves: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/v2/settings'))
        saves.push(request.postDataJSON());
    });
    await signIn(page, 'personal@demo.test');
    await openTimeZone(page, /Account menu for Amelia Hart/, 'Account options', 'Time zone');
    const dialog = page.getByRole('dialog', { name: 'Time zone' });
    const zone = dialog.getByRole('combobox', { name: 'Your time zone' });
    // The field has focus once the form is there: the person types straight away.
    await expect(zone).toBeFocused();
    await expect(zone).toHaveValue(/Europe\/London/);
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();

    await zone.fill('Tokyo');
    await expect(dialog.getByRole('option', { name: '(UTC+09:00) Asia/Tokyo' })).toBeVisible();
    await zone.press('Enter'); // picks the highlighted zone
    await expect(zone).toHaveValue('(UTC+09:00) Asia/Tokyo');
    await zone.press('Enter'); // submits the form
    await expect(page.getByText('Reports will now be shown in UTC+09:00')).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(saves).toEqual([{ timezone: 'Asia/Tokyo' }]);

    await openTimeZone(page, /Account menu for Amelia Hart/, 'Account options', 'Time zone');
    await expect(dialog.getByRole('combobox', { name: 'Your time zone' })).toHaveValue(
      '(UTC+09:00) Asia/Tokyo',
    );
    await page.reload();
    await openTimeZone(page, /Account menu for Amelia Hart/, 'Account options', 'Time zone');
    await expect(dialog.getByRole('combobox', { name: 'Your time zone' })).toHaveValue(
      '(UTC+09:00) Asia/Tokyo',
    );
  });

  test('Escape and Cancel close without saving; the next opening starts from the saved zone', async ({
    page,
  }) => {
    const saves: unknown[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/v2/settings'))
        saves.push(request.url());
    });
    await signIn(page, 'personal@demo.test');
    await openTimeZone(page, /Account menu for Amelia Hart/, 'Account options', 'Time zone');
    const dialog = page.getByRole('dialog', { name: 'Time zone' });
    const zone = dialog.getByRole('combobox', { name: 'Your time zone' });
    await zone.fill('Tokyo');
    await zone.press('Enter');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();

    await openTimeZone(page, /Account menu for Amelia Hart/, 'Account options', 'Time zone');
    await expect(zone).toHaveValue(/Europe\/London/);
    await zone.fill('Tokyo');
    await zone.press('Enter');
    // The first Escape closes an open list (none is open now), this one the dialog.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(saves).toEqual([]);
  });

  test('a failed save keeps the dialog open with the chosen zone and says it could not update the zone', async ({
    page,
  }) => {
    await signIn(page, 'personal@demo.test');
    // The demo backend's fault plan (src/mocks/fault-plan.ts): the next save fails as a network failure would.
    await page.evaluate(() =>
      sessionStorage.setItem('demo:faults', JSON.stringify([{ path: '/api/v2/settings', fault: 'network' }])),
    );
    await openTimeZone(page, /Account menu for Amelia Hart/, 'Account options', 'Time zone');
    const dialog = page.getByRole('dialog', { name: 'Time zone' });
    const zone = dialog.getByRole('combobox', { name: 'Your time zone' });
    await zone.fill('Tokyo');
    await zone.press('Enter');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Cannot update the time zone. Please try again.')).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(zone).toHaveValue('(UTC+09:00) Asia/Tokyo');

    // The fault was used up: saving again works, with what was typed.
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Reports will now be shown in UTC+09:00')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('looks right at 1280 px, at 390 px and in Arabic', async ({ page }, testInfo) => {
    const folder = testInfo.outputPath('shots');
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, 'personal@demo.test');
    await openTimeZone(page, /Account menu for Amelia Hart/, 'Account options', 'Time zone');
    const dialog = page.getByRole('dialog', { name: 'Time zone' });
    await expect(dialog.getByRole('combobox', { name: 'Your time zone' })).toBeFocused();
    await page.screenshot({ path: shotPath('time-zone-1280', folder) });
    await dialog.getByRole('combobox', { name: 'Your time zone' }).fill('Kolkata');
    await page.screenshot({ path: shotPath('time-zone-1280-list', folder) });

    await page.setViewportSize({ width: 390, height: 800 });
    await page.keyboard.press('Escape');
    await expect(dialog.getByRole('option')).toHaveCount(0);
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await page.screenshot({ path: shotPath('time-zone-390', folder) });
  });

  test('in Arabic: the dialog reads right to left and the notice is Arabic', async ({ page }, testInfo) => {
    // signIn waits for the English home page; this persona's is Arabic.
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Sign in as arabic@demo.test' }).click();
    await expect(page.getByRole('heading', { name: 'نظرة عامة على الحسابات' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await openTimeZone(page, /قائمة الحساب لـ/, 'خيارات الحساب', 'المنطقة الزمنية');
    const dialog = page.getByRole('dialog', { name: 'المنطقة الزمنية' });
    const zone = dialog.getByRole('combobox', { name: 'منطقتك الزمنية' });
    await expect(zone).toBeFocused();
    await expect(dialog.getByRole('button', { name: 'إلغاء' })).toBeVisible();
    await page.screenshot({ path: shotPath('time-zone-ar', testInfo.outputPath('shots')) });
    await zone.fill('Tokyo');
    await zone.press('Enter');
    await zone.press('Enter');
    await expect(page.getByText('ستُعرض التقارير الآن بتوقيت UTC+09:00')).toBeVisible();
    await expect(dialog).toBeHidden();
  });
});

test('Enter confirms the verification modal even after focus left its main button', async ({ page }) => {
  await signIn(page, 'onboarding@demo.test');
  await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('button', { name: 'Send money' })
    .click();
  const modal = page.getByRole('dialog', { name: 'Verify to access the product' });
  await expect(modal.getByRole('button', { name: 'Start verification' })).toBeFocused();
  // A click on the text moves focus off the button; Enter still starts the verification.
  await modal.getByText('Verify to access the product').click();
  await expect(modal.getByRole('button', { name: 'Start verification' })).not.toBeFocused();
  await page.keyboard.press('Enter');
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/\/business-profile$/);
});
