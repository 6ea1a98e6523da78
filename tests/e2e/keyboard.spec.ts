// Keyboard only (issue 9 item 2): the sidebar, dialogs, a form and a table walked with Tab, Enter, Space and
// Escape — no pointer once signed in. Every focused control must show a visible focus ring.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations, signInAnyLanguage } from './a11y-helpers';
import { englishText, signIn, urlOf } from './route-helpers';

/** True when `target` holds the keyboard focus. */
const hasFocus = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Presses Tab (Shift+Tab with `back`) until `target` has the focus, at most `max` times. */
async function tabTo(page: Page, target: Locator, { max = 60, back = false } = {}): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    if (await hasFocus(target)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached with ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`).toBeFocused();
}

/** What the focused element is: its accessible-ish name, where it is, and whether a focus ring is drawn. */
const focusedInfo = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    const style = el ? getComputedStyle(el) : null;
    const box = el?.getBoundingClientRect();
    const outline = style && style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    const shadow = style && style.boxShadow !== 'none';
    return {
      name: (el?.getAttribute('aria-label') ?? el?.innerText ?? '').trim(),
      id: el?.id ?? '',
      tag: el?.tagName ?? '',
      x: box?.x ?? 0,
      y: box?.y ?? 0,
      ring: Boolean(outline || shadow),
      inDialog: Boolean(el?.closest('dialog[open]')),
    };
  });

/** True when `texts` are in order (1: A to Z, -1: Z to A) and, if there are two or more, not all the same. */
function sortedBy(texts: string[], direction: 1 | -1): boolean {
  const pairs = texts.slice(1).map((text, index) => direction * text.localeCompare(texts[index]!));
  return pairs.every((order) => order >= 0) && (pairs.length === 0 || pairs.some((order) => order > 0));
}

async function expectFocusRing(page: Page): Promise<void> {
  const info = await focusedInfo(page);
  expect(info.ring, `a visible focus ring on ${info.tag} "${info.name}"`).toBe(true);
}

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

    // Tab on into the menu: every link and button of it is reached, in order, each with a focus ring.
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

  test('form (personal@): Tab follows the visual order, Enter submits, errors are tied to their fields and focused', async ({
    page,
  }) => {
    await signIn(page, 'personal@demo.test', '/my-contacts/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New contact' })).toBeVisible();
    const form = page.locator('form');
    const labels = ['firstName', 'lastName', 'email', 'phone'].map((key) =>
      englishText(`account:common.${key}`),
    );
    // The label of a required field ends with a mark (First name*).
    const field = (label: string) => form.getByLabel(new RegExp(`^${label}\\*?$`));
    const [firstName, email] = [field(labels[0]!), field(labels[2]!)];
    await tabTo(page, firstName);

    // The fields in the order the file lists them, each below or beside the one before.
    const order: { name: string; x: number; y: number }[] = [];
    for (const label of labels) {
      await expect(field(label)).toBeFocused();
      await expectFocusRing(page);
      const info = await focusedInfo(page);
      order.push(info);
      if (label === labels[2]) await page.keyboard.type('not-an-email');
      await page.keyboard.press('Tab');
    }
    for (let index = 1; index < order.length; index++) {
      const [before, now] = [order[index - 1]!, order[index]!];
      expect(now.y > before.y || (now.y === before.y && now.x > before.x), 'visual order').toBe(true);
    }

    // Enter in a field submits; the first invalid field (the required first name) gets the focus, and each
    // invalid field says so and points at its message.
    await tabTo(page, email, { back: true });
    await page.keyboard.press('Enter');
    await expect(firstName).toBeFocused();
    for (const [invalid, label] of [
      [firstName, labels[0]!],
      [email, labels[2]!],
    ] as const) {
      await expect(invalid).toHaveAttribute('aria-invalid', 'true');
      const describedBy = (await invalid.getAttribute('aria-describedby')) ?? '';
      expect(describedBy, 'aria-describedby').not.toBe('');
      const texts = await page.evaluate(
        (ids) => ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' '),
        describedBy.split(/\s+/),
      );
      // The message names its field ("First name is required.", "E-mail must be a valid address.").
      expect(texts).toContain(label);
    }

    await expectNoSeriousViolations(page, 'the new contact form showing its errors');

    // Fixed by keyboard and sent with Enter.
    await page.keyboard.type('Noor');
    await tabTo(page, email);
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('noor.keyboard@demo.test');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Noor is now in your contacts.')).toBeVisible();
    await expect(page).toHaveURL(/\/my-contacts\/(?!new$)[^/]+$/);
  });

  test('table (personal@): sort by Enter and Space with aria-sort, a row action, pages by keyboard', async ({
    page,
  }) => {
    await signIn(page, 'personal@demo.test', '/my-contacts');
    const table = page.getByRole('table');
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    const firstNameHeader = table.getByRole('columnheader', { name: /First name/ });
    const lastNameHeader = table.getByRole('columnheader', { name: /Last name/ });
    await expect(firstNameHeader).toHaveAttribute('aria-sort', 'ascending');

    const lastNames = () => table.getByRole('row').locator('td:nth-child(2)').allInnerTexts();
    // The list puts favourites first (prefer_favorite), then sorts within each group.
    const favourites = () => table.getByRole('row').locator('td:nth-child(5)').allInnerTexts();
    const sortedInGroups = async (direction: 1 | -1) => {
      const [names, groups] = [await lastNames(), await favourites()];
      return [...new Set(groups)].every((group) =>
        sortedBy(
          names.filter((_, index) => groups[index] === group),
          direction,
        ),
      );
    };
    const sortLast = lastNameHeader.getByRole('button');
    await tabTo(page, sortLast);
    await expectFocusRing(page);
    await page.keyboard.press('Enter');
    await expect(lastNameHeader).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstNameHeader).not.toHaveAttribute('aria-sort', /./);
    await expect.poll(() => sortedInGroups(1)).toBe(true);
    await expect(sortLast).toBeFocused();
    await page.keyboard.press('Space');
    await expect(lastNameHeader).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(() => sortedInGroups(-1)).toBe(true);

    // A row's action, reached by Tab and run with Enter.
    const favourite = table.getByRole('row').nth(1).getByRole('button', { name: 'Favourite on or off' });
    await tabTo(page, favourite);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Favourite updated')).toBeVisible();

    // The next page, by keyboard; focus stays on the control that was used.
    const pager = page.getByRole('navigation', { name: 'Pages' });
    const next = pager.getByRole('button', { name: 'Next page' });
    const firstPage = await lastNames();
    await tabTo(page, next, { max: 80 });
    await expectFocusRing(page);
    await page.keyboard.press('Enter');
    await expect(pager.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect.poll(lastNames).not.toEqual(firstPage);
    await expect(next).toBeFocused();
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
