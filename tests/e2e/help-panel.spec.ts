import { expect, test, type Page } from '@playwright/test';
import { BASE } from './base-url';
import { openInApp } from './route-helpers';

const panel = (page: Page, name = 'Help') => page.getByRole('complementary', { name });

/** Closes the startup dialog (spec A §2: circle promotion for personal users) when it shows after sign-in. */
async function closeStartupDialog(page: Page) {
  const dialog = page.locator('dialog[data-startup-dialog][open]');
  await expect(page.locator('main h1')).toBeVisible();
  try {
    await dialog.waitFor({ state: 'visible', timeout: 6000 });
  } catch {
    return;
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
}

/** Signs in with the one-click demo button and closes the startup dialog. */
async function signInQuiet(page: Page, email: string) {
  if (!page.url().includes('/auth/login')) await page.goto('/auth/login');
  await page.getByRole('button', { name: `Sign in as ${email}` }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  await closeStartupDialog(page);
}

test.describe('help panel (spec A §2, §7, §9)', () => {
  test('lists the FAQs of home and send-money, sanitized, and can be hidden', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInQuiet(page, 'personal@demo.test');
    const help = panel(page);
    await expect(help).toBeVisible();
    const question = help.getByRole('button', { name: 'How does your dashboard work?' });
    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await expect(help.getByRole('button', { name: 'Are there fees for your dashboard?' })).toBeVisible();

    // The first answer carries a script and an event handler in the demo data: neither reaches the page.
    await question.click();
    const answer = help.getByRole('region', { name: 'How does your dashboard work?' });
    await expect(answer).toContainText('Everything about your dashboard is in one place.');
    await expect(answer.getByRole('listitem')).toHaveCount(2);
    await expect(answer.locator('script, [onmouseover]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __faqXss?: number }).__faqXss)).toBeUndefined();

    await openInApp(page, '/send-money');
    await expect(help.getByRole('button', { name: 'How does sending money work?' })).toBeVisible();
    await expect(help.getByRole('button', { name: 'How does your dashboard work?' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Hide help' }).click();
    await expect(help).toHaveCount(0);
    await openInApp(page, '/');
    await expect(help).toHaveCount(0);
    await page.getByRole('button', { name: 'Show help' }).click();
    await expect(help.getByRole('button', { name: 'How does your dashboard work?' })).toBeVisible();
  });

  test('in Arabic it lists Arabic FAQs on the left side', async ({ page, context }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInQuiet(page, 'arabic@demo.test');
    // arabic@ keeps ar_EG in its settings; the locale cookie makes the reload Arabic whatever sign-in did.
    await context.addCookies([{ name: 'locale', value: 'ar_EG', url: BASE }]);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const help = panel(page, 'المساعدة');
    await expect(help.getByRole('button', { name: 'كيف يعمل قسم لوحة التحكم؟' })).toBeVisible();
    const helpBox = await help.boundingBox();
    const mainBox = await page.locator('main').boundingBox();
    expect(helpBox && mainBox && helpBox.x < mainBox.x).toBe(true);

    await openInApp(page, '/send-money');
    await expect(help.getByRole('button', { name: 'كيف يعمل قسم إرسال الأموال؟' })).toBeVisible();
  });

  test('at 900 px it is hidden until the toggle opens it as an overlay', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 800 });
    await signInQuiet(page, 'personal@demo.test');
    await expect(panel(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'How does your dashboard work?' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Show help' }).click();
    const overlay = page.getByRole('dialog', { name: 'Help' });
    await expect(overlay.getByRole('button', { name: 'How does your dashboard work?' })).toBeVisible();
    await overlay.getByRole('button', { name: 'Close help' }).click();
    await expect(overlay).toHaveCount(0);

    // Widening past 992 px puts it beside the page again (after the 300 ms debounce).
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(panel(page)).toBeVisible();
    await page.setViewportSize({ width: 900, height: 800 });
    await expect(panel(page)).toHaveCount(0);
  });

  test('a failed FAQ call shows the empty state, without an error message', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/auth/login');
    await page.evaluate(() =>
      sessionStorage.setItem(
        'demo:faults',
        JSON.stringify([{ path: '/api/v2/faqs', fault: '500', times: -1 }]),
      ),
    );
    await signInQuiet(page, 'personal@demo.test');
    await expect(panel(page).getByText('There are no help articles for this page yet.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'How does your dashboard work?' })).toHaveCount(0);
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  });
});
