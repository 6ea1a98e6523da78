import type { ApplicationStatusValue, EntityFeatures, FeatureFlag } from './types';

/** Password of every demo persona (DESIGN §5). */
export const DEMO_PASSWORD = 'Demo1234';

export const FEATURE_FLAGS: readonly FeatureFlag[] = [
  'invoicing_enabled',
  'ticketing_enabled',
  'commerce_seller',
  'fx',
  'add_money',
  'management_payment_systems',
  'payout',
  'virtual_account_ach',
  'connected_users',
];

export const PERSONA_ID = {
  personal: 1,
  newbie: 2,
  merchant: 3,
  onboarding: 4,
  review: 5,
  rejected: 6,
  staff: 7,
  entity3: 8,
  dormant: 9,
  arabic: 10,
} as const;

export type FlagSet = 'all' | 'business' | 'personal' | 'none';
export const FLAG_SETS: Record<FlagSet, readonly FeatureFlag[]> = {
  all: FEATURE_FLAGS,
  business: ['invoicing_enabled', 'fx', 'add_money', 'payout'],
  personal: ['fx', 'add_money', 'payout'],
  none: [],
};

export interface Persona {
  id: number;
  email: string;
  name: string;
  type: 'personal' | 'business';
  verified: boolean;
  entity: number;
  main: boolean;
  beta: boolean;
  application: ApplicationStatusValue;
  ernestNeeded: boolean;
  onboarding: string;
  dormant: boolean;
  locale: string;
  timezone: string;
  phone: readonly [country: string, number: string];
  flags: FlagSet;
  entityFeatures: EntityFeatures;
  acl: readonly string[];
  /** The persona's currency accounts, in sidebar order; staff works on the merchant's accounts. */
  currencies: readonly string[];
}

const ALL_ENTITY: EntityFeatures = { convert: true, add_money: true, payout: true, add_account: true };

const base = {
  verified: true,
  entity: 1,
  main: true,
  beta: false,
  application: 'not_submitted',
  ernestNeeded: false,
  onboarding: 'new',
  dormant: false,
  locale: 'en',
  flags: 'personal',
  entityFeatures: ALL_ENTITY,
  acl: [],
} as const satisfies Partial<Persona>;

/** The persona table of the contract, one row per demo account. */
export const PERSONAS: readonly Persona[] = [
  {
    ...base,
    id: 1,
    email: 'personal@demo.test',
    name: 'Amelia Hart',
    type: 'personal',
    timezone: 'Europe/London',
    phone: ['GB', '7700900123'],
    currencies: ['USD', 'EUR', 'GBP', 'JPY'],
  },
  {
    ...base,
    id: 2,
    email: 'newbie@demo.test',
    name: 'Noah Bennett',
    type: 'personal',
    verified: false,
    timezone: 'America/New_York',
    phone: ['US', '2025550143'],
    flags: 'none',
    currencies: ['USD'],
  },
  {
    ...base,
    id: 3,
    email: 'merchant@demo.test',
    name: 'Sofia Marquez',
    type: 'business',
    beta: true,
    application: 'approved',
    onboarding: 'done',
    timezone: 'America/Los_Angeles',
    phone: ['US', '4155550162'],
    flags: 'all',
    currencies: ['USD', 'EUR', 'GBP', 'CAD', 'CHF'],
  },
  {
    ...base,
    id: 4,
    email: 'onboarding@demo.test',
    name: "Liam O'Connor",
    type: 'business',
    verified: false,
    ernestNeeded: true,
    timezone: 'Europe/Dublin',
    phone: ['IE', '851234567'],
    flags: 'business',
    currencies: ['USD'],
  },
  {
    ...base,
    id: 5,
    email: 'review@demo.test',
    name: 'Priya Raman',
    type: 'business',
    verified: false,
    application: 'under_review',
    ernestNeeded: true,
    onboarding: 'pending',
    timezone: 'Asia/Singapore',
    phone: ['SG', '81234567'],
    flags: 'business',
    currencies: ['USD', 'SGD'],
  },
  {
    ...base,
    id: 6,
    email: 'rejected@demo.test',
    name: 'Marco Bellini',
    type: 'business',
    verified: false,
    application: 'rejected',
    ernestNeeded: true,
    onboarding: 'rejected',
    timezone: 'Europe/Rome',
    phone: ['IT', '3123456789'],
    flags: 'business',
    currencies: ['EUR'],
  },
  {
    ...base,
    id: 7,
    email: 'staff@demo.test',
    name: 'Hannah Kim',
    type: 'business',
    main: false,
    application: 'approved',
    onboarding: 'done',
    timezone: 'America/Los_Angeles',
    phone: ['US', '4155550178'],
    flags: 'business',
    acl: ['view-transaction', 'view-payout'],
    currencies: [],
  },
  {
    ...base,
    id: 8,
    email: 'entity3@demo.test',
    name: 'Lukas Petrauskas',
    type: 'personal',
    entity: 3,
    timezone: 'Europe/Vilnius',
    phone: ['LT', '61234567'],
    currencies: ['USD'],
    entityFeatures: { convert: false, add_money: true, payout: false, add_account: false },
  },
  {
    ...base,
    id: 9,
    email: 'dormant@demo.test',
    name: 'Grace Okafor',
    type: 'personal',
    dormant: true,
    timezone: 'Africa/Lagos',
    phone: ['NG', '8031234567'],
    currencies: ['USD', 'PHP'],
  },
  {
    ...base,
    id: 10,
    email: 'arabic@demo.test',
    name: 'Youssef Haddad',
    type: 'personal',
    locale: 'ar_EG',
    timezone: 'Africa/Cairo',
    phone: ['EG', '1001234567'],
    currencies: ['USD', 'AED'],
  },
];

export const personaById = (id: number): Persona | undefined => PERSONAS.find((p) => p.id === id);
