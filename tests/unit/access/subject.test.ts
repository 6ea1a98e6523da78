import { describe, expect, it } from 'vitest';
import { entityName, subjectFromSession } from '@/access/subject';
import type { components } from '@/api/generated/main';
import { merchant, signedOut, subject, subMerchant } from './fixtures';

// Typed by the API contract: if the session schema drifts from what the subject reads, this stops compiling.
const session: components['schemas']['AuthSession'] = {
  user: {
    id: 3,
    user_type: 'business',
    verified: true,
    entity_id: 2,
    name: 'Sofia Marquez',
    email: 'merchant@demo.test',
    is_main_account: true,
    is_beta_user: true,
    settings: { timezone: 'UTC', locale: 'en' },
    processing: {
      ernest_needed: false,
      onboarding_service_version: 'v1',
      is_dormant: false,
      application_status: { status: 'pending' },
    },
    feature_accesses: { payout: true, fx: false },
    feature_ack: { circle: true },
    entity_features: { convert: true, add_account: false },
    acl: [],
    circle_id: 'cir_1',
    requested_verification: { pm_verification_items: [{ type: 'identity', status: 'pending' }] },
    connected_platforms: [{ id: 'p1', name: 'Shop' }],
  },
  tokens: { id_token: 'token' },
  localization: { locale: 'en', supported_languages: [] },
  restricted_country: false,
};

describe('subjectFromSession', () => {
  it('reads the API session as is', () => {
    const s = subjectFromSession(session, {
      sandbox: true,
      preview: false,
      accountsCurrencies: ['USD', 'EUR'],
    });
    expect(s).toMatchObject({
      signedIn: true,
      userType: 'business',
      merchant: true,
      mainAccount: true,
      subMerchant: false,
      entityId: 2,
      beta: true,
      onboarded: true,
      applicationStatus: 'pending',
      underProcess: true,
      circleId: 'cir_1',
      verificationRequested: true,
      hasConnectedPlatforms: true,
      hasStoredCards: false,
      hasDebitCards: false,
      balancesCount: 2,
      hasBalances: true,
      sandbox: true,
    });
    // Only flags that are on are kept, so a rule never mistakes `false` for present.
    expect(s.featureAccess).toEqual({ payout: true });
    expect(s.entityFeatures).toEqual({ convert: true });
    expect(s.featureAck).toEqual({ circle: true });
  });

  it('is frozen: components cannot change a decision behind the engine’s back', () => {
    const s = subject();
    expect(Object.isFrozen(s)).toBe(true);
    expect(Object.isFrozen(s.acl)).toBe(true);
  });

  it('a signed-out subject knows nothing about a user', () => {
    expect(signedOut()).toMatchObject({
      signedIn: false,
      userType: null,
      entityId: null,
      merchant: false,
      verified: false,
    });
  });

  it.each([
    ['merchant main account', merchant(), { merchant: true, subMerchant: false }],
    ['sub-merchant', subMerchant(['view-payout']), { merchant: true, subMerchant: true }],
    [
      'personal user who is not a main account',
      subject({ is_main_account: false }),
      { merchant: false, subMerchant: false },
    ],
  ])('%s', (_label, s, expected) => {
    expect(s).toMatchObject(expected);
  });

  it.each([
    ['not_submitted', false],
    ['approved', false],
    ['pending', true],
    ['under_review', true],
    ['rejected', true],
  ])('application status %s under process: %s', (status, expected) => {
    expect(merchant({ processing: { application_status: { status } } }).underProcess).toBe(expected);
  });

  it('no application status is not under process', () => {
    expect(subject({ processing: { application_status: undefined } }).underProcess).toBe(false);
  });

  it.each([
    [false, true],
    [true, false],
  ])('ernest_needed %s → onboarded %s', (ernest, onboarded) => {
    expect(merchant({ processing: { ernest_needed: ernest } }).onboarded).toBe(onboarded);
  });

  it('balancesCount wins over the currency list; the list is the fallback', () => {
    expect(subject({}, { balancesCount: 0, accountsCurrencies: ['USD'] }).hasBalances).toBe(false);
    expect(subject({}, { balancesCount: undefined, accountsCurrencies: ['USD'] }).balancesCount).toBe(1);
  });
});

describe('entityName (spec A §1, spec B §3)', () => {
  it.each([
    [1, 'FPLTD'],
    [2, 'FPINC'],
    [3, 'FPLTD'],
    [null, 'FPLTD'],
  ])('entity %s → %s', (id, expected) => {
    expect(entityName(id)).toBe(expected);
  });
});
