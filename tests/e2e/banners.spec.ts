import { expect, test, type Page } from '@playwright/test';
import { BASE } from './base-url';
import { openInApp, signIn } from './route-helpers';

const kybNotice = (page: Page) => page.locator('[data-kyb-state]');

test.describe('KYB notice for business users who are not verified (spec A §2, §4; spec B §2)', () => {
  test('onboarding@ sees "not submitted" on home, not on the business profile, and its button leads there', async ({
    page,
  }) => {
    await signIn(page, 'onboarding@demo.test');
    const notice = page.getByRole('region', { name: 'Verify your business to start accepting payments' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('upload a few documents');
    const start = notice.getByRole('link', { name: 'Start verification' });
    await expect(start).toHaveAttribute('href', '/business-profile');

    await start.click();
    await expect(page).toHaveURL(`${BASE}/business-profile`);
    await expect(kybNotice(page)).toHaveCount(0);

    await openInApp(page, '/business-profile/bp_001');
    await expect(page).toHaveURL(`${BASE}/business-profile/bp_001`);
    await expect(kybNotice(page)).toHaveCount(0);

    // Every other page of the default layout shows it again.
    await openInApp(page, '/my-contacts');
    await expect(notice).toBeVisible();
  });

  test('the verification-required modal: Enter starts verification (business users: business profile)', async ({
    page,
  }) => {
    await signIn(page, 'onboarding@demo.test');
    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('button', { name: 'Send money' })
      .click();
    const modal = page.getByRole('dialog', { name: 'Verify to access the product' });
    await expect(modal.getByRole('button', { name: 'Start verification' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(modal).toHaveCount(0);
    await expect(page).toHaveURL(`${BASE}/business-profile`);
    await expect(kybNotice(page)).toHaveCount(0);
  });

  test('review@ sees "under review" with See details', async ({ page }) => {
    await signIn(page, 'review@demo.test');
    const notice = page.getByRole('region', { name: 'Your business is under review' });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', { name: 'See details' })).toHaveAttribute(
      'href',
      '/business-profile',
    );
    await expect(kybNotice(page)).toHaveCount(1);
  });

  test('rejected@ sees "business profile not approved" (the business model overrides rejected)', async ({
    page,
  }) => {
    await signIn(page, 'rejected@demo.test');
    const notice = page.getByRole('region', { name: 'Your business profile was not approved' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('business model');
    await expect(notice.getByRole('link', { name: 'Resubmit' })).toHaveAttribute('href', '/business-profile');
    await expect(page.getByRole('region', { name: 'Your verification was not approved' })).toHaveCount(0);
  });

  test('merchant@ (verified) sees none', async ({ page }) => {
    await signIn(page, 'merchant@demo.test');
    // The banners' texts have loaded once the switch (same namespace) shows.
    await expect(page.getByRole('switch', { name: 'Test mode' })).toBeVisible();
    await expect(kybNotice(page)).toHaveCount(0);
  });

  for (const email of ['personal@demo.test', 'newbie@demo.test']) {
    test(`${email} (personal) sees none`, async ({ page }) => {
      await signIn(page, email);
      await page.waitForLoadState('networkidle');
      await expect(page.getByText('Accounts overview').first()).toBeVisible();
      await expect(kybNotice(page)).toHaveCount(0);
      await expect(page.getByRole('switch', { name: 'Test mode' })).toHaveCount(0);
    });
  }
});
