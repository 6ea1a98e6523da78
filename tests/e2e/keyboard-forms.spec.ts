// Keyboard only (issue 9 item 2): a form and a table walked with Tab, Enter and Space — no pointer once signed
// in. In a file of its own so the two Playwright workers share the walk.
import { expect, test } from '@playwright/test';
import { expectFocusRing, expectNoSeriousViolations, focusedInfo, sortedBy, tabTo } from './a11y-helpers';
import { englishText, signIn } from './route-helpers';

test.describe('keyboard only', () => {
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
});
