import type { DemoBackend } from '../../backend';
import { DAY_MS } from '../../store/random';
import type { ReceivingMethodType } from '../../store/types';
import type { MainSchemas } from './shared';

/** A sign-up waiting for its e-mail code. */
export interface PendingSignUp {
  name: string;
  email: string;
  password: string;
  user_type: 'personal' | 'business';
  country_code: string;
  expires_at: number;
}

export type WithdrawalDetails = MainSchemas['WithdrawalDetails'];
export type CardSettings = MainSchemas['DebitCardSettings'];

/**
 * Short-lived server state that has no table in the store (pending sign-ups, codes sent, identity-check
 * passwords, card settings, username change history). It lives beside the store and starts
 * over whenever the store is reset, because it is keyed on the store's users collection, which a reset replaces.
 * It is not persisted: a page reload forgets it (the rows it refers to stay).
 */
export interface SideState {
  pendingSignUps: Map<string, PendingSignUp>;
  /** user id → the phone number waiting for its code. */
  phoneChallenges: Map<number, { phone_country_code: string; phone_number: string }>;
  /** card public id → identity-check password, once changed (every card starts with INITIAL_IDENTITY_PASSWORD). */
  identityPasswords: Map<string, string>;
  cardSettings: Map<string, CardSettings>;
  /** user id → epoch ms of each username change. */
  usernameChanges: Map<number, number[]>;
  /** user id → epoch ms of each one-time code e-mailed (card activation). */
  otpSent: Map<number, number[]>;
  /** user id → documents submitted for verification. */
  verificationSubmissions: Map<number, { type_id: string; attachment_ids: string[]; submitted_at: string }[]>;
  /** user id → public profile settings (account service); absent means the defaults. */
  publicProfiles: Map<number, PublicProfileSettings>;
  sequence: number;
}

export interface PublicProfileSettings {
  is_public: boolean;
  show_name: boolean;
  show_profile_picture: boolean;
  receiving_methods: ReceivingMethodType[];
}

/** The identity-check password every seeded card starts with (the change example's current password). */
export const INITIAL_IDENTITY_PASSWORD = 'Ident1234';

const states = new WeakMap<object, SideState>();

function fresh(backend: DemoBackend): SideState {
  return {
    // The documented example of sign-up verification: a sign-up already waiting for its code.
    pendingSignUps: new Map([
      [
        'vrf_0001',
        {
          name: 'Nova Newcomer',
          email: 'nova.newcomer@demo.test',
          password: 'Demo1234',
          user_type: 'personal',
          country_code: 'US',
          expires_at: backend.now() + DAY_MS,
        },
      ],
    ]),
    phoneChallenges: new Map([[2, { phone_country_code: 'US', phone_number: '2025550143' }]]),
    identityPasswords: new Map(),
    cardSettings: new Map(),
    usernameChanges: new Map(),
    otpSent: new Map(),
    verificationSubmissions: new Map(),
    publicProfiles: new Map(),
    sequence: 1,
  };
}

export function sideState(backend: DemoBackend): SideState {
  const key = backend.db.users;
  let state = states.get(key);
  if (!state) {
    state = fresh(backend);
    states.set(key, state);
  }
  return state;
}

/** A new id with a prefix, unique within this store's life (`vrf_0002`). */
export function nextSideId(backend: DemoBackend, prefix: string): string {
  const state = sideState(backend);
  state.sequence += 1;
  return `${prefix}${String(state.sequence).padStart(4, '0')}`;
}
