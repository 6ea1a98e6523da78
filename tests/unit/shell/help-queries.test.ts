import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { connectApiSession } from '@/api/clients';
import { anonymousSession } from '@/api/session-port';
import { faqQuery, faqsQuery } from '@/api/queries/faqs';
import { allEntitiesQuery, entityByCountryQuery, geoCountryQuery } from '@/api/queries/entities';
import { setupDemoServer } from '@/mocks/node';
import { issueToken } from '@/mocks/store/tokens';

const { server, backend } = setupDemoServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  connectApiSession(anonymousSession);
});

function signInAs(email: string) {
  const user = backend.db.findUserByEmail(email);
  if (!user) throw new Error(email);
  const token = issueToken(user, { audience: 'main' });
  connectApiSession({ ...anonymousSession, idToken: () => token });
}

const fresh = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });
const fail = (path: string) => server.use(http.get(`*${path}`, () => HttpResponse.json({}, { status: 500 })));

describe('FAQ request (spec A §7: code, locale, preview)', () => {
  it.each([
    [
      { code: 'home', language: 'en', preview: false },
      { code: 'home', locale: 'en' },
    ],
    [
      { code: 'home', language: 'ar_EG', preview: false },
      { code: 'home', locale: 'ar_EG' },
    ],
    [
      { code: 'send-money', language: 'de', preview: false },
      { code: 'send-money', locale: 'en' },
    ],
    [
      { code: 'home', language: 'en', preview: true },
      { code: 'home', locale: 'en', preview: 1 },
    ],
  ])('%o asks %o', (request, expected) => {
    expect(faqQuery(request)).toEqual(expected);
  });
});

describe('FAQs from the demo backend', () => {
  it('lists the FAQs of a help code in the language asked', async () => {
    signInAs('personal@demo.test');
    const faqs = await fresh().fetchQuery(
      faqsQuery({ code: 'send-money', language: 'ar_EG', preview: false }),
    );
    expect(faqs.length).toBeGreaterThan(0);
    expect(faqs[0]?.subject).toMatch(/إرسال الأموال/);
  });

  it('is an empty list, not an error, when the call fails', async () => {
    signInAs('personal@demo.test');
    fail('/api/v2/faqs');
    await expect(
      fresh().fetchQuery(faqsQuery({ code: 'home', language: 'en', preview: false })),
    ).resolves.toEqual([]);
  });
});

describe('entity reads fail silently', () => {
  it('reads the country and its entity', async () => {
    const client = fresh();
    expect(await client.fetchQuery(geoCountryQuery)).toBe('US');
    expect((await client.fetchQuery(entityByCountryQuery('personal', 'US')))?.name).toBe('FPINC');
    expect((await client.fetchQuery(allEntitiesQuery)).map((entity) => entity.name)).toEqual([
      'FPLTD',
      'FPINC',
      'FPUAB',
    ]);
  });

  it('gives null and empty lists when the services fail', async () => {
    fail('/api/v2/geo-ip');
    fail('/api/public/v1/entity');
    fail('/api/public/v1/entities');
    const client = fresh();
    expect(await client.fetchQuery(geoCountryQuery)).toBeNull();
    expect(await client.fetchQuery(entityByCountryQuery('personal', 'US'))).toBeNull();
    expect(await client.fetchQuery(allEntitiesQuery)).toEqual([]);
  });
});
