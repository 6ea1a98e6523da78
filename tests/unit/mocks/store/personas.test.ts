import { describe, expect, it } from 'vitest';
import { createDb } from '@/mocks/store/db';
import { DEMO_PASSWORD, FEATURE_FLAGS } from '@/mocks/store/personas';

// The contract's persona table, written out independently of personas.ts so a drift in either shows up here.
const TABLE = [
  {
    id: 1,
    email: 'personal@demo.test',
    type: 'personal',
    verified: true,
    entity: 1,
    main: true,
    beta: false,
    app: 'not_submitted',
    ernest: false,
    dormant: false,
    locale: 'en',
    acl: [],
    currencies: ['USD', 'EUR', 'GBP', 'JPY'],
  },
  {
    id: 2,
    email: 'newbie@demo.test',
    type: 'personal',
    verified: false,
    entity: 1,
    main: true,
    beta: false,
    app: 'not_submitted',
    ernest: false,
    dormant: false,
    locale: 'en',
    acl: [],
    currencies: ['USD'],
  },
  {
    id: 3,
    email: 'merchant@demo.test',
    type: 'business',
    verified: true,
    entity: 1,
    main: true,
    beta: true,
    app: 'approved',
    ernest: false,
    dormant: false,
    locale: 'en',
    acl: [],
    currencies: ['USD', 'EUR', 'GBP', 'CAD', 'CHF'],
  },
  {
    id: 4,
    email: 'onboarding@demo.test',
    type: 'business',
    verified: false,
    entity: 1,
    main: true,
    beta: false,
    app: 'not_submitted',
    ernest: true,
    dormant: false,
    locale: 'en',
    acl: [],
    currencies: ['USD'],
  },
  {
    id: 5,
    email: 'review@demo.test',
    type: 'business',
    verified: false,
    entity: 1,
    main: true,
    beta: false,
    app: 'under_review',
    ernest: true,
    dormant: false,
    locale: 'en',
    acl: [],
    currencies: ['USD', 'SGD'],
  },
  {
    id: 6,
    email: 'rejected@demo.test',
    type: 'business',
    verified: false,
    entity: 1,
    main: true,
    beta: false,
    app: 'rejected',
    ernest: true,
    dormant: false,
    locale: 'en',
    acl: [],
    currencies: ['EUR'],
  },
  {
    id: 7,
    email: 'staff@demo.test',
    type: 'business',
    verified: true,
    entity: 1,
    main: false,
    beta: false,
    app: 'approved',
    ernest: false,
    dormant: false,
    locale: 'en',
    acl: ['view-transaction', 'view-payout'],
    currencies: [],
  },
  {
    id: 8,
    email: 'entity3@demo.test',
    type: 'personal',
    verified: true,
    entity: 3,
    main: true,
    beta: false,
    app: 'not_submitted',
    ernest: false,
    dormant: false,
    locale: 'en',
    acl: [],
    currencies: ['USD'],
  },
  {
    id: 9,
    email: 'dormant@demo.test',
    type: 'personal',
    verified: true,
    entity: 1,
    main: true,
    beta: false,
    app: 'not_submitted',
    ernest: false,
    dormant: true,
    locale: 'en',
    acl: [],
    currencies: ['USD', 'PHP'],
  },
  {
    id: 10,
    email: 'arabic@demo.test',
    type: 'personal',
    verified: true,
    entity: 1,
    main: true,
    beta: false,
    app: 'not_submitted',
    ernest: false,
    dormant: false,
    locale: 'ar_EG',
    acl: [],
    currencies: ['USD', 'AED'],
  },
] as const;

const db = createDb();

describe.each(TABLE)('persona $email', (row) => {
  const user = db.users.get(row.id);

  it('matches its row of the contract table', () => {
    expect(user).toMatchObject({
      id: row.id,
      email: row.email,
      user_type: row.type,
      verified: row.verified,
      entity_id: row.entity,
      is_main_account: row.main,
      is_beta_user: row.beta,
      acl: row.acl,
      settings: { locale: row.locale },
      processing: {
        application_status: { status: row.app },
        ernest_needed: row.ernest,
        is_dormant: row.dormant,
        onboarding_service_version: 'v1',
      },
    });
  });

  it('has a realistic name, a username, a phone and a time zone', () => {
    expect(user?.name).toMatch(/^[A-Z][a-z]+ [A-Z][A-Za-z']+$/);
    expect(user?.username).toMatch(/^[a-z]+_[a-z]+$/);
    expect(user?.phone_number).toMatch(/^\d{7,10}$/);
    expect(user?.phone_country_code).toMatch(/^[A-Z]{2}$/);
    expect(user?.settings.timezone).toContain('/');
  });

  it('signs in with the demo password only', () => {
    expect(db.verifyPassword(row.email, DEMO_PASSWORD)?.id).toBe(row.id);
    expect(db.verifyPassword(row.email.toUpperCase(), DEMO_PASSWORD)?.id).toBe(row.id);
    expect(db.verifyPassword(row.email, 'demo1234')).toBeUndefined();
  });

  it('has exactly its currency accounts', () => {
    const own = db.balances.filter((b) => b.user_id === row.id).map((b) => b.currency);
    expect(own).toEqual(row.currencies);
  });

  it('declares every feature flag and entity feature as a boolean', () => {
    expect(Object.keys(user?.feature_accesses ?? {}).sort()).toEqual([...FEATURE_FLAGS].sort());
    expect(Object.values(user?.entity_features ?? {}).every((v) => typeof v === 'boolean')).toBe(true);
  });
});

describe('persona specifics', () => {
  it('merchant@ has every feature flag on; newbie@ none', () => {
    expect(Object.values(db.users.get(3)!.feature_accesses).every(Boolean)).toBe(true);
    expect(Object.values(db.users.get(2)!.feature_accesses).some(Boolean)).toBe(false);
  });

  it('rejected@ has its business_model item rejected', () => {
    const items = db.users.get(6)!.processing.application_status.data;
    expect(items).toContainEqual({ label: 'business_model', status: 'rejected' });
  });

  it('onboarding@ has an empty application; merchant@ an approved one, its changed business model rejected', () => {
    expect(db.users.get(4)!.processing.application_status.data).toEqual([]);
    const application = db.users.get(3)!.processing.application_status;
    expect(application.status).toBe('approved');
    // Only the re-review of the business model it changed since (issue 25) turned it down.
    expect(application.data.filter((d) => d.status === 'rejected').map((d) => d.label)).toEqual([
      'business_model',
    ]);
  });

  it('staff@ works on merchant@ data', () => {
    expect(db.users.get(7)!.main_account_id).toBe(3);
    expect(db.forUser(7).ownerId).toBe(3);
  });

  it('no user row carries a password', () => {
    for (const user of db.users.all()) expect(JSON.stringify(user)).not.toContain(DEMO_PASSWORD);
  });
});
