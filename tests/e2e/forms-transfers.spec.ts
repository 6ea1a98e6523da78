// The money-movement forms (schemas/forms/{send-money,convert-money,request-money,withdrawal,
// withdrawal-details}.json): each submitted as its persona, the store changed after a reload, each rule's
// message at its field in English and in Arabic, and what was typed kept after a server refusal.
import { expect, test, type Page } from '@playwright/test';
import { catalogue, fieldError, fill, pick, ruleMessage, submit, textAt } from './form-helpers';
import { openInApp, signIn } from './route-helpers';

const transfers = (language: string, key: string) => textAt(catalogue(language, 'transfers'), key);
const EN = (key: string) => transfers('en', key);

/** The available balance the home page shows for a currency. */
async function homeBalance(page: Page, currency: string): Promise<string> {
  await openInApp(page, '/');
  const card = page.getByLabel(currency, { exact: true });
  await expect(card).toBeVisible();
  return (await card.textContent()) ?? '';
}

/** The number in a formatted amount: "1 234.50 USD" → 1234.5. */
const amountOf = (text: string) => Number(/-?\d[\d ]*(?:\.\d+)?/.exec(text)?.[0].replace(/ /g, '') ?? NaN);

/** arabic@ signs in with the one-click button and gets the Arabic, right-to-left interface. */
async function signInArabic(page: Page) {
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'Sign in as arabic@demo.test' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

test.describe('send money', () => {
  test('merchant@ sends 25 USD to a contact by bank transfer; the balance drops after a reload', async ({
    page,
  }) => {
    await signIn(page, 'merchant@demo.test');
    const before = await homeBalance(page, 'USD');
    await openInApp(page, '/send-money');
    await expect(page.getByRole('heading', { level: 1, name: EN('send.title') })).toBeVisible();

    // Nothing chosen yet: each required field says so.
    await submit(page, EN('send.submit'));
    await expect(fieldError(page, 'recipient_id')).toHaveText(
      ruleMessage('en', 'required', EN('send.recipient')),
    );
    await expect(fieldError(page, 'amount')).toHaveText(ruleMessage('en', 'required', 'Amount'));
    await expect(fieldError(page, 'receiving_method')).toHaveText(
      ruleMessage('en', 'required', EN('send.receivingMethod')),
    );
    // The description allows latin letters, spaces and hyphens only (spec A §9).
    await page.getByRole('textbox', { name: EN('send.descriptionField') }).fill('Invoice #42');
    await expect(fieldError(page, 'description')).toHaveText(
      ruleMessage('en', 'description', EN('send.descriptionField'), { max: 105 }),
    );
    await page.getByRole('textbox', { name: EN('send.descriptionField') }).fill('Invoice payment');

    await pick(page, EN('send.recipient'), /Lucia Kowalski/);
    await page.getByRole('textbox', { name: 'Amount*' }).fill('25');
    // Only what this recipient can receive in EUR is offered: a bank account (src/mocks/store/seed/contacts.ts).
    await page.getByRole('combobox', { name: `${EN('send.receivingMethod')}*`, exact: true }).click();
    await expect(
      page.getByRole('listbox', { name: EN('send.receivingMethod'), exact: true }).getByRole('option'),
    ).toHaveText([EN('method.bank_transfer')]);
    await pick(page, EN('send.receivingMethod'), EN('method.bank_transfer'));
    await pick(page, EN('send.reason'), /./);
    // The fee quote (POST /send-money/fees): each amount with its currency's two decimals and code (spec A §9).
    const line = (label: string) => page.locator('dt', { hasText: label }).locator('+ dd');
    await expect(line('Fee')).toHaveText(/^\d[\d ]*\.\d{2} USD$/);
    await expect(line('Recipient gets')).toHaveText(/^\d[\d ]*\.\d{2} EUR$/);
    const total = amountOf((await line('Total to pay').textContent()) ?? '');
    expect(total).toBeGreaterThan(25);

    await submit(page, EN('send.submit'));
    await expect(page.getByText(fill(EN('send.done'), { amount: 25, currency: 'USD' }))).toBeVisible();
    await page.reload();
    // The balance dropped by the amount and its fee: what the quote said it would cost.
    expect(amountOf(await homeBalance(page, 'USD'))).toBeCloseTo(amountOf(before) - total, 2);
  });

  test('the server gives the description rules per recipient: a business payment needs one', async ({
    page,
  }) => {
    await signIn(page, 'merchant@demo.test');
    await openInApp(page, '/send-money');
    const description = page.getByRole('textbox', { name: EN('send.descriptionField') });
    // No recipient yet: the server has given no rules, so an empty description is not refused.
    await page.getByRole('textbox', { name: 'Amount*' }).fill('5');
    await submit(page, EN('send.submit'));
    await expect(fieldError(page, 'recipient_id')).toBeVisible();
    await expect(fieldError(page, 'description')).toHaveCount(0);
    // The recipient's additional params (send_money_business) make the description required.
    const rules = page.waitForResponse((r) => r.url().includes('/additional-params') && r.ok());
    await pick(page, EN('send.recipient'), /Lucia Kowalski/);
    await rules;
    await pick(page, EN('send.receivingMethod'), EN('method.bank_transfer'));
    await submit(page, EN('send.submit'));
    await expect(fieldError(page, 'description')).toHaveText(
      ruleMessage('en', 'required', EN('send.descriptionField')),
    );
    await description.fill('Supplier invoice');
    await submit(page, EN('send.submit'));
    await expect(page.getByText(fill(EN('send.done'), { amount: 5, currency: 'USD' }))).toBeVisible();
  });

  test('the title and intro show while the forms engine downloads; the form follows', async ({ page }) => {
    await signIn(page, 'personal@demo.test');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/schema-form-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/send-money');
    await expect(page.getByRole('heading', { level: 1, name: EN('send.title') })).toBeVisible();
    await expect(page.getByText(EN('send.description'))).toBeVisible();
    await expect(page.locator('form')).toHaveCount(0);
    release();
    await expect(page.getByRole('combobox', { name: `${EN('send.recipient')}*` })).toBeVisible();
  });

  test('a refused transfer shows the server message at the amount and keeps what was typed', async ({
    page,
  }) => {
    await signIn(page, 'merchant@demo.test');
    await openInApp(page, '/send-money');
    await pick(page, EN('send.recipient'), /Lucia Kowalski/);
    await page.getByRole('textbox', { name: 'Amount*' }).fill('49000');
    await pick(page, EN('send.receivingMethod'), EN('method.bank_transfer'));
    await page.getByRole('textbox', { name: EN('send.descriptionField') }).fill('Supplier invoice');
    await submit(page, EN('send.submit'));
    await expect(fieldError(page, 'amount')).toHaveText('Insufficient funds');
    await expect(page.getByRole('combobox', { name: `${EN('send.recipient')}*` })).toHaveValue(
      /Lucia Kowalski/,
    );

    // Over the per-transfer limit (verified: 50,000 USD).
    await page.getByRole('textbox', { name: 'Amount*' }).fill('60000');
    await submit(page, EN('send.submit'));
    await expect(fieldError(page, 'amount')).toHaveText('Maximum money sending limit reached.');
    await expect(page.getByRole('textbox', { name: 'Amount*' })).toHaveValue(/60/);
  });

  test('arabic@ sees the send, convert and withdrawal rule messages in Arabic, right to left', async ({
    page,
  }) => {
    await signInArabic(page);
    await openInApp(page, '/send-money');
    const AR = (key: string) => transfers('ar_EG', key);
    await expect(page.getByRole('heading', { level: 1, name: AR('send.title') })).toBeVisible();
    await submit(page, AR('send.submit'));
    await expect(fieldError(page, 'recipient_id')).toHaveText(
      ruleMessage('ar_EG', 'required', AR('send.recipient')),
    );
    await page.getByRole('textbox', { name: AR('send.descriptionField') }).fill('فاتورة');
    await expect(fieldError(page, 'description')).toHaveText(
      ruleMessage('ar_EG', 'description', AR('send.descriptionField'), { max: 105 }),
    );
    await expect(page.getByRole('textbox', { name: AR('send.descriptionField') })).toHaveValue('فاتورة');
    await page.screenshot({ path: 'test-results-f1/send-money-ar.png', fullPage: true });

    // The amount rules of convert and withdrawal, in Arabic too.
    await openInApp(page, '/convert-money');
    await expect(page.getByRole('heading', { level: 1, name: AR('convert.title') })).toBeVisible();
    const amountLabel = textAt(catalogue('ar_EG', 'forms'), 'common.amount');
    await page.getByRole('textbox', { name: `${amountLabel}*` }).fill('0');
    await expect(fieldError(page, 'amount')).toHaveText(
      ruleMessage('ar_EG', 'greater_than_zero', amountLabel),
    );
    await openInApp(page, '/withdrawal');
    await expect(page.getByRole('heading', { level: 1, name: AR('withdrawal.title') })).toBeVisible();
    await submit(page, AR('withdrawal.submit'));
    await expect(fieldError(page, 'receiving_method')).toHaveText(
      ruleMessage('ar_EG', 'required', AR('withdrawal.receivingMethod')),
    );
  });
});

test.describe('convert money', () => {
  test('merchant@ converts 10 USD to EUR; both balances change after a reload', async ({ page }) => {
    await signIn(page, 'merchant@demo.test');
    const usd = await homeBalance(page, 'USD');
    const eur = await homeBalance(page, 'EUR');
    await openInApp(page, '/convert-money');
    await expect(page.getByRole('heading', { level: 1, name: EN('convert.title') })).toBeVisible();

    await page.getByRole('textbox', { name: 'Amount*' }).fill('0');
    await expect(fieldError(page, 'amount')).toHaveText(ruleMessage('en', 'greater_than_zero', 'Amount'));
    await page.getByRole('textbox', { name: 'Amount*' }).fill('10');
    await expect(page.getByText('Recipient gets', { exact: true })).toBeVisible();
    await submit(page, EN('convert.submit'));
    await expect(page.getByText(EN('convert.done'))).toBeVisible();
    await page.reload();
    expect(await homeBalance(page, 'USD')).not.toBe(usd);
    expect(await homeBalance(page, 'EUR')).not.toBe(eur);
  });

  test('the same currency on both sides is refused at the field before any call; the form keeps its values', async ({
    page,
  }) => {
    await signIn(page, 'merchant@demo.test');
    await openInApp(page, '/convert-money');
    await pick(page, EN('convert.to'), 'USD');
    await page.getByRole('textbox', { name: 'Amount*' }).fill('10');
    await submit(page, EN('convert.submit'));
    await expect(fieldError(page, 'to')).toHaveText(
      ruleMessage('en', 'different', EN('convert.to'), { target: EN('convert.from') }),
    );
    // No quote is asked for a pair the rules refuse, so no second, vaguer failure shows.
    await expect(page.getByText('Failed to calculate fees. Please try again.')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Amount*' })).toHaveValue(/^10(\.00)?$/);
  });
});

test.describe('withdrawal', () => {
  test('personal@ sees the fee before confirming, to a bank account in the currency it receives, and pays exactly that', async ({
    page,
  }) => {
    await signIn(page, 'personal@demo.test');
    const before = await homeBalance(page, 'USD');
    await openInApp(page, '/withdrawal');
    await expect(page.getByRole('heading', { level: 1, name: EN('withdrawal.title') })).toBeVisible();
    // Spec A §3: the form starts USD to EUR.
    const targetBox = page.getByRole('combobox', {
      name: `${EN('withdrawal.targetCurrency')}*`,
      exact: true,
    });
    await expect(targetBox).toHaveValue(/EUR/);

    // ATM cards pay out EUR but not JPY: choose the method first, then switch what the bank receives; the stale
    // choice is cleared, so the form never sends a method the currency lacks.
    await pick(page, EN('withdrawal.receivingMethod'), EN('method.atm_card'));
    await pick(page, EN('withdrawal.targetCurrency'), /JPY/);
    const methodBox = page.getByRole('combobox', {
      name: `${EN('withdrawal.receivingMethod')}*`,
      exact: true,
    });
    await expect(methodBox).toHaveValue('');
    await page.getByRole('textbox', { name: 'Amount*' }).fill('1000');
    await submit(page, EN('withdrawal.submit'));
    await expect(fieldError(page, 'receiving_method')).toHaveText(
      ruleMessage('en', 'required', EN('withdrawal.receivingMethod')),
    );
    await expect(page.getByRole('textbox', { name: 'Amount*' })).toHaveValue(/1.?000/);

    // Paid out in USD by bank transfer: only the bank account in USD is offered.
    await pick(page, EN('withdrawal.targetCurrency'), /USD/);
    await page.getByRole('textbox', { name: 'Amount*' }).fill('10');
    await pick(page, EN('withdrawal.receivingMethod'), EN('method.bank_transfer'));
    await page.getByRole('combobox', { name: EN('withdrawal.bankAccount'), exact: true }).click();
    const accounts = page
      .getByRole('listbox', { name: EN('withdrawal.bankAccount'), exact: true })
      .getByRole('option');
    await expect(accounts).toHaveCount(1);
    await expect(accounts).toContainText('USD');
    await accounts.click();

    // The fee and the total show before the person confirms (spec A §9 money format).
    const line = (label: string) => page.locator('dt', { hasText: label }).locator('+ dd');
    await expect(line(EN('withdrawal.bankReceives'))).toHaveText('10.00 USD');
    await expect(line('Fee')).toHaveText(/^\d[\d ]*\.\d{2} USD$/);
    const total = amountOf((await line('Total to pay').textContent()) ?? '');
    expect(total).toBeGreaterThan(10);

    await submit(page, EN('withdrawal.submit'));
    await expect(page.getByText(fill(EN('withdrawal.done'), { amount: 10, currency: 'USD' }))).toBeVisible();
    await page.reload();
    expect(amountOf(await homeBalance(page, 'USD'))).toBeCloseTo(amountOf(before) - total, 2);
  });
});

/** The numbers the bank rules put in their messages (src/forms/rules/banking.ts). */
const RULE_VALUES: Record<string, Record<string, number>> = {
  bank_account: { min: 6, max: 24 },
  routing_number: { min: 6, max: 9 },
};

test.describe('withdrawal details', () => {
  test('merchant@ sees each bank rule, saves new details and finds them when it comes back', async ({
    page,
  }) => {
    await signIn(page, 'merchant@demo.test');
    await openInApp(page, '/business/withdrawal');
    await expect(page.getByRole('heading', { level: 1, name: EN('details.title') })).toBeVisible();
    const box = (key: string, required = false) =>
      page.getByRole('textbox', { name: `${EN(key)}${required ? '*' : ''}`, exact: true });
    await expect(box('details.bankName', true)).not.toHaveValue('');

    const cases: [string, string, string, string, boolean][] = [
      ['iban', 'details.iban', 'DE00123', 'iban', false],
      ['swift_code', 'details.swiftCode', '12AB', 'swift_code', false],
      ['account_number', 'details.accountNumber', 'abc', 'bank_account', false],
      ['routing_number', 'details.routingNumber', '12', 'routing_number', false],
      ['beneficiary_name', 'details.beneficiaryName', 'Demo 123', 'beneficiary_name', true],
    ];
    for (const [id, key, bad, rule, required] of cases) {
      await box(key, required).fill(bad);
      await box(key, required).blur();
      await expect(fieldError(page, id)).toHaveText(
        ruleMessage('en', rule, EN(key), RULE_VALUES[rule] ?? {}),
      );
    }
    await box('details.iban').fill('DE89370400440532013000');
    await box('details.swiftCode').fill('COBADEFFXXX');
    await box('details.accountNumber').fill('0532013000');
    await box('details.routingNumber').fill('021000021');
    await box('details.beneficiaryName', true).fill('Demo Merchant Ltd.');
    await box('details.bankName', true).fill('Demo Bank AG');
    await submit(page, 'Save');
    await expect(page.getByText(EN('details.done'))).toBeVisible();

    await page.reload();
    await expect(box('details.bankName', true)).toHaveValue('Demo Bank AG');
    await expect(box('details.iban')).toHaveValue('DE89370400440532013000');
  });
});

test.describe('screens', () => {
  const merchantForms = [
    '/send-money',
    '/convert-money',
    '/request-money',
    '/withdrawal',
    '/business/withdrawal',
  ];
  // arabic@ is a personal user: request-money and business/withdrawal are merchant pages.
  const personalForms = ['/send-money', '/convert-money', '/withdrawal'];
  for (const [width, language] of [
    [1280, 'en'],
    [390, 'en'],
    [1280, 'ar_EG'],
    [390, 'ar_EG'],
  ] as const)
    test(`the forms at ${width} px in ${language}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      if (language === 'ar_EG') await signInArabic(page);
      else await signIn(page, 'merchant@demo.test');
      for (const path of language === 'ar_EG' ? personalForms : merchantForms) {
        await openInApp(page, path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByRole('button', { name: /./ }).last()).toBeVisible();
        await page.waitForTimeout(800);
        await page.screenshot({
          path: `test-results-f1/shots/${path.slice(1).replace(/\//g, '-')}-${width}-${language}.png`,
          fullPage: true,
        });
      }
    });
});
