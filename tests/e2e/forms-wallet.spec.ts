// Wallet forms (issue 5): add money, add a currency account, mass payouts, auto-withdrawal. Helpers first: texts from the catalogues (so the checks follow the translations), the
// demo backend through the page, and the select widgets as a person uses them.
import { existsSync, readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { openInApp, signIn } from './route-helpers';

type Tree = Record<string, unknown>;
const catalogue = (lang: string, ns: string): Tree => {
  const file = `locales/${lang}/${ns}.json`;
  if (!existsSync(file)) throw new Error(`${file} is missing`);
  return JSON.parse(readFileSync(file, 'utf8')) as Tree;
};

/** A text of `locales/<lang>/<ns>.json` with its {{placeholders}} filled. */
function text(lang: string, key: string, values: Record<string, string | number> = {}): string {
  const [ns = '', path = ''] = key.split(':');
  const found = path
    .split('.')
    .reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], catalogue(lang, ns));
  if (typeof found !== 'string') throw new Error(`no text ${key} in ${lang}`);
  return found.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** The rule message `validations:messages.<rule>` for a field label, as the form shows it. */
const ruleMessage = (
  lang: string,
  rule: string,
  field: string,
  values: Record<string, string | number> = {},
) => text(lang, `validations:messages.${rule}`, { ...values, field });

/** Calls the demo backend from the page, through the service worker, with the session cookie's token. */
function callApi<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (target) => {
    const token = document.cookie.match(/(?:^|; )id_token=([^;]+)/)?.[1] ?? '';
    const response = await fetch(`/ajax${target}`, {
      headers: { Authorization: `Bearer ${decodeURIComponent(token)}` },
    });
    return (await response.json()) as T;
  }, path) as Promise<T>;
}

async function postApi(page: Page, path: string, body: unknown): Promise<number> {
  return page.evaluate(
    async ({ target, payload }) => {
      const token = document.cookie.match(/(?:^|; )id_token=([^;]+)/)?.[1] ?? '';
      const response = await fetch(`/ajax${target}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${decodeURIComponent(token)}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(payload),
      });
      return response.status;
    },
    { target: path, payload: body },
  );
}

/** Opens a select widget by its label and picks an option (typing into it first when it searches). */
async function pick(page: Page, label: string | RegExp, option: string | RegExp): Promise<void> {
  const box = page.getByRole('combobox', { name: label });
  await box.click();
  if ((await box.evaluate((node) => node.tagName)) === 'INPUT' && typeof option === 'string')
    await box.fill(option.slice(0, 3));
  await page.getByRole('option', { name: option }).first().click();
}

/** The value a select widget shows (the searching one is an input, the short one a button). */
async function expectChosen(page: Page, label: string, value: RegExp): Promise<void> {
  const box = page.getByRole('combobox', { name: label });
  await expect
    .poll(() => box.evaluate((node) => (node as HTMLInputElement).value || node.textContent || ''))
    .toMatch(value);
}

/**
 * Signs a business user in with the login page set to another language: they cannot save a language (the
 * dialog is personal-only), so the one chosen before signing in stays.
 */
async function signInIn(page: Page, lang: string, email: string): Promise<void> {
  await page.goto('/auth/login');
  await page.getByLabel('Language').selectOption(lang);
  await page.getByRole('button', { name: new RegExp(email.replace('.', '\\.')) }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', lang.replace('_', '-'));
}

/** Signs a personal user in and picks another language in the account menu's language dialog. */
async function signInWithDialog(page: Page, lang: string, email: string): Promise<void> {
  await signIn(page, email);
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('list', { name: 'Account options' }).getByRole('button', { name: 'Language' }).click();
  await page.getByRole('dialog', { name: 'Language' }).getByLabel('Language').selectOption(lang);
  await expect(page.locator('html')).toHaveAttribute('lang', lang.replace('_', '-'));
  await page.keyboard.press('Escape');
}

/** The available balance of a currency account. */
async function available(page: Page, currency: string): Promise<number> {
  const { data } = await callApi<{
    data: { currency: string; balances: { subtype: string; balance: number }[] }[];
  }>(page, '/api/v2/main/balance');
  const account = data.find((row) => row.currency === currency);
  return account?.balances.find((b) => b.subtype === 'balance_available')?.balance ?? Number.NaN;
}

/** An amount as the dashboard writes it: 2 fraction digits, space thousands separator (spec A §9). */
const money = (amount: number): RegExp =>
  new RegExp(
    amount
      .toFixed(2)
      .replace(/\B(?=(\d{3})+(?!\d))/g, ' ')
      .replace(/[ .]/g, (c) => (c === ' ' ? '\\s' : '\\.')),
  );

/** Screenshots of a form at desktop and phone width. */
async function shoot(page: Page, name: string): Promise<void> {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

const EN = 'en';

test.describe('add money (personal@)', () => {
  test('starts USD to USD, pays with a stored card, and the balance has grown after a reload', async ({
    page,
  }) => {
    await signIn(page, 'personal@demo.test');
    const before = await available(page, 'USD');
    await openInApp(page, '/add-money');
    await expect(
      page.getByRole('heading', { level: 1, name: text(EN, 'wallet:add-money.title') }),
    ).toBeVisible();
    await expectChosen(page, text(EN, 'wallet:add-money.source'), /USD/);
    await expectChosen(page, text(EN, 'wallet:add-money.target'), /USD/);
    await shoot(page, 'add-money');

    // Nothing typed: the amount is required, and so is a card while the method is "stored card".
    await page.getByRole('button', { name: text(EN, 'wallet:add-money.submit') }).click();
    const amountLabel = text(EN, 'forms:common.amount');
    await expect(page.getByText(ruleMessage(EN, 'required', amountLabel))).toBeVisible();
    await expect(
      page.getByText(ruleMessage(EN, 'required', text(EN, 'wallet:add-money.card'))),
    ).toBeVisible();
    await page.getByLabel(amountLabel).fill('0');
    await page.getByLabel(amountLabel).blur();
    await expect(page.getByText(ruleMessage(EN, 'greater_than_zero', amountLabel))).toBeVisible();
    await expect(page.getByLabel(amountLabel)).toHaveValue(/^0/);

    await page.getByLabel(amountLabel).fill('25');
    await pick(page, text(EN, 'wallet:add-money.card'), /VISA •••• 1111/);
    await page.getByRole('button', { name: text(EN, 'wallet:add-money.submit') }).click();
    await expect(page.getByText(/25(\.00)? USD is in your account\./)).toBeVisible();

    await page.reload();
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'USD' })).toContainText(money(before + 25));
    expect(await available(page, 'USD')).toBeCloseTo(before + 25, 2);
  });

  test('a bank transfer answers with the payment instructions', async ({ page }) => {
    await signIn(page, 'personal@demo.test');
    await openInApp(page, '/add-money');
    await pick(page, text(EN, 'wallet:add-money.method'), text(EN, 'wallet:add-money.methods.bank_transfer'));
    await expect(page.getByRole('combobox', { name: text(EN, 'wallet:add-money.card') })).toBeVisible();
    await page.getByLabel(text(EN, 'forms:common.amount')).fill('40');
    await page.getByRole('button', { name: text(EN, 'wallet:add-money.submit') }).click();
    await expect(page.getByText(/IBAN GB33BUKB20201555555555, with the reference TX/i)).toBeVisible();
  });

  test('rule messages in Arabic, typed values kept', async ({ page }) => {
    await signInWithDialog(page, 'ar_EG', 'personal@demo.test');
    await openInApp(page, '/add-money');
    const amountLabel = text('ar_EG', 'forms:common.amount');
    await expect(
      page.getByRole('heading', { level: 1, name: text('ar_EG', 'wallet:add-money.title') }),
    ).toBeVisible();
    // The amount refuses a minus sign as it is typed; zero is the smallest amount it takes.
    await page.getByLabel(amountLabel).fill('0');
    await page.getByRole('button', { name: text('ar_EG', 'wallet:add-money.submit') }).click();
    await expect(page.getByText(ruleMessage('ar_EG', 'greater_than_zero', amountLabel))).toBeVisible();
    await expect(
      page.getByText(ruleMessage('ar_EG', 'required', text('ar_EG', 'wallet:add-money.card'))),
    ).toBeVisible();
    await expect(page.getByLabel(amountLabel)).toHaveValue(/^0/);
    await shoot(page, 'add-money-ar');
  });
});

test.describe('add a currency account (personal@)', () => {
  test('offers only currencies not held yet, opens one, and it is on home after a reload', async ({
    page,
  }) => {
    await signIn(page, 'personal@demo.test');
    await openInApp(page, '/accounts/add');
    const label = text(EN, 'wallet:accounts-add.currency');
    await page.getByRole('button', { name: text(EN, 'wallet:accounts-add.submit') }).click();
    await expect(page.getByText(ruleMessage(EN, 'required', label))).toBeVisible();
    await shoot(page, 'accounts-add');

    await page.getByRole('combobox', { name: label }).click();
    await expect(page.getByRole('option', { name: /^CAD/ })).toBeVisible();
    for (const held of ['USD', 'EUR', 'GBP', 'JPY'])
      await expect(page.getByRole('option', { name: new RegExp(`^${held}`) })).toHaveCount(0);
    await page.getByRole('option', { name: /^CAD/ }).click();
    await page.getByRole('button', { name: text(EN, 'wallet:accounts-add.submit') }).click();
    await expect(page.getByText(text(EN, 'wallet:accounts-add.done', { currency: 'CAD' }))).toBeVisible();
    await expect(page).toHaveURL(/\/accounts\/CAD$/);

    await page.reload();
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'CAD' })).toBeVisible();
  });

  test('a refused account says "Failed to create the Local {currency} Account" and keeps the choice', async ({
    page,
  }) => {
    await signIn(page, 'personal@demo.test');
    await openInApp(page, '/accounts/add');
    await pick(page, text(EN, 'wallet:accounts-add.currency'), /^CHF/);
    // Meanwhile the account gets opened elsewhere (another tab): the server refuses the second one.
    expect(await postApi(page, '/api/v2/main/accounts', { currency: 'CHF' })).toBe(200);
    await page.getByRole('button', { name: text(EN, 'wallet:accounts-add.submit') }).click();
    await expect(page.getByText('Failed to create the Local CHF Account').first()).toBeVisible();
    await expectChosen(page, text(EN, 'wallet:accounts-add.currency'), /CHF/);
  });
});

interface ContactRow {
  id: string;
  first_name: string;
  last_name: string | null;
  receiving_methods: { type: string; currency: string }[];
}

/** Two of merchant@'s contacts who can be paid in USD and in EUR, by the name the form shows. */
async function payableContacts(page: Page): Promise<string[]> {
  const { data } = await callApi<{ data: ContactRow[] }>(page, '/api/v2/main/contacts?all=1');
  const pays = (c: ContactRow, currency: string) => c.receiving_methods.some((m) => m.currency === currency);
  return data
    .filter((c) => pays(c, 'USD') && pays(c, 'EUR'))
    .slice(0, 2)
    .map((c) => [c.first_name, c.last_name].filter(Boolean).join(' '));
}

test.describe('mass payouts (merchant@)', () => {
  test('contacts and transfers follow the mass transfer rules, the payout is sent and listed after a reload', async ({
    page,
  }) => {
    await signIn(page, 'merchant@demo.test');
    const before = await available(page, 'USD');
    const [first = '', second = ''] = await payableContacts(page);
    await openInApp(page, '/mass-payouts');
    await expect(
      page.getByRole('heading', { level: 1, name: text(EN, 'wallet:mass-payouts.title') }),
    ).toBeVisible();

    // Nobody chosen: the recipients are required.
    await page.getByRole('button', { name: text(EN, 'wallet:mass-payouts.submit') }).click();
    await expect(
      page.getByText(ruleMessage(EN, 'required', text(EN, 'wallet:mass-payouts.contacts'))),
    ).toBeVisible();

    const transfer = (n: number, name: string) =>
      page.getByLabel(text(EN, 'wallet:mass-payouts.transferAmount', { number: n, name }), { exact: true });
    // Selecting a contact adds one transfer; selecting it again removes it.
    await page.getByRole('checkbox', { name: first }).check();
    await expect(transfer(1, first)).toBeVisible();
    await page.getByRole('checkbox', { name: first }).uncheck();
    await expect(transfer(1, first)).toHaveCount(0);
    await page.getByRole('checkbox', { name: first }).check();
    await page.getByRole('checkbox', { name: second }).check();
    await page
      .getByRole('button', { name: text(EN, 'wallet:mass-payouts.addTransfer', { name: first }) })
      .click();
    await transfer(1, first).fill('10');
    await transfer(2, first).fill('5');
    await transfer(1, second).fill('7');
    await shoot(page, 'mass-payouts');

    // Choosing another balance empties every transfer; the contacts stay.
    await pick(page, text(EN, 'wallet:mass-payouts.balance'), /^EUR/);
    await expect(transfer(1, first)).toHaveValue('');
    await expect(transfer(2, first)).toHaveValue('');
    await pick(page, text(EN, 'wallet:mass-payouts.balance'), /^USD/);

    // Removing a contact's last transfer removes the contact.
    await page
      .getByRole('button', {
        name: text(EN, 'wallet:mass-payouts.removeTransfer', { number: 1, name: second }),
      })
      .click();
    await expect(page.getByRole('checkbox', { name: second })).not.toBeChecked();

    await transfer(1, first).fill('0');
    await page.getByRole('button', { name: text(EN, 'wallet:mass-payouts.submit') }).click();
    const amountLabel = text(EN, 'forms:common.amount');
    await expect(page.getByText(ruleMessage(EN, 'greater_than_zero', amountLabel))).toBeVisible();
    await expect(page.getByText(ruleMessage(EN, 'required', amountLabel))).toBeVisible();
    await expect(transfer(1, first)).toHaveValue('0');

    await transfer(1, first).fill('10');
    await transfer(2, first).fill('5');
    await page.getByRole('button', { name: text(EN, 'wallet:mass-payouts.submit') }).click();
    await expect(page.getByText(/Mass payout mp_\w+ started\./)).toBeVisible();
    // The form's onSuccess goes to the transactions (schemas/forms/mass-payouts.json); the payout is still
    // there after a reload.
    await expect(page).toHaveURL(/\/transactions$/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Transactions' })).toBeVisible();
    const { data } = await callApi<{ data: { currency: string; payouts: { amount: number }[] }[] }>(
      page,
      '/api/v2/main/mass-payouts',
    );
    expect(data[0]?.currency).toBe('USD');
    expect(data[0]?.payouts.map((p) => p.amount)).toEqual([10, 5]);
    expect(await available(page, 'USD')).toBeLessThan(before - 14.99);
  });

  test('rule messages in Spanish, typed values kept', async ({ page }) => {
    await signInIn(page, 'es_CO', 'merchant@demo.test');
    const [first = ''] = await payableContacts(page);
    await openInApp(page, '/mass-payouts');
    await page.getByRole('checkbox', { name: first }).check();
    const amount = page.getByLabel(
      text('es_CO', 'wallet:mass-payouts.transferAmount', { number: 1, name: first }),
      { exact: true },
    );
    await amount.fill('0');
    await page.getByRole('button', { name: text('es_CO', 'wallet:mass-payouts.submit') }).click();
    await expect(
      page.getByText(ruleMessage('es_CO', 'greater_than_zero', text('es_CO', 'forms:common.amount'))),
    ).toBeVisible();
    await expect(amount).toHaveValue(/^0/);
  });
});

test.describe('auto-withdrawal (merchant@)', () => {
  test('weekly needs a weekday, monthly a day from 1 to 28; the schedule is listed after a reload', async ({
    page,
  }) => {
    await signIn(page, 'merchant@demo.test');
    await openInApp(page, '/auto-withdrawal');
    await expect(
      page.getByRole('heading', { level: 1, name: text(EN, 'wallet:scheduled-transfer.title') }),
    ).toBeVisible();
    const amountLabel = text(EN, 'forms:common.amount');
    const dayLabel = text(EN, 'wallet:scheduled-transfer.dayOfMonth');
    const submit = page.getByRole('button', { name: text(EN, 'wallet:scheduled-transfer.submit') });
    await page.getByLabel(amountLabel).fill('120');
    await page.getByLabel(dayLabel).fill('31');
    await submit.click();
    await expect(page.getByText(ruleMessage(EN, 'between', dayLabel, { min: 1, max: 28 }))).toBeVisible();
    await expect(page.getByLabel(dayLabel)).toHaveValue('31');
    await shoot(page, 'scheduled-transfer');

    await pick(
      page,
      text(EN, 'wallet:scheduled-transfer.period'),
      text(EN, 'wallet:scheduled-transfer.periods.weekly'),
    );
    await submit.click();
    const weekdayLabel = text(EN, 'wallet:scheduled-transfer.weekday');
    await expect(page.getByText(ruleMessage(EN, 'required', weekdayLabel))).toBeVisible();
    await pick(page, weekdayLabel, text(EN, 'wallet:scheduled-transfer.weekdays.friday'));
    await submit.click();
    await expect(page.getByText(/Auto-withdrawal saved: Weekly, 120(\.00)? USD\./)).toBeVisible();

    await page.reload();
    await expect(
      page.getByRole('heading', { level: 1, name: text(EN, 'wallet:scheduled-transfer.title') }),
    ).toBeVisible();
    const { data } = await callApi<{ data: { amount: number; period: string; weekday: string }[] }>(
      page,
      '/api/v2/main/scheduled-transfers',
    );
    expect(data).toContainEqual(
      expect.objectContaining({ amount: 120, period: 'weekly', weekday: 'friday' }),
    );
  });

  test('rule messages in Spanish', async ({ page }) => {
    await signInIn(page, 'es_CO', 'merchant@demo.test');
    await openInApp(page, '/auto-withdrawal');
    const dayLabel = text('es_CO', 'wallet:scheduled-transfer.dayOfMonth');
    await page.getByLabel(dayLabel).fill('0');
    await page.getByRole('button', { name: text('es_CO', 'wallet:scheduled-transfer.submit') }).click();
    await expect(
      page.getByText(ruleMessage('es_CO', 'between', dayLabel, { min: 1, max: 28 })),
    ).toBeVisible();
    await expect(
      page.getByText(ruleMessage('es_CO', 'required', text('es_CO', 'forms:common.amount'))),
    ).toBeVisible();
    await expect(page.getByLabel(dayLabel)).toHaveValue('0');
  });
});
