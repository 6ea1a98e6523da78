// Issue 9 item 3, silent reads: spec A §7 says the FAQ, profile, tags, contacts, KYC types and localized-address
// reads fall back to empty defaults without a message when they fail. Faults from the demo backend's plan
// (`demo:faults`, src/mocks/fault-plan.ts). The app reads no KYC document types yet; the profile is read only by
// the profile forms, which show their error card and Try again (assumed right: an empty form saved would wipe
// the profile).
import { expect, test, type Page } from '@playwright/test';
import { signIn } from './route-helpers';
import { planFaults } from './demo-faults';

const notices = (page: Page) => page.getByRole('region', { name: /Notifications/ });
const help = (page: Page) => page.getByRole('complementary', { name: 'Help' });

test.describe('silent reads (spec A §7: empty defaults, no message)', () => {
  test('FAQ: network error and malformed JSON leave the help panel empty, with no notice', async ({
    page,
  }) => {
    await signIn(page, 'personal@demo.test');
    for (const [index, fault] of (['network', 'malformed'] as const).entries()) {
      // The FAQ read is not retried (help is never worth a wait); a new page code per fault, past the cache.
      await planFaults(page, [{ path: '/api/v2/faqs', fault }]);
      await page.getByRole('link', { name: index === 0 ? 'Transactions' : 'Send money' }).click();
      await expect(
        help(page).getByText('There are no help articles for this page yet.'),
        fault,
      ).toBeVisible();
      await expect(notices(page).getByRole('listitem')).toHaveCount(0);
      await expect(page.getByRole('alert')).toHaveCount(0);
    }
  });

  test('localized address: 500 and malformed JSON leave plain address inputs, with no message', async ({
    page,
  }) => {
    await signIn(page, 'personal@demo.test', '/me');
    await expect(page.getByRole('heading', { level: 1, name: 'Public profile' })).toBeVisible();
    for (const [country, fault] of [
      ['United States', '500'],
      ['United Kingdom', 'malformed'],
    ] as const) {
      await planFaults(page, [{ path: '/api/v2/localized-addresses', fault }]);
      await page.getByRole('combobox', { name: /^Country/ }).click();
      await page.getByRole('option', { name: country, exact: true }).click();
      await expect.poll(() => page.evaluate(() => sessionStorage.getItem('demo:faults')), fault).toBe('[]');
      for (const label of ['Address', 'City', 'Postal code'])
        await expect(page.getByRole('textbox', { name: new RegExp(`^${label}`) }), fault).toBeVisible();
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(notices(page).getByRole('listitem')).toHaveCount(0);
    }
    // Once the fault is gone the country's own address form comes (the US asks for a state).
    await page.getByRole('combobox', { name: /^Country/ }).click();
    await page.getByRole('option', { name: 'United States', exact: true }).click();
    await expect(page.getByRole('combobox', { name: /^State/ })).toBeVisible();
  });

  // Spec A §7 lists contacts and tags among the reads whose failure gives an empty default without a message.
  for (const [name, path, route, field] of [
    ['contacts', '/api/v2/main/contacts', '/send-money', /^Recipient/],
    ['tags', '/api/v2/main/contact-tags', '/my-contacts/new', /^Tags/],
  ] as const)
    test(`${name}: a failed read is an empty list, with no message`, async ({ page }) => {
      await signIn(page, 'personal@demo.test');
      await planFaults(page, [{ path, fault: '500', times: -1 }]);
      await page.goto(route);
      await page.getByRole('combobox', { name: field }).first().click();
      await expect(page.getByText('List is empty')).toBeVisible();
      await expect(page.getByText('The list could not be loaded.')).toHaveCount(0);
    });
});
