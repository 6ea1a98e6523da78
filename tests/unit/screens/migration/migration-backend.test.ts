// The demo backend of the legacy migration (spec B §4, §5, §9): who may migrate, the steps in order, the code and
// password checks, and that the outcome (migrated or refused) survives a reload of the store.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { DEMO_PREFIX } from '@/api/base-urls';
import { createDemoBackend, type DemoBackend } from '@/mocks/backend';
import { migrationHandlers } from '@/mocks/handlers/business/main-migration';
import { memoryPersistence } from '@/mocks/store/persistence';
import { issueToken } from '@/mocks/store/tokens';

const BEFORE_END = Date.parse('2024-08-01T10:00:00Z');
const AFTER_END = Date.parse('2026-11-23T10:00:00Z');
let clock = BEFORE_END;
const persistence = memoryPersistence();
let backend: DemoBackend = createDemoBackend({ persistence, now: () => clock });
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
function boot() {
  backend = createDemoBackend({ persistence, now: () => clock });
  server.resetHandlers(...migrationHandlers(backend));
}
beforeEach(() => {
  clock = BEFORE_END;
  persistence.clear();
  boot();
});
afterEach(() => backend.reset());

async function call(who: string, method: string, path: string, body?: unknown) {
  const user = backend.db.findUserByEmail(who);
  if (!user) throw new Error(who);
  const response = await fetch(`http://localhost${DEMO_PREFIX.main}/api/v2/migration/${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${issueToken(user)}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await response.json()) as {
    data?: { state: string; reason?: string | null };
    message?: string;
    errors?: Record<string, string[]>;
    code?: string;
  };
  return { status: response.status, ...json };
}
const P = 'personal@demo.test';
const phone = { phone_country_code: 'GB', phone_number: '7700 900123' };

describe('consent', () => {
  it.each([
    ['personal@demo.test', BEFORE_END, 'start', null],
    ['personal@demo.test', AFTER_END, 'not_available', 'service_ended'],
    ['newbie@demo.test', BEFORE_END, 'not_available', 'no_account'],
    ['merchant@demo.test', BEFORE_END, 'not_available', 'no_account'],
    ['dormant@demo.test', BEFORE_END, 'not_available', 'already_migrated'],
  ])('%s on %s: %s (%s)', async (who, now, state, reason) => {
    clock = now;
    const reply = await call(who, 'GET', 'consent');
    expect(reply.data).toEqual({ state, reason });
  });
});

describe('the steps', () => {
  it('go phone → code → password → success; the code and the confirmation are checked', async () => {
    expect((await call(P, 'POST', 'phone', phone)).data).toEqual({ state: 'code' });
    const wrong = await call(P, 'POST', 'code', { code: '000000' });
    expect(wrong.status).toBe(422);
    expect(wrong.errors).toEqual({ code: ['Invalid OTP'] });
    expect((await call(P, 'POST', 'code', { code: '123456' })).data).toEqual({ state: 'password' });
    const mismatch = await call(P, 'POST', 'password', {
      password: 'Migrate2024',
      password_confirmation: 'Migrate2025',
    });
    expect(mismatch.errors).toEqual({ password_confirmation: ['The password confirmation does not match'] });
    const weak = await call(P, 'POST', 'password', {
      password: 'weakweak',
      password_confirmation: 'weakweak',
    });
    expect(Object.keys(weak.errors ?? {})).toEqual(['password']);
    const done = await call(P, 'POST', 'password', {
      password: 'Migrate2024',
      password_confirmation: 'Migrate2024',
    });
    expect(done.data).toEqual({ state: 'success' });
    expect(backend.db.verifyPassword(P, 'Migrate2024')?.email).toBe(P);
  });

  it('keep the outcome after a reload: migrated, and then nothing more is open', async () => {
    await call(P, 'POST', 'phone', phone);
    await call(P, 'POST', 'code', { code: '123456' });
    await call(P, 'POST', 'password', { password: 'Migrate2024', password_confirmation: 'Migrate2024' });
    backend.db.persist();
    boot();
    expect((await call(P, 'GET', 'consent')).data).toEqual({
      state: 'not_available',
      reason: 'already_migrated',
    });
    expect((await call(P, 'POST', 'phone', phone)).status).toBe(422);
  });

  it('refusing is for good, also after a reload', async () => {
    expect((await call(P, 'POST', 'refuse')).data).toEqual({ state: 'refused' });
    backend.db.persist();
    boot();
    expect((await call(P, 'GET', 'consent')).data).toEqual({ state: 'not_available', reason: 'refused' });
    const again = await call(P, 'POST', 'phone', phone);
    expect(again.errors).toEqual({ migration: ['refused'] });
  });

  it('are closed for an account with nothing to migrate, fields checked first', async () => {
    const empty = await call('newbie@demo.test', 'POST', 'phone', {});
    expect(Object.keys(empty.errors ?? {})).toEqual(['phone_country_code', 'phone_number']);
    const reply = await call('newbie@demo.test', 'POST', 'phone', phone);
    expect(reply.status).toBe(422);
    expect(reply.code).toBe('no_account');
  });
});
