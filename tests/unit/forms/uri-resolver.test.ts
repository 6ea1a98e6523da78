import { describe, expect, it } from 'vitest';
import fastUri from 'fast-uri';
import resolver from '@/forms/uri-resolver';

// The stand-in @rjsf/utils gets for fast-uri gives fast-uri's answers for the calls RJSF makes.
const bases = ['https://example.com/schemas/root.json', 'https://example.com/a/b/', 'urn:example:root'];
const references = [
  '#/definitions/address',
  'address.json',
  '../c/d.json#/x',
  '/abs.json',
  'https://other.org/s#a',
];

describe('uri-resolver', () => {
  for (const base of bases.slice(0, 2))
    for (const reference of references)
      it(`resolves ${reference} against ${base} as fast-uri does`, () => {
        expect(resolver.resolve(base, reference)).toBe(fastUri.resolve(base, reference));
      });

  it('compares $ids as fast-uri does', () => {
    const pairs: [string, string][] = [
      ['https://example.com/a', 'https://EXAMPLE.com/a'],
      ['https://example.com/a', 'https://example.com/b'],
      ['https://example.com:443/a', 'https://example.com/a'],
      ['urn:example:root', 'urn:example:root'],
      ['address.json', 'address.json'],
    ];
    for (const [a, b] of pairs) expect(resolver.equal(a, b), `${a} = ${b}`).toBe(fastUri.equal(a, b));
  });

  it('keeps a reference that no base makes a URL', () => {
    expect(resolver.resolve('', '#/definitions/x')).toBe('#/definitions/x');
  });
});
