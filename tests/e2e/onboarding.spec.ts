// Business onboarding and KYB (issue 7 item 1), through the wizard files schemas/wizards/business-profile.json
// (tabs) and processing-onboarding.json (steps): the public profile first, business details before the other
// tabs, owners adding up to 100 % with a signed legal representative, a withdrawal detail, then the
// application is sent and its stage survives a reload. Every text comes from the catalogues.
import { expect, test, type Page } from '@playwright/test';
import { fieldError, pick, ruleMessage, text } from './form-helpers';
import { signIn } from './route-helpers';

const en = (key: string, values: Record<string, string | number> = {}) =>
  text('en', `onboarding:${key}`, values);
const wizard = (key: string, values: Record<string, string | number> = {}) =>
  text('en', `forms:wizard.${key}`, values);
const SHOTS = process.env.E2E_RESULTS ?? 'test-results';

const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A field by its label, required (`Label*`) or not. */
const labelled = (value: string) => new RegExp(`^${escape(value)}\\*?$`);

const stepButton = (page: Page, key: string) =>
  page.getByRole('navigation', { name: wizard('steps') }).getByRole('button', { name: new RegExp(en(key)) });
const stepHeading = (page: Page, key: string) => page.getByRole('heading', { level: 2, name: en(key) });

/** Leaves the field being typed in (its rules run on leaving), then presses the button. */
async function press(page: Page, name: string, scope: Page | ReturnType<Page['getByRole']> = page) {
  await page.keyboard.press('Tab');
  await scope.getByRole('button', { name, exact: true }).click();
}

async function chooseDate(page: Page, label: string, day: string, month: string, year: string) {
  const group = page.getByRole('group', { name: label });
  const selects = group.locator('select');
  for (let i = 0; i < (await selects.count()); i++) {
    const select = selects.nth(i);
    const id = (await select.getAttribute('id')) ?? '';
    const value = id.endsWith('-month') ? month : id.endsWith('-year') ? year : day;
    await select.selectOption(value);
  }
}

async function addOwner(
  page: Page,
  owner: { first: string; last: string; share: string; representative: boolean },
) {
  await page
    .getByRole('button', { name: en('owner.add') })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: en('owner.newTitle') });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(labelled(en('owner.firstName'))).fill(owner.first);
  await dialog.getByLabel(labelled(en('owner.lastName'))).fill(owner.last);
  await pick(page, en('owner.title'), en('titles.director'));
  await dialog.getByLabel(labelled(en('owner.percentOfShares'))).fill(owner.share);
  await pick(page, en('owner.nationality'), 'Ireland');
  await pick(page, en('owner.country'), 'Ireland');
  await chooseDate(page, en('owner.dob'), '12', '4', '1985');
  if (owner.representative) {
    await dialog.getByRole('checkbox', { name: en('owner.isLegalRepresentative') }).check();
    // Nothing is sent without the signature and the 10 % declaration: both messages show at their fields.
    await press(page, en('owner.add'), dialog);
    await expect(fieldError(page, 'signature')).toBeVisible();
    await expect(fieldError(page, 'declaration')).toBeVisible();
    await expect(dialog.getByLabel(labelled(en('owner.firstName')))).toHaveValue(owner.first);
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'signature.png',
      mimeType: 'image/png',
      buffer: Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex'),
    });
    await expect(dialog.getByText(/signature\.png/).first()).toBeVisible();
    await dialog.getByRole('checkbox', { name: en('owner.declaration') }).check();
  }
  await press(page, en('owner.add'), dialog);
  await expect(dialog).toBeHidden();
  await expect(page.getByText(en('owner.added')).first()).toBeVisible();
}

test.describe('business onboarding (KYB)', () => {
  test('onboarding@ fills every tab, in order, and sends the application', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, 'onboarding@demo.test', '/business-profile');
    await expect(page.getByRole('heading', { level: 1, name: en('title') })).toBeVisible();
    await expect(stepHeading(page, 'steps.publicProfile')).toBeVisible();
    // Business details come before every other tab.
    for (const key of ['steps.owners', 'steps.withdrawal', 'steps.documents', 'steps.project'])
      await expect(stepButton(page, key)).toBeDisabled();
    await expect(page.getByRole('button', { name: en('submit'), exact: true })).toBeDisabled();

    // Public profile: a description outside the rule keeps what was typed and says why at the field.
    await page.getByLabel(labelled(en('fields.publicDescription'))).fill('Café & crafts!');
    await press(page, en('saveAndContinue'));
    await expect(fieldError(page, 'description')).toBeVisible();
    await expect(page.getByLabel(labelled(en('fields.publicDescription')))).toHaveValue('Café & crafts!');
    await page.getByLabel(labelled(en('fields.publicDescription'))).fill('Handmade crafts');
    await press(page, en('saveAndContinue'));
    await expect(page.getByText(en('publicProfile.saved'))).toBeVisible();

    // Business details: every field the presence check names is required.
    await expect(stepHeading(page, 'steps.businessDetails')).toBeVisible();
    await expect(page).toHaveURL(/step=business-details/);
    await press(page, en('saveAndContinue'));
    await expect(page.getByText(ruleMessage('en', 'required', en('fields.companyName')))).toBeVisible();
    await page.getByRole('radio', { name: en('entityTypes.company') }).check();
    await page.getByLabel(labelled(en('fields.companyName'))).fill("O'Connor Crafts Ltd");
    await pick(page, en('fields.industry'), /Clothing|Retail/);
    await page.getByLabel(labelled(en('fields.website'))).fill('https://crafts.example.com');
    await page.getByLabel(labelled(en('fields.pingbackUrl'))).fill('https://crafts.example.com/pingback');
    await page.getByLabel(labelled(en('fields.monthlySalesVolume'))).fill('5000');
    await pick(page, en('fields.country'), 'Ireland');
    await page.getByLabel(labelled(en('fields.address'))).fill('1 Harbour Road');
    await page.getByLabel(labelled(en('fields.postalCode'))).fill('D01 F5P2');
    await page.getByLabel(labelled(en('fields.businessDescription'))).fill('Handmade pottery sold online.');
    await press(page, en('saveAndContinue'));
    await expect(page.getByText(en('businessDetails.saved'))).toBeVisible();

    // Owners: the checklist says what is missing until ownership adds up to 100 % with a signed representative.
    await expect(stepHeading(page, 'steps.owners')).toBeVisible();
    await expect(page.getByText(en('checks.oneOwner'))).toBeVisible();
    await addOwner(page, { first: 'Liam', last: "O'Connor", share: '60', representative: true });
    await expect(page.getByText(en('checks.ownership', { value: 100 }))).toBeVisible();
    await addOwner(page, { first: 'Aoife', last: 'Byrne', share: '40', representative: false });
    await expect(page.getByText(en('checks.ownership', { value: 100 }))).toBeHidden();
    await expect(page.getByText(wizard('notComplete'))).toBeHidden();

    // Withdrawal details: one bank account.
    await stepButton(page, 'steps.withdrawal').click();
    await expect(page.getByText(en('checks.onePayout'))).toBeVisible();
    await page
      .getByRole('button', { name: en('payout.add') })
      .first()
      .click();
    const payout = page.getByRole('dialog', { name: en('payout.newTitle') });
    await pick(page, en('payout.country'), 'Ireland');
    await payout.getByLabel(labelled(en('payout.bankName'))).fill('Harbour Bank');
    await payout.getByLabel(labelled(en('payout.beneficiaryName'))).fill('Liam Byrne');
    await payout.getByLabel(labelled(en('payout.iban'))).fill('IE29AIBK93115212345678');
    await press(page, en('payout.add'), payout);
    await expect(page.getByText(en('payout.added')).first()).toBeVisible();
    await expect(page.getByText(en('checks.onePayout'))).toBeHidden();
    await page.screenshot({ path: `${SHOTS}/onboarding-withdrawal.png`, fullPage: true });

    // Everything is in place: the application goes to review and its stage is the next one, after a reload too.
    await expect(page.getByText(wizard('ready'))).toBeVisible();
    await page.getByRole('button', { name: en('submit'), exact: true }).click();
    await expect(page.getByText(en('submitted'))).toBeVisible();
    await page.reload();
    const stages = page.getByRole('region', { name: wizard('stages') });
    await expect(stages.locator('[aria-current="step"]')).toHaveText(new RegExp(en('stages.businessModel')));
    await expect(page.getByRole('button', { name: en('submit'), exact: true })).toHaveCount(0);
    await stepButton(page, 'steps.owners').click();
    await expect(page.getByText('Aoife').first()).toBeVisible();
  });

  test('rejected@ resubmits through the processing onboarding steps', async ({ page }) => {
    await signIn(page, 'rejected@demo.test', '/processing/onboarding');
    await expect(page.getByRole('heading', { level: 1, name: en('processingTitle') })).toBeVisible();
    await expect(page.getByText(wizard('stepOf', { step: 1, steps: 4 }))).toBeVisible();
    // A steps wizard moves on through Next and Back; the seeded description breaks the 105-letter rule.
    await page.getByLabel(labelled(en('fields.publicDescription'))).fill('Italian imports');
    await press(page, en('saveAndContinue'));
    await expect(page.getByText(wizard('stepOf', { step: 2, steps: 4 }))).toBeVisible();
    await page.getByRole('button', { name: wizard('back') }).click();
    await expect(page.getByText(wizard('stepOf', { step: 1, steps: 4 }))).toBeVisible();
    await page.goto('/processing/onboarding?step=project-details');
    await expect(page.getByText(wizard('stepOf', { step: 4, steps: 4 }))).toBeVisible();
    await page.getByRole('button', { name: en('submit'), exact: true }).click();
    await expect(page.getByText(en('submitted'))).toBeVisible();
    await page.reload();
    const stages = page.getByRole('region', { name: wizard('stages') });
    await expect(stages.locator('[aria-current="step"]')).toHaveText(new RegExp(en('stages.businessModel')));
  });

  test('the active business profile cannot be deleted', async ({ page }) => {
    await signIn(page, 'merchant@demo.test', '/business-profile');
    // The active profile, read through the page with the session's token once the demo backend answers.
    let active = '';
    await expect(async () => {
      active = await page.evaluate(async () => {
        const token = document.cookie.match(/(?:^|; )id_token=([^;]+)/)?.[1] ?? '';
        const response = await fetch('/ajax/api/v2/business-profiles', {
          headers: { Authorization: `Bearer ${decodeURIComponent(token)}` },
        });
        const body = (await response.json()) as { data: { business_name: string; is_active: boolean }[] };
        return body.data.find((profile) => profile.is_active)?.business_name ?? '';
      });
      expect(active).not.toBe('');
    }).toPass({ timeout: 15_000 });
    await page.getByRole('button', { name: en('profiles.open') }).click();
    const list = page.getByRole('dialog');
    await list
      .getByRole('row')
      .filter({ hasText: active })
      .getByRole('button', { name: en('remove') })
      .click();
    await page
      .getByRole('dialog', { name: en('profiles.removeConfirm') })
      .getByRole('button', { name: en('remove') })
      .click();
    await expect(page.getByText('You cannot delete an active business profile')).toBeVisible();
  });
});
