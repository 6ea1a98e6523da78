// The demo backend behind the transfer link page (src/mocks/handlers/business/main-transfer-links.ts): every page
// status is reachable by a known id, the lock and the rejection survive a reload, a visitor gets the public view
// and a claim lands in both sides' transactions.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { DEMO_PREFIX } from '@/api/base-urls';
import { createDemoBackend } from '@/mocks/backend';
import { businessHandlers } from '@/mocks/handlers/business';
import { memoryPersistence } from '@/mocks/store/persistence';
import { issueToken } from '@/mocks/store/tokens';

const persistence = memoryPersistence();
const backend = createDemoBackend({ persistence });
const server = setupServer(...businessHandlers(backend));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => backend.reset());
afterAll(() => server.close());

const P = 'personal@demo.test';
const M = 'merchant@demo.test';
type Link = Record<string, unknown> & { participants: Record<string, { email: string | null } | null> };

async function call(who: string | null, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (who)
    headers.Authorization = `Bearer ${issueToken(backend.db.findUserByEmail(who)!, { audience: 'main' })}`;
  const response = await fetch(`http://localhost${DEMO_PREFIX.main}/api/v2/transfer-links${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as { data?: Link; message?: string; code?: string };
  return { status: response.status, ...json };
}

/** What a browser reload finds: the store saved, then a new backend started from what was saved. */
function reloaded(id: string) {
  backend.db.persist();
  return createDemoBackend({ persistence }).db.transferLinks.get(id) as unknown as Record<string, unknown>;
}

describe('seeded links', () => {
  it.each([
    ['TL10000001', 'new'],
    ['TL10000002', 'opened'],
    ['TL10000003', 'claiming'],
    ['TL10000004', 'claimed'],
    ['TL10000005', 'blocked'],
    ['TL10000006', 'expired'],
    ['TL10000007', 'rejected'],
    ['TL10000008', 'confirm_failed_system'],
  ])('%s is %s', async (id, status) => {
    expect((await call(M, 'GET', `/${id}`)).data?.status).toBe(status);
  });

  it('a seeded lock gets its 24 hours; the rejections say who rejected', async () => {
    const blocked = (await call(P, 'GET', '/TL10000005')).data!;
    expect(Date.parse(String(blocked.blocked_until)) - Date.now()).toBeGreaterThan(23 * 3_600_000);
    expect((await call(P, 'GET', '/TL10000007')).data?.rejected_by).toBe('sender');
    const declined = (await call(M, 'GET', '/TL10000015')).data!;
    expect(declined.rejected_by).toBe('receiver');
    expect(declined.participants.receiver?.email).toBe(M);
  });
});

describe('what each viewer gets', () => {
  it('a visitor sees the public view: no e-mails, no code, and opening does not mark it opened', async () => {
    const view = await call(null, 'GET', '/TL10000001');
    expect(view.status).toBe(200);
    expect(view.data?.security_code).toBeNull();
    expect(view.data?.participants.sender?.email).toBeNull();
    expect(view.data?.status).toBe('new');
  });

  it('only the sender sees the security code', async () => {
    expect((await call(M, 'GET', '/TL10000001')).data?.security_code).toBe('1234');
    expect((await call(P, 'GET', '/TL10000001')).data?.security_code).toBeNull();
  });
});

describe('claiming', () => {
  it('three wrong codes lock the link for 24 hours, and the lock survives a reload', async () => {
    for (const left of [2, 1]) {
      const wrong = await call(P, 'POST', '/TL10000002/claim', { security_code: '0000' });
      expect(wrong.status).toBe(422);
      expect((await call(P, 'GET', '/TL10000002')).data?.attempts_left).toBe(left);
    }
    const locked = await call(P, 'POST', '/TL10000002/claim', { security_code: '0000' });
    expect([locked.status, locked.code, locked.message]).toEqual([
      423,
      'blocked',
      'Transfer link locked for 24 hours after attempts run out',
    ]);
    const after = reloaded('TL10000002');
    expect(after.status).toBe('blocked');
    expect(after.attempts_left).toBe(0);
    expect(Date.parse(String(after.blocked_until)) - Date.now()).toBeGreaterThan(23 * 3_600_000);
    // Even the right code waits for the lock.
    expect((await call(P, 'POST', '/TL10000002/claim', { security_code: '1234' })).status).toBe(423);
  });

  it('the right code pays the receiver and both sides see the transaction', async () => {
    const claimed = await call(P, 'POST', '/TL10000001/claim', { security_code: '1234' });
    expect(claimed.data?.status).toBe('claimed');
    const receiver = backend.db.findUserByEmail(P)!;
    const sender = backend.db.findUserByEmail(M)!;
    const mine = backend.db.forUser(receiver.id).transactions.filter((row) => row.order_id === 'TL10000001');
    const theirs = backend.db.forUser(sender.id).transactions.filter((row) => row.order_id === 'TL10000001');
    expect(mine.map((row) => [row.type, row.direction])).toEqual([['receive_money', 'in']]);
    expect(theirs.map((row) => [row.type, row.direction])).toEqual([['send_money', 'out']]);
  });
});

describe('rejecting and revoking', () => {
  it('the receiver who rejects becomes the receiver, rejected_by receiver, after a reload too', async () => {
    expect((await call(P, 'POST', '/TL10000003/reject')).status).toBe(200);
    const link = reloaded('TL10000003');
    expect([link.status, link.rejected_by, (link.participants as Record<string, string>).receiver]).toEqual([
      'rejected',
      'receiver',
      P,
    ]);
  });

  it('the sender revokes (rejected_by sender); a stranger cannot', async () => {
    expect((await call(P, 'POST', '/TL10000001/revoke')).status).toBe(404);
    const revoked = await call(M, 'POST', '/TL10000001/revoke');
    expect([revoked.data?.status, revoked.data?.rejected_by]).toEqual(['rejected', 'sender']);
  });
});
