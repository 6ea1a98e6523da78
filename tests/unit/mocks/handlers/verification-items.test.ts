import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { DEMO_PREFIX } from '@/api/base-urls';
import { createDemoBackend } from '@/mocks/backend';
import {
  CODE_EXPIRED,
  CODE_LIFETIME_MS,
  RESEND_AFTER_MS,
  verificationPhoneHandlers,
} from '@/mocks/handlers/core/main-verification-phone';
import { verificationRequestHandlers } from '@/mocks/handlers/core/main-verification-requests';
import { memoryPersistence } from '@/mocks/store/persistence';
import { issueToken } from '@/mocks/store/tokens';

// Phone confirmation by SMS code (a resend only after a minute, a code good for ten minutes, answered at the
// code field) and the items the back office asked for (each sent once, kept across a reload of the store).
let clock = Date.parse('2026-03-10T10:00:00Z');
const persistence = memoryPersistence();
const backend = createDemoBackend({ persistence, now: () => clock });
const server = setupServer(...verificationPhoneHandlers(backend), ...verificationRequestHandlers(backend));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  clock = Date.parse('2026-03-10T10:00:00Z');
  backend.reset();
});
afterAll(() => server.close());

interface Answer {
  status: number;
  body: {
    data?: Record<string, unknown> & { items?: Record<string, unknown>[] };
    errors?: Record<string, string[]>;
  };
}

async function call(email: string, method: string, path: string, body?: unknown): Promise<Answer> {
  const user = backend.db.findUserByEmail(email);
  if (!user) throw new Error(`${email} is not seeded`);
  const response = await fetch(`http://localhost${DEMO_PREFIX.main}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${issueToken(user, { audience: 'main', nowMs: clock })}`,
      'Content-Type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

const NEWBIE = 'newbie@demo.test';
const sendCode = () =>
  call(NEWBIE, 'POST', '/api/v2/verification/phone', {
    phone_country_code: 'US',
    phone_number: '2025550199',
  });
const confirm = (code: string) => call(NEWBIE, 'POST', '/api/v2/verification/phone/confirm', { code });

describe('phone confirmation', () => {
  it('refuses a resend within a minute of the last code, and takes one after it', async () => {
    await sendCode();
    clock += RESEND_AFTER_MS - 1_000;
    expect((await call(NEWBIE, 'POST', '/api/v2/verification/phone/resend')).status).toBe(429);
    clock += 1_000;
    const resent = await call(NEWBIE, 'POST', '/api/v2/verification/phone/resend');
    expect(resent.status).toBe(200);
    expect(resent.body.data).toMatchObject({ status: 'code_sent', code_sent_to: '+1 2025550199' });
  });

  it.each([
    ['a wrong code', '111111', 0, 'Invalid OTP'],
    ['the right code after ten minutes', '123456', CODE_LIFETIME_MS, CODE_EXPIRED],
    ['a wrong code after ten minutes', '000000', CODE_LIFETIME_MS, 'Invalid OTP'],
  ])('answers %s at the code field', async (_name, code, later, message) => {
    await sendCode();
    clock += later;
    const refused = await confirm(code);
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.code).toEqual([message]);
    expect((await call(NEWBIE, 'GET', '/api/v2/verification/phone')).body.data?.status).toBe('code_sent');
  });

  it('confirms the number the code went to, and a resent code restarts the ten minutes', async () => {
    await sendCode();
    clock += CODE_LIFETIME_MS - RESEND_AFTER_MS;
    await call(NEWBIE, 'POST', '/api/v2/verification/phone/resend');
    clock += RESEND_AFTER_MS + 1_000;
    expect((await confirm('123456')).status).toBe(200);
    const user = backend.db.findUserByEmail(NEWBIE);
    expect(user).toMatchObject({ phone_number: '2025550199', phone_number_identity_confirmed: true });
    expect((await call(NEWBIE, 'GET', '/api/v2/verification/phone')).body.data).toMatchObject({
      status: 'confirmed',
      code_sent_to: null,
      confirmed_phone: '+1 2025550199',
    });
  });
});

describe('requested verification items', () => {
  const item = (answer: Answer, type: string) => answer.body.data?.items?.find((row) => row.type === type);

  it('lists what newbie@ still has to provide, then keeps an answer in review after a reload', async () => {
    const before = await call(NEWBIE, 'GET', '/api/v2/verification/requests');
    expect(before.body.data).toMatchObject({ status: 'not_verified', outstanding: 4 });
    expect(item(before, 'source_of_funds')).toMatchObject({ input: 'text', status: 'not_verified' });

    const sent = await call(NEWBIE, 'POST', '/api/v2/verification/requests/source_of_funds', {
      answer: 'Salary from my job as a nurse.',
    });
    expect(sent.status).toBe(200);
    expect(item(sent, 'source_of_funds')).toMatchObject({
      status: 'pending',
      answer: 'Salary from my job as a nurse.',
    });

    backend.db.persist();
    const reloaded = createDemoBackend({ persistence, now: () => clock });
    const row = reloaded.db
      .findUserByEmail(NEWBIE)
      ?.requested_verification?.pm_verification_items.find((entry) => entry.type === 'source_of_funds');
    expect(row).toMatchObject({ status: 'pending', answer: 'Salary from my job as a nurse.' });
  });

  it.each([
    ['an empty answer', 'source_of_funds', { answer: ' ' }, 'answer'],
    ['a selfie without a file', 'selfie', {}, 'attachment_ids'],
    [
      'a selfie of a file that is not the caller’s',
      'selfie',
      { attachment_ids: ['att_nope'] },
      'attachment_ids',
    ],
  ])('refuses %s at its field', async (_name, type, body, field) => {
    const refused = await call(NEWBIE, 'POST', `/api/v2/verification/requests/${type}`, body);
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors ?? {})).toEqual([field]);
  });

  it('refuses an item sent twice, and one that was not asked for', async () => {
    await call(NEWBIE, 'POST', '/api/v2/verification/requests/source_of_funds', { answer: 'Savings' });
    const again = await call(NEWBIE, 'POST', '/api/v2/verification/requests/source_of_funds', {
      answer: 'Savings',
    });
    expect(again.body.errors?.answer).toEqual(['This item is already in review.']);
    const unasked = await call(NEWBIE, 'POST', '/api/v2/verification/requests/occupation', {
      answer: 'Nurse',
    });
    expect(unasked.status).toBe(404);
  });

  it('shows the declined answer of arabic@ with its reason, to send again', async () => {
    const answer = await call('arabic@demo.test', 'GET', '/api/v2/verification/requests');
    expect(answer.body.data).toMatchObject({ status: 'unverified', outstanding: 1 });
    expect(item(answer, 'source_of_funds')).toMatchObject({
      status: 'unverified',
      decline_reason: 'insufficient_detail',
    });
    const resent = await call('arabic@demo.test', 'POST', '/api/v2/verification/requests/source_of_funds', {
      answer: 'My salary as an accountant at Cairo Bank.',
    });
    expect(item(resent, 'source_of_funds')).toMatchObject({ status: 'pending', decline_reason: null });
  });
});
