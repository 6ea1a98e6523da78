// The transfer link page (/transfer/:id?, spec B §2–§4, §8–§9) as its participants use it: every status page, a
// wrong security code until the link locks (and stays locked after a reload), a right code that pays the
// receiver, rejecting, revoking, sharing and copying the ready message, the public view and phone width.
// Demo ids (src/mocks/store/seed/wallet-extras.ts, every code 1234): merchant@ sent TL10000001 new,
// …02 opened, …03 claiming, …04 claimed, …05 blocked, …06 expired, …07 rejected (revoked), …08 failed;
// personal@ sent TL10000009–16 in the same order, and merchant@ rejected TL10000015 (has_rejected).
import { expect, test, type Page } from '@playwright/test';
import { openInApp, signIn } from './route-helpers';

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/shots-tl';

async function openLink(page: Page, id: string) {
  await openInApp(page, `/transfer/${id}`);
  await expect(page.locator('[data-page-status]')).toBeVisible();
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const codeField = (page: Page) => page.getByLabel('Security code');

/** The amount as the page shows it ("123.45 USD") and its parts. */
async function amountOf(page: Page) {
  const text = (await page.locator('p.text-3xl bdi').innerText()).trim();
  const [number = '', currency = ''] = text.split(/\s+(?=[A-Z]{3}$)/);
  return { text, value: Number(number.replace(/\s/g, '')), currency };
}

async function available(page: Page, currency: string): Promise<number> {
  await openInApp(page, '/');
  const card = page.getByLabel(currency, { exact: true });
  const text = await card.locator('bdi').innerText();
  return Number(text.replace(/\s/g, ''));
}

test.describe('status pages', () => {
  test('the receiver sees claimed, blocked with its retry time, expired, rejected and failed', async ({
    page,
  }) => {
    await signIn(page, 'personal@demo.test');
    const pages: [string, string, RegExp][] = [
      ['TL10000004', 'This transfer has already been claimed', /received/],
      ['TL10000005', 'Transfer link locked', /locked for 24 hours after attempts run out/],
      ['TL10000006', 'This transfer link has expired', /went back to the sender/],
      ['TL10000007', 'This transfer was rejected', /The sender revoked this link/],
      ['TL10000008', 'This transfer failed', /went back to the sender/],
    ];
    for (const [id, title, body] of pages) {
      await openLink(page, id);
      await expect(heading(page)).toHaveText(title);
      await expect(page.locator('[data-page-status]')).toContainText(body);
      await expect(codeField(page)).toHaveCount(0);
    }
    await openLink(page, 'TL10000005');
    await expect(page.getByTestId('retry-time')).toContainText(/Try again after .*\d/);
    // The list status confirm_failed_system reads 'Failed' (spec B §4).
    await openLink(page, 'TL10000008');
    await expect(page.locator('[data-status="confirm_failed_system"]')).toHaveText('Failed');
  });

  test('the receiver who rejected a link sees has_rejected', async ({ page }) => {
    await signIn(page, 'merchant@demo.test');
    await openLink(page, 'TL10000015');
    await expect(heading(page)).toHaveText('You have already rejected this transfer');
  });

  test('a malformed id is not found without asking the server; an unknown one after asking', async ({
    page,
  }) => {
    await signIn(page, 'personal@demo.test');
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v2/transfer-links/')) calls.push(request.url());
    });
    await openLink(page, 'XX123');
    await expect(heading(page)).toHaveText('This transfer link does not exist');
    await openLink(page, 'TL12ab');
    await expect(heading(page)).toHaveText('This transfer link does not exist');
    expect(calls).toEqual([]);
    const answered = page.waitForResponse((response) =>
      response.url().includes('/transfer-links/TL99999999'),
    );
    await openInApp(page, '/transfer/TL99999999');
    expect((await answered).status()).toBe(404);
    await expect(heading(page)).toHaveText('This transfer link does not exist');
    expect(calls).toHaveLength(1);
  });

  test('a failed load offers a retry instead of a blank page', async ({ page }) => {
    await signIn(page, 'personal@demo.test');
    await page.evaluate(() =>
      sessionStorage.setItem(
        'demo:faults',
        JSON.stringify([
          { method: 'GET', path: '/api/v2/transfer-links/TL10000001', fault: '500', times: 1 },
        ]),
      ),
    );
    await openInApp(page, '/transfer/TL10000001');
    await expect(page.getByRole('alert')).toBeVisible();
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(heading(page)).toHaveText(/sent you money/);
  });
});

test.describe('the receiver (personal@demo.test)', () => {
  test.beforeEach(async ({ page }) => signIn(page, 'personal@demo.test'));

  test('wrong codes lock the link for 24 hours, and the lock survives a reload', async ({ page }) => {
    await openLink(page, 'TL10000002');
    await expect(page.getByTestId('attempts-left')).toHaveText('Attempts left: 3.');
    await page.getByRole('button', { name: 'Claim money' }).click();
    await expect(page.getByRole('alert')).toHaveText('Enter the security code.');
    await codeField(page).fill('12');
    await page.getByRole('button', { name: 'Claim money' }).click();
    await expect(page.getByRole('alert')).toHaveText('The security code has 4 to 6 digits.');
    for (const left of [2, 1]) {
      await codeField(page).fill('0000');
      await page.getByRole('button', { name: 'Claim money' }).click();
      await expect(page.getByRole('alert')).toHaveText('Wrong security code.');
      await expect(page.getByTestId('attempts-left')).toHaveText(`Attempts left: ${left}.`);
      // What was typed stays in the field.
      await expect(codeField(page)).toHaveValue('0000');
    }
    await page.getByRole('button', { name: 'Claim money' }).click();
    await expect(heading(page)).toHaveText('Transfer link locked');
    await expect(page.getByTestId('retry-time')).toBeVisible();
    await page.reload();
    await expect(heading(page)).toHaveText('Transfer link locked');
    await expect(page.getByText('Transfer link locked for 24 hours after attempts run out')).toBeVisible();
    await expect(codeField(page)).toHaveCount(0);
  });

  test('the right code claims the money into the receiver’s account and transactions', async ({ page }) => {
    await openLink(page, 'TL10000001');
    const { value, currency } = await amountOf(page);
    const before = await available(page, currency);
    await openLink(page, 'TL10000001');
    await expect(page.getByTestId('expiry-note')).toContainText(/This link expires on .*2099/);
    await codeField(page).fill('1234');
    await page.getByRole('button', { name: 'Claim money' }).click();
    await expect(heading(page)).toHaveText('This transfer has already been claimed');
    await page.reload();
    await expect(heading(page)).toHaveText('This transfer has already been claimed');
    expect(await available(page, currency)).toBeCloseTo(before + value, 2);
    await openInApp(page, '/transactions');
    await expect(page.locator('[data-row-key]').first()).toContainText('Sofia');
  });

  test('rejecting asks first, then the link shows as rejected by you, also after a reload', async ({
    page,
  }) => {
    await openLink(page, 'TL10000003');
    await page.getByRole('button', { name: 'Reject', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Reject this transfer?' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole('button', { name: 'Reject', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reject transfer' }).click();
    await expect(heading(page)).toHaveText('You have already rejected this transfer');
    await page.reload();
    await expect(heading(page)).toHaveText('You have already rejected this transfer');
  });
});

test.describe('the sender (merchant@demo.test)', () => {
  test.beforeEach(async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, 'merchant@demo.test');
  });

  test('copies a ready message and shares the link (copied when the browser cannot share)', async ({
    page,
  }) => {
    await openLink(page, 'TL10000002');
    await expect(heading(page)).toHaveText('Your transfer link is ready');
    await expect(page.getByTestId('security-code')).toHaveText('1234');
    const { text } = await amountOf(page);
    await page.getByRole('button', { name: 'Copy message' }).click();
    await expect(page.getByText('Message copied.')).toBeVisible();
    const message = await page.evaluate(() => navigator.clipboard.readText());
    expect(message).toContain(text);
    expect(message).toMatch(/\/transfer\/TL10000002 /);
    expect(message).toMatch(/It expires on .*2099/);
    await page.evaluate(() =>
      Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }),
    );
    await page.getByRole('button', { name: 'Share link' }).click();
    await expect(page.getByText('Link copied.')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/transfer\/TL10000002$/);
  });

  test('shares through the system share sheet when there is one', async ({ page }) => {
    await openLink(page, 'TL10000002');
    await page.evaluate(() => {
      const w = window as unknown as { shared?: ShareData };
      Object.defineProperty(navigator, 'share', {
        value: async (data: ShareData) => void (w.shared = data),
        configurable: true,
      });
    });
    await page.getByRole('button', { name: 'Share link' }).click();
    const shared = await page.evaluate(() => (window as unknown as { shared?: ShareData }).shared);
    expect(shared?.url).toMatch(/\/transfer\/TL10000002$/);
  });

  test('revoking asks first, returns the money and stays revoked after a reload', async ({ page }) => {
    await openLink(page, 'TL10000001');
    await page.getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Revoke link' }).click();
    await expect(heading(page)).toHaveText('This transfer was rejected');
    await expect(page.getByText('You revoked this link. The money is back in your account.')).toBeVisible();
    await page.reload();
    await expect(heading(page)).toHaveText('This transfer was rejected');
    await expect(page.getByRole('button', { name: 'Revoke' })).toHaveCount(0);
  });

  test('duplicating a claimed link opens the new one', async ({ page }) => {
    await openLink(page, 'TL10000004');
    await page.getByRole('button', { name: 'Duplicate' }).click();
    await expect(page).toHaveURL(/\/transfer\/TL\d+$/);
    await expect(page).not.toHaveURL(/TL10000004$/);
    await expect(heading(page)).toHaveText('Your transfer link is ready');
  });

  test('without an id the page lists the links with their statuses', async ({ page }) => {
    await openInApp(page, '/transfer');
    await expect(page.locator('[data-row-key]').first()).toBeVisible();
    await expect(page.locator('[data-status="confirm_failed_system"]').first()).toHaveText('Failed');
    await page.screenshot({ path: `${SHOTS}/list.png`, fullPage: true });
  });
});

test.describe('a signed-out visitor', () => {
  test('sees the public view and signs in back to the link', async ({ page }) => {
    await page.goto('/transfer/TL10000001');
    await expect(heading(page)).toHaveText(/sent you money/);
    await expect(codeField(page)).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/visitor.png`, fullPage: true });
    const signInLink = page.getByRole('link', { name: 'Sign in to claim' });
    await expect(signInLink).toHaveAttribute('href', /continue=%2Ftransfer%2FTL10000001/);
    await signInLink.click();
    await page.getByRole('button', { name: 'Sign in as personal@demo.test' }).click();
    await expect(page).toHaveURL(/\/transfer\/TL10000001$/);
    await expect(codeField(page)).toBeVisible();
  });
});

test.describe('looks', () => {
  for (const [label, width, email] of [
    ['desktop', 1280, 'personal@demo.test'],
    ['phone', 390, 'personal@demo.test'],
    ['arabic', 390, 'arabic@demo.test'],
  ] as const) {
    test(`${label}: fits ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      if (email === 'arabic@demo.test') {
        // signIn waits for the English home page; this persona's is Arabic.
        await page.goto('/auth/login');
        await page.getByRole('button', { name: `Sign in as ${email}` }).click();
        await expect(page.getByRole('heading', { name: 'نظرة عامة على الحسابات' })).toBeVisible();
      } else await signIn(page, email);
      await openLink(page, 'TL10000001');
      if (label === 'arabic') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      await page.screenshot({ path: `${SHOTS}/${label}-claim.png`, fullPage: true });
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await openLink(page, 'TL10000005');
      await page.screenshot({ path: `${SHOTS}/${label}-blocked.png`, fullPage: true });
    });
  }
  test('sender at phone width', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 900 });
    await signIn(page, 'merchant@demo.test');
    await openLink(page, 'TL10000002');
    await page.screenshot({ path: `${SHOTS}/phone-sender.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
