import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { DEMO_PREFIX } from '@/api/base-urls';
import { createDemoBackend } from '@/mocks/backend';
import { supportHandlers } from '@/mocks/handlers/core/main-support';
import { memoryPersistence } from '@/mocks/store/persistence';
import { issueToken } from '@/mocks/store/tokens';

// Support conversations in the demo backend (chat-and-support): each account's own tree, one open
// conversation per subject, a reply that reopens, and all of it kept across a reload of the store.
const persistence = memoryPersistence();
let backend = createDemoBackend({ persistence });
const server = setupServer(...supportHandlers(backend));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => backend.reset());
afterAll(() => server.close());

interface Answer {
  status: number;
  body: {
    data?: Record<string, unknown> & { messages?: Record<string, unknown>[] };
    errors?: Record<string, string[]>;
  };
}

async function call(email: string, method: string, path: string, body?: unknown): Promise<Answer> {
  const user = backend.db.findUserByEmail(email);
  if (!user) throw new Error(`${email} is not seeded`);
  const response = await fetch(`http://localhost${DEMO_PREFIX.main}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${issueToken(user, { audience: 'main' })}`,
      'Content-Type': 'application/json',
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
}

const open = (email: string, topic_id: string, subject = 'Payout missing') =>
  call(email, 'POST', '/api/v2/support/tickets', { topic_id, subject, message: 'Where is it?' });

describe('support conversations', () => {
  it.each([
    ['merchant@demo.test', 'mst_wallet_mass', 'pst_send_fees', 'Wallet and payouts › Mass payouts'],
    ['personal@demo.test', 'pst_send_fees', 'mst_wallet_mass', 'Sending money › Fees and limits'],
  ])('%s opens on its own tree (%s) and is refused the other (%s)', async (email, own, other, path) => {
    const made = await open(email, own);
    expect(made.status).toBe(200);
    expect(made.body.data).toMatchObject({ topic: path, status: 'open', messages_count: 1 });
    const refused = await open(email, other, 'Other tree');
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.topic_id).toEqual(['The selected topic is invalid.']);
  });

  it('refuses a second open conversation on the same subject, but not once the first is closed', async () => {
    expect(
      (await open('merchant@demo.test', 'mst_account', 'refund has not reached my customer')).body.errors
        ?.subject?.[0],
    ).toMatch(/already have an open conversation/);
    expect((await open('merchant@demo.test', 'mst_account', 'Settlement report for October')).status).toBe(
      200,
    );
  });

  it('lists only the caller’s conversations, the last active first, without their messages', async () => {
    const list = await call('merchant@demo.test', 'GET', '/api/v2/support/tickets');
    const rows = list.body.data as unknown as Record<string, unknown>[];
    expect(rows.map((row) => row.id)).toEqual(['sup_0001', 'sup_0002']);
    expect(rows[0]).not.toHaveProperty('messages');
    expect((await call('personal@demo.test', 'GET', '/api/v2/support/tickets/sup_0001')).status).toBe(404);
  });

  it('adds a reply, reopens a solved conversation, and keeps both after the store reloads', async () => {
    const reply = await call('merchant@demo.test', 'POST', '/api/v2/support/tickets/sup_0002/messages', {
      message: 'One more question about October.',
    });
    expect(reply.status).toBe(200);
    expect(reply.body.data).toMatchObject({ status: 'open', messages_count: 3 });
    expect(reply.body.data?.messages?.at(-1)).toMatchObject({ id: 'sup_0002_m3', from: 'customer' });
    const made = await open('merchant@demo.test', 'mst_events', 'Ticket scanner');
    backend.db.persist();

    backend = createDemoBackend({ persistence });
    server.resetHandlers(...supportHandlers(backend));
    const again = await call('merchant@demo.test', 'GET', '/api/v2/support/tickets/sup_0002');
    expect(again.body.data).toMatchObject({ status: 'open', messages_count: 3 });
    const id = String(made.body.data?.id);
    expect(
      (await call('merchant@demo.test', 'GET', `/api/v2/support/tickets/${id}`)).body.data,
    ).toMatchObject({
      subject: 'Ticket scanner',
      topic: 'Events and ticketing',
    });
  });

  it('refuses an empty reply and another account’s file', async () => {
    const empty = await call('merchant@demo.test', 'POST', '/api/v2/support/tickets/sup_0001/messages', {
      message: '  ',
    });
    expect(empty.body.errors?.message).toBeDefined();
    const foreign = await call('personal@demo.test', 'POST', '/api/v2/support/tickets/sup_0003/messages', {
      message: 'See the file',
      attachment_ids: ['att_file_001'],
    });
    expect(foreign.body.errors?.attachment_ids).toEqual(['The selected file is invalid.']);
  });
});
