import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../../backend';
import { readJson, requireCaller, requireFields } from '../../guard';
import { mainHttp } from '../../http';
import { PERSONA_ID } from '../../store/personas';
import { isoDateTime } from '../../store/random';
import { failure, ok } from '../../respond';
import type { UserRow } from '../../store/types';
import { DEMO_CODE, invalid, toUser, type MainSchemas } from './shared';

const PHONE = /^\+?(\([0-9]{1,4}\)|[0-9]{1,4})([ .-]?[0-9]{1,6}){0,6}$/;
/** A new code may be asked for a minute after the last one (spec A §9: a resend countdown). */
export const RESEND_AFTER_MS = 60_000;
/** An SMS code is good for ten minutes. */
export const CODE_LIFETIME_MS = 10 * 60_000;
export const CODE_EXPIRED = 'This code has expired. Send a new code.';

type PhoneVerification = MainSchemas['PhoneVerification'];

/** A code sent to a number, waiting to be typed. */
interface Challenge {
  phone_country_code: string;
  phone_number: string;
  sent_at: number;
}

// Short-lived like the other codes (side-state.ts): it starts over with the store and is not persisted, so a
// code sent before a reload is asked for again. What the code confirms is written to the user row.
const challenges = new WeakMap<object, Map<number, Challenge>>();

function challengesOf(backend: DemoBackend): Map<number, Challenge> {
  const key = backend.db.users;
  let map = challenges.get(key);
  if (!map) {
    // The newbie persona left a code waiting two minutes ago: the page opens at the code step, with the
    // resend link already offered (the contract example confirms it with the demo code).
    map = new Map([
      [
        PERSONA_ID.newbie,
        { phone_country_code: 'US', phone_number: '2025550143', sent_at: backend.now() - 2 * 60_000 },
      ],
    ]);
    challenges.set(key, map);
  }
  return map;
}

const dialled = (backend: DemoBackend, phone: { phone_country_code: string; phone_number: string }) =>
  `${backend.db.countries.get(phone.phone_country_code)?.phoneCode ?? ''} ${phone.phone_number}`.trim();

/** Where the user's phone confirmation stands (GET /api/v2/verification/phone). */
function phoneVerification(backend: DemoBackend, user: UserRow): PhoneVerification {
  const challenge = challengesOf(backend).get(user.id);
  if (challenge)
    return {
      status: 'code_sent',
      phone_country_code: challenge.phone_country_code,
      phone_number: challenge.phone_number,
      code_sent_to: dialled(backend, challenge),
      code_expires_at: isoDateTime(challenge.sent_at + CODE_LIFETIME_MS),
      resend_available_at: isoDateTime(challenge.sent_at + RESEND_AFTER_MS),
      confirmed_phone: null,
    };
  const confirmed = user.phone_number_identity_confirmed;
  return {
    status: confirmed ? 'confirmed' : 'unconfirmed',
    phone_country_code: user.phone_country_code || null,
    phone_number: user.phone_number || null,
    code_sent_to: null,
    code_expires_at: null,
    resend_available_at: null,
    confirmed_phone: confirmed
      ? dialled(backend, { phone_country_code: user.phone_country_code, phone_number: user.phone_number })
      : null,
  };
}

/** Phone number confirmation by a 6-digit SMS code (spec A §2 verification-phone-number, §4, §9). */
export const verificationPhoneHandlers = (backend: DemoBackend): HttpHandler[] => [
  mainHttp.get('/api/v2/verification/phone', ({ request, response }) => {
    const { user } = requireCaller(backend, request);
    return response(200).json(ok(phoneVerification(backend, user)));
  }),

  mainHttp.post('/api/v2/verification/phone', async ({ request, response }) => {
    const { user } = requireCaller(backend, request);
    const body = await readJson<{ phone_country_code: string; phone_number: string }>(request);
    requireFields(body, ['phone_country_code', 'phone_number']);
    const country = String(body.phone_country_code);
    if (!/^[A-Z]{2}$/.test(country) || !backend.db.countries.get(country))
      throw invalid('phone_country_code', 'The selected phone country code is invalid.');
    const number = String(body.phone_number).trim();
    if (!PHONE.test(number) || number.length > 24)
      throw invalid('phone_number', 'The phone number format is invalid.');
    challengesOf(backend).set(user.id, {
      phone_country_code: country,
      phone_number: number,
      sent_at: backend.now(),
    });
    return response(200).json(ok(null, 'We sent a 6-digit code by SMS.'));
  }),

  mainHttp.post('/api/v2/verification/phone/resend', ({ request, response }) => {
    const { user } = requireCaller(backend, request);
    const challenge = challengesOf(backend).get(user.id);
    if (!challenge) throw invalid('code', 'Send a code to your phone number first.');
    if (backend.now() < challenge.sent_at + RESEND_AFTER_MS)
      throw failure(429, 'Please wait a minute before asking for a new code.');
    challengesOf(backend).set(user.id, { ...challenge, sent_at: backend.now() });
    return response(200).json(ok(phoneVerification(backend, user), 'We sent a new code by SMS.'));
  }),

  mainHttp.post('/api/v2/verification/phone/confirm', async ({ request, response }) => {
    const { user } = requireCaller(backend, request);
    const body = await readJson<{ code: string }>(request);
    requireFields(body, ['code']);
    const challenge = challengesOf(backend).get(user.id);
    if (!challenge) throw invalid('code', 'Send a code to your phone number first.');
    if (typeof body.code !== 'string' || !/^\d{6}$/.test(body.code))
      throw invalid('code', 'The code must be 6 digits.');
    // A wrong code says so even when the right one would have expired: the expiry is news only for the right one.
    if (body.code !== DEMO_CODE) throw invalid('code', 'Invalid OTP');
    if (backend.now() >= challenge.sent_at + CODE_LIFETIME_MS) throw invalid('code', CODE_EXPIRED);
    challengesOf(backend).delete(user.id);
    backend.db.users.update(user.id, {
      phone_country_code: challenge.phone_country_code,
      phone_number: challenge.phone_number,
      phone_number_identity_confirmed: true,
    });
    return response(200).json(ok(toUser(backend.db, user.id), 'Your phone number is confirmed.'));
  }),
];
