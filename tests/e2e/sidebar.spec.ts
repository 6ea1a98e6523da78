import { expect, test, type Page } from '@playwright/test';
import { signIn } from './route-helpers';

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

/** The accessible name of the focused element. */
const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return '';
    const label = el.getAttribute('aria-label');
    return (label ?? el.innerText ?? '').trim();
  });

test.describe('sidebar and account menu, drawn from menu.config.ts', () => {
  test('merchant@ sees each area with 3 items and More, and More opens the whole area', async ({ page }) => {
    await signIn(page, 'merchant@demo.test');
    const nav = sidebar(page);
    await expect(nav.getByRole('link', { name: 'Business home' })).toBeVisible();
    for (const area of ['Wallet', 'Processing', 'Settings']) {
      const region = nav.getByRole('region', { name: area });
      await expect(region.getByRole('link')).toHaveCount(3);
      await expect(region.getByRole('button', { name: `More in ${area}` })).toBeVisible();
    }
    // Mini apps has exactly 3 items for merchant@: no More.
    const miniApps = nav.getByRole('region', { name: 'Mini apps' });
    await expect(miniApps.getByRole('link')).toHaveCount(3);
    await expect(miniApps.getByRole('button', { name: /More/ })).toHaveCount(0);

    const wallet = nav.getByRole('region', { name: 'Wallet' });
    await expect(wallet.getByRole('link', { name: 'Mass payouts' })).toHaveCount(0);
    await wallet.getByRole('button', { name: 'More in Wallet' }).click();
    const back = nav.getByRole('button', { name: 'Back to home' });
    await expect(back).toBeFocused();
    const whole = nav.getByRole('region', { name: 'Wallet' });
    for (const item of ['Send money', 'Request money', 'Mass payouts', 'Scheduled transfers']) {
      await expect(whole.getByRole('link', { name: item })).toBeVisible();
    }
    await expect(nav.getByRole('region', { name: 'Processing' })).toHaveCount(0);
    await back.click();
    await expect(nav.getByRole('button', { name: 'More in Wallet' })).toBeFocused();
    await expect(nav.getByRole('region', { name: 'Processing' })).toBeVisible();
  });

  test('personal@ gets the personal menu, and language and time zone in the account menu', async ({
    page,
  }) => {
    await signIn(page, 'personal@demo.test');
    const nav = sidebar(page);
    await expect(nav.getByRole('link', { name: 'Home', exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Saved cards' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Business home' })).toHaveCount(0);
    await expect(nav.getByRole('region', { name: 'Wallet' })).toHaveCount(0);

    await page.getByRole('button', { name: /Account menu for Amelia Hart/ }).click();
    const menu = page.getByRole('list', { name: 'Account options' });
    await expect(menu.getByRole('button', { name: 'Language' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Time zone' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'My profile' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Account settings' })).toHaveCount(0);

    await menu.getByRole('button', { name: 'Language' }).click();
    const dialog = page.getByRole('dialog', { name: 'Language' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: /Account menu for Amelia Hart/ })).toBeFocused();
  });

  test('merchant@ has no language or time zone entries', async ({ page }) => {
    await signIn(page, 'merchant@demo.test');
    await page.getByRole('button', { name: /Account menu for/ }).click();
    const menu = page.getByRole('list', { name: 'Account options' });
    await expect(menu.getByRole('link', { name: 'Account settings' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Language' })).toHaveCount(0);
    await expect(menu.getByRole('button', { name: 'Time zone' })).toHaveCount(0);
  });

  test('onboarding@ clicking a blocked item gets the verification modal', async ({ page }) => {
    await signIn(page, 'onboarding@demo.test');
    const sendMoney = sidebar(page).getByRole('button', { name: 'Send money' });
    await expect(sendMoney).toHaveAccessibleDescription('Verify your account to use this');
    await sendMoney.click();
    const modal = page.getByRole('dialog', { name: 'Verify to access the product' });
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Not now' }).click();
    await expect(modal).toBeHidden();
    await expect(sendMoney).toBeFocused();

    await sendMoney.press('Enter');
    await expect(modal).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(sendMoney).toBeFocused();

    await sendMoney.click();
    await modal.getByRole('button', { name: 'Start verification' }).click();
    await expect(page).toHaveURL(/\/business-profile$/);
    await expect(modal).toBeHidden();
  });

  test('staff@ does not see sub-accounts; a flag that is off shows the item disabled', async ({ page }) => {
    await signIn(page, 'staff@demo.test');
    const nav = sidebar(page);
    await expect(nav.getByRole('region', { name: 'Settings' })).toBeVisible();
    await expect(nav.getByText('Sub-accounts')).toHaveCount(0);
    const sellers = nav.getByRole('button', { name: 'Connected sellers' });
    await expect(sellers).toHaveAttribute('aria-disabled', 'true');
    await expect(sellers).toHaveAccessibleDescription('This feature is disabled for your account');
    await sellers.focus();
    await expect(
      page.getByRole('tooltip', { name: 'This feature is disabled for your account' }),
    ).toBeVisible();
    const url = page.url();
    // Playwright refuses to click an aria-disabled element; force it to show the click does nothing.
    await sellers.click({ force: true });
    await expect(page).toHaveURL(url);

    await page.getByRole('button', { name: /Account menu for/ }).click();
    await expect(page.getByRole('list', { name: 'Account options' }).getByText('Sub-accounts')).toHaveCount(
      0,
    );
  });

  test('newbie@, whose fx, add money and payout flags are off, sees those items disabled before typing anything', async ({
    page,
  }) => {
    await signIn(page, 'newbie@demo.test');
    const nav = sidebar(page);
    for (const name of ['Convert money', 'Add money', 'Withdraw']) {
      const item = nav.getByRole('button', { name, exact: true });
      await expect(item).toHaveAttribute('aria-disabled', 'true');
      await expect(item).toHaveAccessibleDescription('This feature is disabled for your account');
    }
    await expect(nav.getByRole('link', { name: 'Send money', exact: true })).toBeVisible();
  });

  test('merchant@ with 5 accounts gets a searchable dropdown', async ({ page }) => {
    await signIn(page, 'merchant@demo.test');
    const accounts = sidebar(page).getByRole('region', { name: 'Accounts' });
    const trigger = accounts.getByRole('button', { name: /All accounts/ });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(accounts.getByRole('link')).toHaveCount(0);
    await trigger.click();
    const search = accounts.getByRole('searchbox', { name: 'Search accounts' });
    await expect(search).toBeFocused();
    const listed = accounts.getByRole('list').getByRole('link');
    await expect(listed).toHaveCount(5);
    // merchant@ has add_account and currencies it has no account in yet.
    await expect(accounts.getByRole('link', { name: 'Add an account' })).toHaveAttribute(
      'href',
      '/accounts/add',
    );
    await search.fill('eur');
    await expect(listed).toHaveCount(1);
    await expect(listed).toHaveAttribute('href', '/accounts/EUR');
    await search.fill('zzz');
    await expect(accounts.getByRole('status')).toHaveText('No account matches your search');
    await page.keyboard.press('Escape');
    await expect(search).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('newbie@ with one account gets a plain list', async ({ page }) => {
    await signIn(page, 'newbie@demo.test');
    const accounts = sidebar(page).getByRole('region', { name: 'Accounts' });
    await expect(accounts.getByRole('link', { name: /USD/ })).toHaveAttribute('href', '/accounts/USD');
    await expect(accounts.getByRole('button', { name: /All accounts/ })).toHaveCount(0);
    await expect(accounts.getByRole('searchbox')).toHaveCount(0);
  });

  test('keyboard only: Tab through the sidebar, Enter opens More, Escape goes back', async ({ page }) => {
    await signIn(page, 'merchant@demo.test');
    // A fresh page load: the first Tab starts at the top of the document, as for a keyboard user arriving.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Accounts overview' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    // From the header into the sidebar, in reading order.
    const order: string[] = [];
    for (let i = 0; i < 12 && order.at(-1) !== 'More in Wallet'; i += 1) {
      await page.keyboard.press('Tab');
      order.push(await focusedName(page));
    }
    expect(order.slice(order.indexOf('Business home'))).toEqual([
      'Business home',
      'Accounts overview',
      'Transactions',
      expect.stringMatching(/^All accounts/),
      'Send money',
      'Request money',
      'Convert money',
      'More in Wallet',
    ]);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Back to home' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(sidebar(page).getByRole('link', { name: 'Send money' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'More in Wallet' })).toBeFocused();

    // The account menu: Space opens it, Tab walks its entries, Escape closes it and focus returns.
    const accountButton = page.getByRole('button', { name: /Account menu for/ });
    await accountButton.focus();
    await page.keyboard.press('Space');
    await expect(accountButton).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(
      page.getByRole('list', { name: 'Account options' }).getByRole('link', { name: 'Account settings' }),
    ).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(accountButton).toHaveAttribute('aria-expanded', 'false');
    await expect(accountButton).toBeFocused();

    // Enter on a link follows it.
    await sidebar(page).getByRole('link', { name: 'Transactions' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/transactions$/);
  });

  test('phone width: the sidebar sits behind a menu button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, 'merchant@demo.test');
    await expect(sidebar(page)).toBeHidden();
    const open = page.getByRole('button', { name: 'Open menu' });
    await open.click();
    const drawer = page.getByRole('dialog', { name: 'Main menu' });
    await expect(drawer.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(open).toBeFocused();
    await open.click();
    await drawer.getByRole('link', { name: 'Transactions' }).click();
    await expect(page).toHaveURL(/\/transactions$/);
    await expect(drawer).toBeHidden();
    // Widening the window closes an open drawer and draws the sidebar in place.
    await open.click();
    await expect(drawer).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 844 });
    await expect(drawer).toBeHidden();
    await expect(sidebar(page).getByRole('link', { name: 'Transactions' })).toBeVisible();
  });
});
