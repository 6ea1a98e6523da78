// The demo backend behind /debit-cards (src/mocks/handlers/core/main-cards.ts): personal@ and merchant@ each have an
// activated and two not-activated cards, the e-mailed code is 123456, another code is refused at the code field, and an activation
// survives a reload of the store.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { DEMO_PREFIX } from '@/api/base-urls';
import { createDemoBackend } from '@/mocks/backend';
import { cardHandlers } from '@/mocks/handlers/core/main-cards';
import { memoryPersistence } from '@/mocks/store/persistence';
import { issueToken } from '@/mocks/store/tokens';

const persistence = memoryPersistence();
const backend = createDemoBackend({ persistence });
const server = setupServer(...cardHandlers(backend));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => backend.reset());
afterAll(() => server.close());

type Card = { public_id: string; status: string; factor: string; selectable: boolean };

async function call(who: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`http://localhost${DEMO_PREFIX.main}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${issueToken(backend.db.findUserByEmail(who)!, { audience: 'main' })}`,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as {
    success: boolean;
    data?: unknown;
    message?: string;
    errors?: Record<string, string[]>;
  };
  return { status: response.status, ...json };
}

const cardsOf = async (who: string) => (await call(who, 'GET', '/api/v2/issuing/cards')).data as Card[];
const ACTIVATE = '/api/v2/issuing/cards/crd_virtual_004/activate-virtual-card';

describe('the cards each demo account sees', () => {
  it.each([
    [
      'personal@demo.test',
      [
        ['crd_virtual_001', 'activated', 'virtual'],
        ['crd_physical_002', 'not_activated', 'physical'],
        ['crd_virtual_004', 'not_activated', 'virtual'],
      ],
    ],
    [
      'merchant@demo.test',
      [
        ['crd_virtual_003', 'activated', 'virtual'],
        ['crd_physical_005', 'not_activated', 'physical'],
        ['crd_virtual_006', 'not_activated', 'virtual'],
      ],
    ],
    ['newbie@demo.test', []],
  ])('%s', async (who, expected) => {
    expect((await cardsOf(who)).map((c) => [c.public_id, c.status, c.factor])).toEqual(expected);
  });
});

describe('virtual card activation', () => {
  it('e-mails a code', async () => {
    const sent = await call('personal@demo.test', 'GET', '/api/v2/main/otp/generate');
    expect(sent).toMatchObject({ status: 200, success: true });
  });

  it('refuses a wrong code at the code field with a message naming the OTP; the card stays as it was', async () => {
    const refused = await call('personal@demo.test', 'POST', ACTIVATE, { second_factor_code: '000000' });
    expect(refused).toMatchObject({
      status: 422,
      success: false,
      message: 'Invalid OTP',
      errors: { second_factor_code: ['Invalid OTP'] },
    });
    expect((await cardsOf('personal@demo.test')).find((c) => c.public_id === 'crd_virtual_004')?.status).toBe(
      'not_activated',
    );
  });

  it('activates with 123456, and the card is still activated after a reload', async () => {
    const done = await call('personal@demo.test', 'POST', ACTIVATE, { second_factor_code: '123456' });
    expect(done).toMatchObject({
      status: 200,
      success: true,
      message: 'Card activated successfully',
      data: { public_id: 'crd_virtual_004' },
    });
    backend.db.persist();
    const reloaded = createDemoBackend({ persistence }).db.debitCards.get('crd_virtual_004');
    expect(reloaded).toMatchObject({ status: 'activated', selectable: true });
  });

  it("does not activate someone else's card", async () => {
    const other = await call('merchant@demo.test', 'POST', ACTIVATE, { second_factor_code: '123456' });
    expect(other.status).toBe(404);
  });
});
