// Keyboard only (issue 9 item 2): the sidebar, dialogs, the phone drawer and the Arabic menu walked with Tab,
// Enter, Space and Escape — no pointer once signed in. Every focused control must show a visible focus ring.
import { expect, test } from '@playwright/test';
import {
  expectFocusRing,
  expectNoSeriousViolations,
  focusedInfo,
  signInAnyLanguage,
  tabTo,
} from './a11y-helpers';
import { signIn, urlOf } from './route-helpers';

test.describe('keyboard only', () => {
  test('sidebar (merchant@): Tab reaches the menu, every item, More opens an area, Enter opens a route', async ({
    page,
  }) => {
    await signIn(page, 'merchant@demo.test');
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    // The first stop is the skip link, which takes focus past the header and the menu.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await expectFocusRing(page);

    // Tab on into the menu: every link and button of it is reached, in order, each with a focus ring. The
    // menu's entries are all there once it is no longer busy (the account list and currencies loaded).
    await expect(nav).not.toHaveAttribute('aria-busy', 'true');
    const items = nav.locator('a[href], button:not([disabled])');
    const count = await items.count();
    expect(count).toBeGreaterThan(5);
    await tabTo(page, items.first());
    for (let index = 0; index < count; index++) {
      await expect(items.nth(index)).toBeFocused();
      await expectFocusRing(page);
      await page.keyboard.press('Tab');
    }
    await expect(nav.locator(':focus')).toHaveCount(0);

    // More, by keyboard: the area opens with focus on its back button; back returns focus to More.
    const more = nav.getByRole('button', { name: 'More in Wallet' });
    await tabTo(page, more, { back: true });
    await page.keyboard.press('Enter');
    const back = nav.getByRole('button', { name: 'Back to home' });
    await expect(back).toBeFocused();
    await expectNoSeriousViolations(page, 'the sidebar showing the whole Wallet area');
    await page.keyboard.press('Space');
    await expect(more).toBeFocused();
    await page.keyboard.press('Space');
    await expect(back).toBeFocused();

    // An item only the whole area shows, opened with Enter.
    const massPayouts = nav.getByRole('link', { name: 'Mass payouts' });
    await tabTo(page, massPayouts);
    const target = await massPayouts.getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(urlOf(target ?? 'missing href'));
    await expect(page.getByRole('heading', { level: 1, name: 'Mass payouts' })).toBeVisible();
  });

  test('dialogs (personal@): open with Enter or Space, focus inside and kept there, Escape closes and returns focus', async ({
    page,
  }) => {
    await signIn(page, 'personal@demo.test', '/my-contacts');
    await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();

    // A form in a dialog, opened with Enter.
    const newTag = page.getByRole('button', { name: 'New tag' });
    await tabTo(page, newTag);
    await expectFocusRing(page);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    // Once its form has loaded, the focus is on its first field.
    await expect(dialog.getByRole('textbox', { name: /^Tag name/ })).toBeFocused();
    // The sweep scans pages at rest; the states a keyboard opens are scanned here.
    await expectNoSeriousViolations(page, 'the New tag dialog');
    // Tab and Shift+Tab go round inside the dialog, never out to the page behind it.
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      const info = await focusedInfo(page);
      expect(info.inDialog, `after ${key}, focus is in the dialog (on ${info.tag} "${info.name}")`).toBe(
        true,
      );
      await expectFocusRing(page);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(newTag).toBeFocused();

    // A confirmation, opened with Space from a row's Delete: Escape cancels, the contact stays.
    const rows = page.getByRole('table').getByRole('row');
    const firstRow = rows.nth(1);
    const firstText = await firstRow.textContent();
    const remove = firstRow.getByRole('button', { name: 'Delete' });
    await tabTo(page, remove);
    await page.keyboard.press('Space');
    const confirm = page.getByRole('dialog');
    await expect(confirm).toBeVisible();
    expect((await focusedInfo(page)).inDialog, 'focus moved into the confirmation').toBe(true);
    await expectNoSeriousViolations(page, 'the delete confirmation');
    await page.keyboard.press('Escape');
    await expect(confirm).toHaveCount(0);
    await expect(remove).toBeFocused();
    expect(await rows.nth(1).textContent()).toBe(firstText);
  });

  test('phone width (personal@): the menu button opens the drawer by keyboard, Tab stays in it, Escape closes', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'personal@demo.test');
    const opener = page.getByRole('button', { name: 'Open menu' });
    await tabTo(page, opener);
    await expectFocusRing(page);
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Main menu' });
    await expect(drawer).toBeVisible();
    await expectNoSeriousViolations(page, 'the menu drawer at phone width');
    const links = await drawer.locator('a[href], button:not([disabled])').count();
    for (let presses = 0; presses <= links + 1; presses++) {
      await page.keyboard.press('Tab');
      const info = await focusedInfo(page);
      expect(
        info.inDialog,
        `Tab ${presses + 1}: focus is in the drawer (on ${info.tag} "${info.name}")`,
      ).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('Arabic (arabic@): the menu sits on the right, Tab reaches it with a focus ring, Enter opens a route', async ({
    page,
  }) => {
    await signInAnyLanguage(page, 'arabic@demo.test');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const nav = page.getByRole('navigation', { name: 'القائمة الرئيسية' });
    const main = page.locator('main');
    const [navBox, mainBox] = [await nav.boundingBox(), await main.boundingBox()];
    expect(navBox && mainBox && navBox.x > mainBox.x, 'the menu is on the right of the page').toBe(true);

    const contacts = nav.getByRole('link', { name: 'جهات الاتصال' });
    await tabTo(page, contacts);
    await expectFocusRing(page);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(urlOf('/my-contacts'));
    await expect(page.getByRole('table')).toBeVisible();
  });
});
