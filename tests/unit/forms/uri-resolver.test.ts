// The build hands @rjsf/utils src/forms/uri-resolver.ts in place of `fast-uri` (vite.config.ts, rjsfUriResolver:
// 7.3 KB gzip off a form page's first load, docs/performance.md "Module swaps"). These tests fail when RJSF
// changes what it takes from fast-uri, or when the stand-in answers a call RJSF makes otherwise than
// the fast-uri RJSF installs.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import resolver from '@/forms/uri-resolver';
import { importsOf, jsFiles, packageDir } from './library-files';

const rjsfUtils = packageDir('@rjsf/utils');
// The fast-uri @rjsf/utils resolves (ajv may have another version at the top of node_modules).
const fastUri = createRequire(join(rjsfUtils, 'package.json'))('fast-uri') as typeof resolver;

describe("what @rjsf/utils takes from 'fast-uri'", () => {
  const users = [...jsFiles(join(rjsfUtils, 'lib'))].filter(([, code]) => importsOf(code, 'fast-uri').length);

  it('is the default export, imported by findSchemaDefinition only', () => {
    expect(users.map(([file]) => file)).toEqual(['findSchemaDefinition.js']);
    for (const [, code] of users)
      expect(importsOf(code, 'fast-uri')).toEqual(["import UriResolver from 'fast-uri';"]);
  });

  it('is its resolve and equal, which the stand-in has', () => {
    for (const [, code] of users) {
      const uses = [...code.matchAll(/\bUriResolver\b(\.\w+)?/g)].slice(1); // the import itself is first
      expect(uses.length).toBeGreaterThan(0);
      for (const [use, member] of uses) expect(member, use).toMatch(/^\.(resolve|equal)$/);
    }
    expect(Object.keys(resolver).sort()).toEqual(['equal', 'resolve']);
  });
});

describe('the fast-uri stand-in', () => {
  const bases = ['https://example.com/schemas/root.json', 'https://example.com/a/b/'];
  const references = [
    '#/definitions/address',
    'address.json',
    '../c/d.json#/x',
    '/abs.json',
    'https://other.org/s#a',
  ];

  for (const base of bases)
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
      ['#/definitions/x', '#/definitions/x'],
    ];
    for (const [a, b] of pairs) expect(resolver.equal(a, b), `${a} = ${b}`).toBe(fastUri.equal(a, b));
  });

  it('keeps a reference that no base makes a URL', () => {
    expect(resolver.resolve('', '#/definitions/x')).toBe('#/definitions/x');
  });
});
