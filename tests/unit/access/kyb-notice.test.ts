import { describe, expect, it } from 'vitest';
import { kybNotice, kybNoticeShownOn, type KybNoticeUser } from '@/access/kyb-notice';
import type { components } from '@/api/generated/main';
import { createDb } from '@/mocks/store/db';
import { PERSONA_ID } from '@/mocks/store/personas';
import { userView } from '@/mocks/store/user-view';

type Stage = { label: string; status: string };

const business = (status: string | null, data: Stage[] = [], verified = false): KybNoticeUser => ({
  user_type: 'business',
  verified,
  processing: status === null ? {} : { application_status: { status, data } },
});

describe('kybNotice: which state of the KYB notice a user gets (spec A §4, spec B §4)', () => {
  it.each([
    ['not_submitted', business('not_submitted'), 'not_submitted'],
    ['pending', business('pending'), 'pending'],
    ['under_review', business('under_review'), 'under_review'],
    ['rejected', business('rejected'), 'rejected'],
    ['an unknown status counts as not submitted', business('in_progress'), 'not_submitted'],
    ['approved but not verified counts as not submitted', business('approved'), 'not_submitted'],
    ['no application status counts as not submitted', business(null), 'not_submitted'],
    [
      'a rejected business_model stage overrides rejected',
      business('rejected', [
        { label: 'application_submission', status: 'done' },
        { label: 'business_model', status: 'rejected' },
      ]),
      'business_model_rejected',
    ],
    [
      'a rejected business_model stage overrides under_review',
      business('under_review', [{ label: 'business_model', status: 'rejected' }]),
      'business_model_rejected',
    ],
    [
      'an approved business_model stage does not override',
      business('under_review', [{ label: 'business_model', status: 'approved' }]),
      'under_review',
    ],
    [
      'another stage rejected does not count as the business model',
      business('rejected', [{ label: 'kyb_check', status: 'rejected' }]),
      'rejected',
    ],
  ] as const)('%s', (_case, user, expected) => {
    expect(kybNotice(user)).toBe(expected);
  });

  it.each([
    ['a verified business', business('rejected', [{ label: 'business_model', status: 'rejected' }], true)],
    ['a personal user', { ...business('rejected'), user_type: 'personal' }],
    ['an admin', { ...business('not_submitted'), user_type: 'admin' }],
    ['no user (signed out)', null],
  ] as const)('none for %s', (_case, user) => {
    expect(kybNotice(user)).toBeNull();
  });

  it('takes the API session user as it is', () => {
    const user: components['schemas']['User'] = {
      id: 5,
      user_type: 'business',
      verified: false,
      entity_id: 1,
      name: 'Priya Raman',
      email: 'review@demo.test',
      is_main_account: true,
      is_beta_user: false,
      settings: { timezone: 'UTC', locale: 'en' },
      processing: {
        ernest_needed: true,
        onboarding_service_version: 'v1',
        is_dormant: false,
        application_status: { status: 'under_review' },
      },
      feature_accesses: {},
      entity_features: {},
      acl: [],
    };
    expect(kybNotice(user)).toBe('under_review');
  });
});

describe('the demo personas get the states the e2e suite shows', () => {
  const db = createDb();
  const of = (id: number) => {
    const user = userView(db, id);
    if (!user) throw new Error(`no persona ${id}`);
    return kybNotice(user);
  };
  it.each([
    ['onboarding', PERSONA_ID.onboarding, 'not_submitted'],
    ['review', PERSONA_ID.review, 'under_review'],
    ['rejected', PERSONA_ID.rejected, 'business_model_rejected'],
    ['merchant (verified)', PERSONA_ID.merchant, null],
    ['staff (verified sub-merchant)', PERSONA_ID.staff, null],
    ['personal', PERSONA_ID.personal, null],
    ['newbie (unverified personal)', PERSONA_ID.newbie, null],
  ] as const)('%s', (_persona, id, expected) => {
    expect(of(id)).toBe(expected);
  });
});

describe('kybNoticeShownOn: every page but the business-profile ones (spec A §2)', () => {
  it.each([
    [['index'], true],
    [['transactions'], true],
    [[], true],
    [['business-profile'], false],
    [['business-profile-id'], false],
    [['processing-integration-test-mode'], true],
  ] as const)('%j → %s', (names, expected) => {
    expect(kybNoticeShownOn(names)).toBe(expected);
  });
});
