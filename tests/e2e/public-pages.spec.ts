// Public and small pages (issue 7): the person's public profile (/me, saved and shown after a reload and to a
// signed-out visitor at /me/:slug), preview programs, the prize draw, the invite form, the public business page
// (signed out) and the merchant's business home — each with its not-found or failure state. Screenshots at
// 1280 and 390 px and in Arabic go to E2E_SHOTS (default /tmp/shots-pub).
import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { catalogue, textAt } from './form-helpers';
import { signIn, signOutFromMenu } from './route-helpers';

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots-pub';
mkdirSync(SHOTS, { recursive: true });

const EN = catalogue('en', 'public');
const AR = catalogue('ar_EG', 'public');
const en = (path: string, values: Record<string, string> = {}) =>
  textAt(EN, path).replace(/{{(\w+)}}/g, (_, name: string) => values[name] ?? '');
const ar = (path: string) => textAt(AR, path);

async function shoot(page: Page, name: string, widths: readonly number[] = [1280, 390]) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

const setFaults = (page: Page, rules: object[]) =>
  page.evaluate((plan) => sessionStorage.setItem('demo:faults', JSON.stringify(plan)), rules);

test.describe('/me: the public profile', () => {
  test('personal@: a bad description is refused at the field and kept; saved details survive a reload and show to visitors', async ({
    page,
  }) => {
    await signIn(page, 'personal@demo.test', '/me');
    await expect(page.getByRole('heading', { level: 1, name: en('me.title') })).toBeVisible();
    const name = page.getByLabel(en('me.name'), { exact: false }).first();
    await expect(name).toHaveValue('Amelia Hart');
    const about = page.getByLabel(en('me.about'), { exact: false }).first();
    await about.fill('Prints, cards & more.');
    await page.getByRole('button', { name: en('me.save'), exact: true }).click();
    await expect(
      page.getByText(/may only contain up to 105 latin letters, spaces and hyphens/),
    ).toBeVisible();
    await expect(about).toHaveValue('Prints, cards & more.');
    await shoot(page, 'me-bad-description');

    await name.fill('Amelia Prints');
    await about.fill('Hand-made prints and greeting cards');
    await page.getByLabel(en('me.website'), { exact: false }).first().fill('https://amelia-prints.test');
    // The country select names its list without the "(optional)" mark of its label.
    await page.getByRole('combobox', { name: 'Country (optional)' }).click();
    await page
      .getByRole('listbox', { name: 'Country' })
      .getByRole('option', { name: 'United States', exact: true })
      .click();
    await page.getByLabel(/^City/).fill('Springfield');
    await page.getByRole('button', { name: en('me.save'), exact: true }).click();
    await expect(page.getByText(en('me.saved'))).toBeVisible();

    await page.reload();
    await expect(page.getByLabel(en('me.name'), { exact: false }).first()).toHaveValue('Amelia Prints');
    await expect(page.getByLabel(en('me.about'), { exact: false }).first()).toHaveValue(
      'Hand-made prints and greeting cards',
    );
    await shoot(page, 'me-saved');

    // Signed out (same tab: the demo store lives in the tab's sessionStorage), a visitor sees the new details.
    await signOutFromMenu(page);
    await expect(page).toHaveURL(/\/auth\/login/);
    const visitor = page;
    await visitor.goto('/me/amelia_hart');
    await expect(
      visitor
        .getByRole('link', { name: 'Login' })
        .or(visitor.getByRole('link', { name: 'Sign in' }))
        .first(),
    ).toBeVisible();
    await expect(visitor.getByRole('heading', { level: 1, name: 'Amelia Prints' })).toBeVisible();
    await expect(visitor.getByText('Hand-made prints and greeting cards')).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'amelia-prints.test' })).toBeVisible();
    await expect(visitor.getByText('Springfield, United States')).toBeVisible();
    await expect(visitor.getByRole('heading', { name: en('profile.methods') })).toBeVisible();
    await shoot(visitor, 'me-slug-visitor');
  });

  test('personal@: a failed save keeps what was typed and says so; a failed read offers a retry', async ({
    page,
  }) => {
    await signIn(page, 'personal@demo.test', '/me');
    const about = page.getByLabel(en('me.about'), { exact: false }).first();
    await about.fill('Kept after a failure');
    await setFaults(page, [{ method: 'PUT', path: '/api/public-profile', fault: '500' }]);
    await page.getByRole('button', { name: en('me.save'), exact: true }).click();
    await expect(page.getByText('Something went wrong').first()).toBeVisible();
    await expect(about).toHaveValue('Kept after a failure');

    // The shell reads the public profile too (and fails silently, spec B §8): keep failing until the retry.
    await setFaults(page, [{ method: 'GET', path: '/api/public-profile', fault: '500', times: -1 }]);
    await page.reload();
    await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toBeVisible();
    await setFaults(page, []);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByLabel(en('me.name'), { exact: false }).first()).toHaveValue('Amelia Hart');
  });

  test('an unknown username shows the not-found card', async ({ page }) => {
    await page.goto('/me/nobody_here');
    await expect(page.getByRole('heading', { level: 1, name: en('profile.notFoundTitle') })).toBeVisible();
    await expect(page.getByText(en('profile.notFoundBody'))).toBeVisible();
    await shoot(page, 'me-slug-not-found', [390]);
  });

  test('a failed read offers a retry that works', async ({ page }) => {
    await page.goto('/auth/login');
    await setFaults(page, [{ path: '/mobile/api/public-profile/sofia_marquez', fault: '500' }]);
    await page.goto('/me/sofia_marquez');
    await expect(page.getByRole('alert')).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Marquez Coffee Roasters' })).toBeVisible();
  });
});

test.describe('/business/:slug: the public business page', () => {
  test('signed out: the business, its details, a pay link to its owner and a Login link', async ({
    page,
  }) => {
    await page.goto('/business/marquez-coffee-roasters');
    await expect(page.getByRole('heading', { level: 1, name: 'Marquez Coffee Roasters' })).toBeVisible();
    await expect(page.getByText('Small-batch specialty coffee roasted in San Francisco.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'marquez-coffee.test' })).toBeVisible();
    const pay = page.getByRole('link', { name: en('business.pay', { name: 'Marquez Coffee Roasters' }) });
    await expect(pay).toHaveAttribute('href', '/me/sofia_marquez');
    await expect(page.getByRole('link', { name: en('business.edit') })).toHaveCount(0);
    await shoot(page, 'business-public');
    await pay.click();
    await expect(page).toHaveURL(/\/me\/sofia_marquez$/);
    await expect(page.getByRole('heading', { name: en('profile.methods') })).toBeVisible();
  });

  test('an unknown slug shows the not-found card', async ({ page }) => {
    await page.goto('/business/no-such-shop');
    await expect(page.getByRole('heading', { level: 1, name: en('business.notFoundTitle') })).toBeVisible();
  });

  test("merchant@: /business opens the merchant's own page, with an edit link", async ({ page }) => {
    await signIn(page, 'merchant@demo.test', '/business', /\/business\/marquez-coffee-roasters$/);
    await expect(page.getByRole('link', { name: en('business.edit') })).toHaveAttribute('href', '/me');
  });
});

test.describe('/preview-programs/:slug', () => {
  for (const [who, state] of [
    ['merchant@demo.test', 'program.enrolled'],
    ['personal@demo.test', 'program.open'],
    ['newbie@demo.test', 'program.verifyFirst'],
  ] as const)
    test(`${who}: ${state}`, async ({ page }) => {
      await signIn(page, who, '/preview-programs/beta-cards');
      await expect(page.getByRole('heading', { level: 1, name: 'Debit cards beta' })).toBeVisible();
      await expect(page.getByText(en(state))).toBeVisible();
      if (who === 'newbie@demo.test') await shoot(page, 'preview-program-verify');
    });

  test('an unknown program shows the not-found card', async ({ page }) => {
    await signIn(page, 'personal@demo.test', '/preview-programs/no-such-program');
    await expect(page.getByRole('heading', { level: 1, name: en('program.notFoundTitle') })).toBeVisible();
  });

  test('signed out: asked to sign in, and brought back after', async ({ page }) => {
    await page.goto('/preview-programs/beta-cards');
    await expect(page.getByRole('heading', { level: 1, name: en('common.signInTitle') })).toBeVisible();
    await shoot(page, 'preview-program-sign-in', [390]);
    await page.getByRole('link', { name: en('common.signIn') }).click();
    await expect(page).toHaveURL(/\/auth\/login\?continue=/);
  });
});

test.describe('/randomizer/:slug', () => {
  test("personal@: the prizes and the person's draw", async ({ page }) => {
    await signIn(page, 'personal@demo.test', '/randomizer/lucky-draw');
    await expect(page.getByRole('heading', { level: 1, name: 'Lucky draw' })).toBeVisible();
    await expect(page.getByText(en('draw.yourResult'))).toBeVisible();
    const won = page.locator('li[aria-current="true"]');
    await expect(won).toHaveCount(1);
    await expect(won).toContainText(en('draw.won'));
    const prizes = page.locator('section', { has: page.getByRole('heading', { name: en('draw.prizes') }) });
    await expect(prizes.getByRole('listitem')).toHaveCount(4);
    await shoot(page, 'randomizer');
    // The draw is made once: a reload shows the same prize.
    const prize = await won.textContent();
    await page.reload();
    await expect(page.locator('li[aria-current="true"]')).toHaveText(prize ?? '');
  });

  test('an unknown draw shows the not-found card', async ({ page }) => {
    await signIn(page, 'personal@demo.test', '/randomizer/no-such-draw');
    await expect(page.getByRole('heading', { level: 1, name: en('draw.notFoundTitle') })).toBeVisible();
  });
});

test.describe('/business/home', () => {
  test('merchant@: approved application, last 30 days and the latest payments', async ({ page }) => {
    await signIn(page, 'merchant@demo.test', '/business/home');
    await expect(page.getByRole('heading', { level: 1, name: en('home.title') })).toBeVisible();
    await expect(page.getByText(en('home.ready'))).toBeVisible();
    await expect(page.locator('li[data-state="done"]')).toHaveCount(4);
    const summary = page.locator('section', { has: page.getByRole('heading', { name: en('home.summary') }) });
    await expect(summary.getByText(en('home.total.volume'))).toBeVisible();
    const payments = page.locator('section', {
      has: page.getByRole('heading', { name: en('home.payments') }),
    });
    await expect(payments.getByRole('row').nth(1)).toBeVisible();
    await shoot(page, 'business-home-merchant');
  });

  for (const [who, states] of [
    ['onboarding@demo.test', ['current', 'todo', 'todo', 'todo']],
    ['review@demo.test', ['done', 'done', 'current', 'todo']],
    ['rejected@demo.test', ['done', 'failed', 'todo', 'todo']],
  ] as const)
    test(`${who}: the application's stages, and the verification banner leads to business-profile`, async ({
      page,
    }) => {
      await signIn(page, who, '/business/home');
      await expect(page.getByRole('heading', { level: 1, name: en('home.title') })).toBeVisible();
      await expect(page.getByText(en('home.ready'))).toHaveCount(0);
      const cards = page.locator('li[data-state]');
      await expect(cards).toHaveCount(4);
      for (const [index, state] of states.entries())
        await expect(cards.nth(index)).toHaveAttribute('data-state', state);
      await expect(page.locator('[data-kyb-state]').getByRole('link')).toHaveAttribute(
        'href',
        '/business-profile',
      );
      if (who === 'onboarding@demo.test') await shoot(page, 'business-home-onboarding');
    });

  test('merchant@: a failed summary says so and retries', async ({ page }) => {
    await signIn(page, 'merchant@demo.test');
    await setFaults(page, [{ path: '/api/v2/processing/overview', fault: '500' }]);
    await page.goto('/business/home');
    const summary = page.locator('section', { has: page.getByRole('heading', { name: en('home.summary') }) });
    await expect(summary.getByRole('alert')).toBeVisible();
    await summary.getByRole('button', { name: en('common.retry') }).click();
    await expect(summary.getByText(en('home.total.volume'))).toBeVisible();
  });
});

test('invite (personal@): two addresses sent, the list of entries grows and the notice shows', async ({
  page,
}) => {
  const invite = catalogue('en', 'account').invite as Record<string, string>;
  await signIn(page, 'personal@demo.test', '/invite');
  await expect(page.getByRole('heading', { level: 1, name: invite.title })).toBeVisible();
  await page.getByRole('textbox').first().fill('friend.one@demo.test');
  await page.getByRole('button', { name: /add/i }).first().click();
  await expect(page.getByRole('textbox')).toHaveCount(2);
  await page.getByRole('textbox').nth(1).fill('friend.two@demo.test');
  await page.getByRole('button', { name: invite.submit, exact: true }).click();
  await expect(page.getByText(invite.done!)).toBeVisible();
  await shoot(page, 'invite-sent', [390]);
});

test.describe('Arabic (arabic@demo.test)', () => {
  test('the pages read right to left', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Sign in as arabic@demo.test' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await page.goto('/me');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: ar('me.title') })).toBeVisible();
    await shoot(page, 'ar-me');
    await page.goto('/business/marquez-coffee-roasters');
    await expect(page.getByRole('link', { name: /Marquez Coffee Roasters/ })).toBeVisible();
    await shoot(page, 'ar-business-public');
    await page.goto('/randomizer/lucky-draw');
    await expect(page.getByText(ar('draw.yourResult'))).toBeVisible();
    await shoot(page, 'ar-randomizer');
    await page.goto('/me/nobody_here');
    await expect(page.getByRole('heading', { level: 1, name: ar('profile.notFoundTitle') })).toBeVisible();
    await shoot(page, 'ar-not-found', [390]);
  });
});
