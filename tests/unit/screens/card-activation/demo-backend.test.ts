// The demo backend behind /activate and the card settings page (src/mocks/handlers/core/main-cards.ts): a
// physical card activates with its own number, a valid identity-check password pair and 123456; the identity
// password and the settings are kept on the card, so a reload of the store keeps them, and the password is
// never part of the card itself.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { DEMO_PREFIX } from '@/api/base-urls';
import { createDemoBackend } from '@/mocks/backend';
import { cardHandlers } from '@/mocks/handlers/core/main-cards';
import { memoryPersistence } from '@/mocks/store/persistence';
import { issueToken } from '@/mocks/store/tokens';

const persistence = memoryPersistence();
let backend = createDemoBackend({ persistence });
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  backend.reset();
  server.resetHandlers(...cardHandlers(backend));
});
afterAll(() => server.close());

const PERSONAL = 'personal@demo.test';
const CARD = '/api/v2/issuing/cards/crd_physical_002';

async function call(method: string, path: string, body?: unknown, who = PERSONAL) {
  const response = await fetch(`http://localhost${DEMO_PREFIX.main}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${issueToken(backend.db.findUserByEmail(who)!, { audience: 'main' })}`,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as {
    data?: Record<string, unknown>;
    message?: string;
    errors?: Record<string, string[]>;
  };
  return { status: response.status, ...json };
}

/** The store as a new page load finds it. */
function reload() {
  backend.db.persist();
  backend = createDemoBackend({ persistence });
  server.resetHandlers(...cardHandlers(backend));
}

const GOOD = {
  pan: '5355420000002006',
  cvv: '123',
  second_factor_code: '123456',
  new_password: 'Secret99',
  confirm_password: 'Secret99',
};

describe('physical card activation', () => {
  it.each([
    [{ pan: '5355420000002007' }, 'pan', 'The card number is invalid.'],
    [{ pan: '4111111111111111' }, 'pan', 'The card number does not match this card.'],
    [{ cvv: '12' }, 'cvv', 'The cvv must be 3 or 4 digits.'],
    [{ confirm_password: 'Secret98' }, 'confirm_password', 'The password confirmation does not match'],
    [{ second_factor_code: '000000' }, 'second_factor_code', 'Invalid OTP'],
  ])('refuses %j at %s', async (change, field, message) => {
    const refused = await call('POST', `${CARD}/activate`, { ...GOOD, ...change });
    expect(refused).toMatchObject({ status: 422, message, errors: { [field]: [message] } });
    expect((await call('GET', CARD)).data?.status).toBe('not_activated');
  });

  it('activates, keeps the chosen password, and both survive a reload', async () => {
    const done = await call('POST', `${CARD}/activate`, GOOD);
    expect(done).toMatchObject({ status: 200, message: 'Card activated successfully' });
    expect(done.data).toMatchObject({ status: 'activated', selectable: true });
    expect(done.data).not.toHaveProperty('identity_password');
    reload();
    expect((await call('GET', CARD)).data?.status).toBe('activated');
    const revealed = await call('GET', `${CARD}/reveal-identity-password`);
    expect(revealed.data).toEqual({ password: 'Secret99' });
  });
});

describe('identity-check password', () => {
  const CHANGE = '/api/v2/issuing/cards/crd_virtual_001/change-identity-password';

  it('starts as Ident1234, changes with the current one, and the change survives a reload', async () => {
    expect(
      (await call('GET', '/api/v2/issuing/cards/crd_virtual_001/reveal-identity-password')).data,
    ).toEqual({
      password: 'Ident1234',
    });
    const wrong = await call('POST', CHANGE, {
      current_password: 'nope',
      new_password: 'Secret99',
      confirm_password: 'Secret99',
    });
    expect(wrong).toMatchObject({
      status: 422,
      errors: { current_password: ['The current password is incorrect.'] },
    });
    const changed = await call('POST', CHANGE, {
      current_password: 'Ident1234',
      new_password: 'Secret99',
      confirm_password: 'Secret99',
    });
    expect(changed.status).toBe(200);
    reload();
    expect(
      (await call('GET', '/api/v2/issuing/cards/crd_virtual_001/reveal-identity-password')).data,
    ).toEqual({
      password: 'Secret99',
    });
    expect((await call('GET', '/api/v2/issuing/cards/crd_virtual_001')).data).not.toHaveProperty(
      'identity_password',
    );
  });
});

describe('card settings', () => {
  const SETTINGS = '/api/v2/issuing/cards/crd_virtual_003/settings';
  const MERCHANT = 'merchant@demo.test';

  it('saves only what is sent, removes the limit with null, and a reload keeps them', async () => {
    const saved = await call('PUT', SETTINGS, { online_payments: false, spending_limit: 250 }, MERCHANT);
    expect(saved.data?.settings).toEqual({
      frozen: false,
      online_payments: false,
      atm_withdrawals: true,
      spending_limit: 250,
    });
    reload();
    const card = await call('GET', '/api/v2/issuing/cards/crd_virtual_003', undefined, MERCHANT);
    expect(card.data?.settings).toMatchObject({ online_payments: false, spending_limit: 250 });
    await call('PUT', SETTINGS, { spending_limit: null }, MERCHANT);
    reload();
    const cleared = await call('GET', '/api/v2/issuing/cards/crd_virtual_003', undefined, MERCHANT);
    expect(cleared.data?.settings).toMatchObject({ online_payments: false, spending_limit: null });
  });

  it('refuses a card still to be activated', async () => {
    const refused = await call('PUT', `${CARD}/settings`, { frozen: true });
    expect(refused).toMatchObject({
      status: 422,
      message: 'Activate the card before changing its settings.',
    });
  });
});
