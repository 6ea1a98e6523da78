import { describe, expect, it } from 'vitest';
import { getDomain } from '@/mocks/registrable-domain';

describe('the registrable domain the built demo backend uses instead of tldts', () => {
  it.each([
    ['localhost', 'localhost'],
    ['demo.example', 'demo.example'],
    ['app.demo.example', 'demo.example'],
    ['a.b.payments.app.', 'payments.app'],
    ['APP.Demo.Example', 'demo.example'],
  ])('%s → %s', (host, domain) => expect(getDomain(host)).toBe(domain));

  it.each(['127.0.0.1', '::1', ''])('has none for %j', (host) => expect(getDomain(host)).toBeNull());
});
