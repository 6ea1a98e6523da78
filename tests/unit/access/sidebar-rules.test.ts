import { describe, expect, it } from 'vitest';
import {
  accountListMode,
  canAddAccount,
  directAccount,
  needsTooltip,
  showsProgress,
  subAccountsVisible,
} from '@/access/sidebar-rules';
import { startupDialog } from '@/access/startup-dialog';
import { merchant, signedOut, subject, subMerchant } from './fixtures';

describe('sidebar helpers (spec A §2, §9)', () => {
  it.each([
    [0, 'list'],
    [1, 'list'],
    [3, 'list'],
    [4, 'dropdown'],
    [20, 'dropdown'],
  ])('%i accounts → %s', (count, mode) => {
    expect(accountListMode(count)).toBe(mode);
  });

  it.each([
    ['Transactions', false],
    ['a'.repeat(25), false],
    ['a'.repeat(26), true],
    ['💳'.repeat(25), false], // 25 characters even though 50 UTF-16 units
    ['مدفوعات جماعية للموظفين والشركاء', true],
  ])('tooltip for %s: %s', (title, expected) => {
    expect(needsTooltip(title)).toBe(expected);
  });

  it.each([
    ['merchant main account', merchant(), true],
    ['sub-merchant with view-sub-account', subMerchant(['view-sub-account']), true],
    ['sub-merchant without it', subMerchant(['view-payout']), false],
    ['personal user', subject(), false],
    ['personal user holding the acl name', subject({ acl: ['view-sub-account'] }), false],
    ['signed out', signedOut(), false],
  ])('sub-accounts for %s: %s', (_label, who, expected) => {
    expect(subAccountsVisible(who)).toBe(expected);
  });

  const withAddAccount = subject({ entity_features: { add_account: true } });
  it.each([
    ['an unused currency and add_account', withAddAccount, ['USD'], ['USD', 'EUR'], true],
    ['every currency used', withAddAccount, ['USD', 'EUR'], ['USD', 'EUR'], false],
    ['case does not matter', withAddAccount, ['usd'], ['USD'], false],
    ['no add_account access', subject(), ['USD'], ['USD', 'EUR'], false],
  ])('add an account with %s: %s', (_label, who, used, all, expected) => {
    expect(canAddAccount(who, used, all)).toBe(expected);
  });

  it.each([
    ['entity 3 with one account', subject({ entity_id: 3 }, { accountsCurrencies: ['EUR'] }), 'EUR'],
    [
      'entity 3 with two accounts',
      subject({ entity_id: 3 }, { accountsCurrencies: ['EUR', 'USD'] }),
      undefined,
    ],
    ['entity 1 with one account', subject({ entity_id: 1 }, { accountsCurrencies: ['EUR'] }), undefined],
  ])('direct account link for %s: %s', (_label, who, expected) => {
    expect(directAccount(who)).toBe(expected);
  });

  it.each([
    ['pending', true],
    ['not_submitted', false],
    ['approved', false],
  ])('progress element for application %s: %s', (status, expected) => {
    expect(showsProgress(merchant({ processing: { application_status: { status } } }))).toBe(expected);
  });
});

describe('startupDialog priority (spec A §2)', () => {
  const everything = merchant({
    is_beta_user: true,
    feature_accesses: { virtual_account_ach: true },
    circle_id: 'cir_1',
    processing: { is_dormant: true, survey_completed: false },
  });

  it('walks the priority order as each dialog stops applying', () => {
    expect(startupDialog(everything)).toBe('dormant');
    const awake = { ...everything, dormant: false };
    expect(startupDialog(awake)).toBe('virtual-ach');
    const achSeen = { ...awake, featureAck: { virtual_account_ach: true } };
    expect(startupDialog(achSeen)).toBe('circle');
    const circleSeen = { ...awake, featureAck: { virtual_account_ach: true, circle: true } };
    expect(startupDialog(circleSeen)).toBe('onboarding');
    expect(startupDialog({ ...circleSeen, surveyCompleted: true })).toBeNull();
  });

  it.each([
    ['virtual ACH needs beta', merchant({ feature_accesses: { virtual_account_ach: true } }), null],
    ['virtual ACH needs the feature access', subject({ is_beta_user: true }), null],
    [
      'onboarding is hidden while ernest_needed',
      merchant({ processing: { ernest_needed: true, survey_completed: false } }),
      null,
    ],
    [
      'onboarding is for the main account',
      subMerchant([], { processing: { survey_completed: false } }),
      null,
    ],
    ['onboarding is for merchants', subject({ processing: { survey_completed: false } }), null],
    [
      'onboarding for a merchant who has not done it',
      merchant({ processing: { survey_completed: false } }),
      'onboarding',
    ],
    ['none when signed out', signedOut(), null],
    ['none in preview', subject({ processing: { is_dormant: true } }, { preview: true }), null],
  ])('%s', (_label, who, expected) => {
    expect(startupDialog(who)).toBe(expected);
  });
});
