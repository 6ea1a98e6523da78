// Connect and OAuth (spec A §2 auth/connect, auth/oauth/authorize, auth/oauth/connect; §5 redirect URLs) end to
// end against the demo backend. Ledgerly is a demo application whose registered redirect URL is the dashboard's
// own connected-platforms page, so the whole round trip (connect link → sign in → consent → back to the app)
// stays on this origin and the approval can be seen where connected platforms are listed.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './a11y-helpers';
import { BASE } from './base-url';
import { text } from './form-helpers';
import { signIn } from './route-helpers';

const en = (key: string, values: Record<string, string | number> = {}) => text('en', `oauth:${key}`, values);
const CALLBACK = `${BASE}/settings/connected-platforms`;

const link = (path: string, params: Record<string, string>) =>
  `${path}?${new URLSearchParams(params).toString()}`;

const platformRow = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });

test('personal@ connects Ledgerly from its link: signs in, allows, lands on its callback, still connected after a reload', async ({
  page,
}) => {
  // The application's link, with a query string and anchor on the redirect URL that are dropped (spec A §5).
  await page.goto(
    link('/auth/connect', {
      client_id: 'ledgerly',
      redirect_uri: `${CALLBACK}?from=ledgerly#top`,
      scope: 'profile balances transactions',
      state: 'ldg-7f3a',
    }),
  );
  await expect(page).toHaveURL(/\/auth\/oauth\/connect\?client_id=ledgerly/);
  await expect(
    page.getByRole('heading', { level: 1, name: en('connect.title', { app: 'Ledgerly' }) }),
  ).toBeVisible();
  await expect(page.getByTestId('oauth-app-initial')).toHaveText('L');
  for (const scope of ['profile', 'balances', 'transactions'])
    await expect(page.getByText(en(`scopes.${scope}.title`))).toBeVisible();
  await expectNoSeriousViolations(page, 'oauth connect page');

  await page.getByRole('link', { name: en('connect.signIn') }).click();
  await expect(page).toHaveURL(/\/auth\/login\?continue=/);
  await page.getByRole('button', { name: 'Sign in as personal@demo.test' }).click();

  // Back on the consent page, the request unchanged.
  await expect(page).toHaveURL(/\/auth\/oauth\/authorize\?client_id=ledgerly/);
  const consent = page.getByTestId('oauth-consent');
  await expect(
    consent.getByRole('heading', { level: 1, name: en('consent.title', { app: 'Ledgerly' }) }),
  ).toBeVisible();
  await expect(consent.getByText(en('consent.signedInAs', { email: 'personal@demo.test' }))).toBeVisible();
  await expect(consent.getByText(en('scopes.transactions.detail'))).toBeVisible();
  await expectNoSeriousViolations(page, 'oauth consent page');

  await consent.getByRole('button', { name: en('consent.allow') }).click();

  // The registered URL, its query string and anchor removed, with the code and the state.
  await expect(page).toHaveURL(/\/settings\/connected-platforms\?code=ac_[0-9a-f]{32}&state=ldg-7f3a$/);
  await expect(platformRow(page, 'Ledgerly')).toContainText('Active');
  await page.reload();
  await expect(platformRow(page, 'Ledgerly')).toContainText('Active');

  // Asked again, the consent page says it is already connected.
  await page.goto(link('/auth/oauth/authorize', { client_id: 'ledgerly', redirect_uri: CALLBACK }));
  await expect(page.getByText(/^You connected Ledgerly on /)).toBeVisible();
});

test('a redirect URL Ledgerly never registered is refused and not followed; an unknown app too; denying sends access_denied', async ({
  page,
}) => {
  await signIn(page, 'personal@demo.test');
  const evil = 'https://evil.demo.test/settings/connected-platforms';
  await page.goto(link('/auth/oauth/authorize', { client_id: 'ledgerly', redirect_uri: evil, state: 's1' }));
  const refused = page.getByTestId('oauth-refused');
  await expect(refused.getByRole('heading', { level: 1, name: en('refused.title') })).toBeVisible();
  await expect(refused.getByRole('alert')).toHaveText(en('refused.redirect_uri_mismatch'));
  await expect(page.getByRole('button', { name: en('consent.allow') })).toHaveCount(0);
  await expect(page).toHaveURL(/\/auth\/oauth\/authorize\?/);

  await page.goto(link('/auth/oauth/connect', { client_id: 'no-such-app', redirect_uri: CALLBACK }));
  await expect(page.getByTestId('oauth-refused').getByRole('alert')).toHaveText(en('refused.unknown_client'));

  // Denying goes back to the application with error=access_denied and the state; nothing is connected.
  await page.goto(
    link('/auth/oauth/authorize', { client_id: 'ledgerly', redirect_uri: CALLBACK, state: 'deny-1' }),
  );
  await page.getByRole('button', { name: en('consent.deny') }).click();
  await expect(page).toHaveURL(/\/settings\/connected-platforms\?error=access_denied&state=deny-1$/);
  await expect(platformRow(page, 'Upwork')).toBeVisible();
  await expect(platformRow(page, 'Ledgerly')).toHaveCount(0);
});
