import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { DEMO_PREFIX } from '@/api/base-urls';
import { createDemoBackend } from '@/mocks/backend';
import { verificationHandlers } from '@/mocks/handlers/core/main-verification';
import { memoryPersistence } from '@/mocks/store/persistence';
import { issueToken } from '@/mocks/store/tokens';

// The personal verification wizard's submission (POST /api/v2/verification): each refusal at its field, a name
// that is not the account's declined with its reason, the status pending after a resubmission and after a
// reload of the store, and no second submission while it is reviewed.
const clock = Date.parse('2026-03-10T10:00:00Z');
const persistence = memoryPersistence();
const backend = createDemoBackend({ persistence, now: () => clock });
const server = setupServer(...verificationHandlers(backend));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => backend.reset());
afterAll(() => server.close());

const NEWBIE = 'newbie@demo.test';

interface Answer {
  status: number;
  body: { data?: Record<string, unknown>; errors?: Record<string, string[]>; message?: string };
}

async function call(method: string, path: string, body?: unknown, email = NEWBIE): Promise<Answer> {
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

/** An uploaded file of newbie@ (as the uploader leaves it), by name and type. */
function uploaded(name: string, type = 'image/png'): string {
  const user = backend.db.findUserByEmail(NEWBIE)!;
  return backend.db.forUser(user.id).attachments.insert({ name, size: 2048, type, url: `/files/${name}` }).id;
}

const valid = () => ({
  first_name: 'Noah',
  last_name: 'Bennett',
  date_of_birth: '1994-03-18',
  nationality: 'US',
  country_code: 'US',
  city: 'New York',
  address: '350 Fifth Avenue',
  postal_code: '10118',
  document_type_id: 'legal_id',
  document_front_id: uploaded('front.png'),
  document_back_id: uploaded('back.png'),
  proof_of_address_type_id: 'proof_of_address',
  proof_of_address_id: uploaded('bill.pdf', 'application/pdf'),
  declaration: true,
});

describe('POST /api/v2/verification', () => {
  it('starts not verified, declines a name that is not the account’s, then is pending after a resubmission and a reload', async () => {
    expect((await call('GET', '/api/v2/verification')).body.data).toMatchObject({
      status: 'not_verified',
      decline_reason: null,
    });

    const declined = await call('POST', '/api/v2/verification', { ...valid(), last_name: 'Benet' });
    expect(declined.status).toBe(200);
    expect(declined.body.data).toMatchObject({
      status: 'unverified',
      decline_reason: 'document_name_mismatch',
    });

    const sent = await call('POST', '/api/v2/verification', valid());
    expect(sent.body.data).toMatchObject({ status: 'pending', decline_reason: null });
    expect((sent.body.data?.documents as unknown[]).length).toBe(2);

    const again = await call('POST', '/api/v2/verification', valid());
    expect(again).toMatchObject({
      status: 422,
      body: { message: 'Your documents are already being reviewed.' },
    });

    backend.db.persist();
    const reloaded = createDemoBackend({ persistence, now: () => clock });
    const user = reloaded.db.findUserByEmail(NEWBIE)!;
    expect(
      reloaded.db
        .forUser(user.id)
        .verifications.all()
        .map((row) => row.status),
    ).toEqual(['unverified', 'pending']);
    const items = user.requested_verification?.pm_verification_items ?? [];
    expect(items.filter((item) => ['identity', 'address'].includes(item.type))).toEqual([
      { type: 'identity', status: 'pending' },
      { type: 'address', status: 'pending' },
    ]);
    // The other requested items (kyc_verification) are left as they were.
    expect(
      items.filter((item) => !['identity', 'address'].includes(item.type)).map((i) => i.status),
    ).not.toContain('pending');
  });

  it.each<[string, (body: Record<string, unknown>) => void, string]>([
    ['an ID card without its back', (b) => delete b.document_back_id, 'document_back_id'],
    ['someone under 18', (b) => (b.date_of_birth = '2010-01-01'), 'date_of_birth'],
    ['a date that does not exist', (b) => (b.date_of_birth = '1994-02-30'), 'date_of_birth'],
    ['a business document as the identity', (b) => (b.document_type_id = 'tax_id'), 'document_type_id'],
    [
      'a US license for another nationality',
      (b) => ((b.document_type_id = 'us_drivers_license'), (b.nationality = 'GB')),
      'document_type_id',
    ],
    [
      'a passport as proof of address',
      (b) => (b.proof_of_address_type_id = 'passport_legal_id'),
      'proof_of_address_type_id',
    ],
    [
      'a GIF as the front',
      (b) => (b.document_front_id = uploaded('front.gif', 'image/gif')),
      'document_front_id',
    ],
    ['a file of nobody', (b) => (b.proof_of_address_id = 'att_file_999'), 'proof_of_address_id'],
    ['no declaration', (b) => (b.declaration = false), 'declaration'],
    ['no city', (b) => (b.city = ' '), 'city'],
  ])('refuses %s at its field', async (_, edit, field) => {
    const body: Record<string, unknown> = valid();
    edit(body);
    const answer = await call('POST', '/api/v2/verification', body);
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors ?? {})).toEqual([field]);
    expect((await call('GET', '/api/v2/verification')).body.data?.status).toBe('not_verified');
  });

  it('is for personal users who are not verified yet', async () => {
    expect((await call('POST', '/api/v2/verification', valid(), 'merchant@demo.test')).status).toBe(403);
    const verified = await call('POST', '/api/v2/verification', valid(), 'personal@demo.test');
    expect(verified).toMatchObject({ status: 422, body: { message: 'Your account is already verified.' } });
  });
});
