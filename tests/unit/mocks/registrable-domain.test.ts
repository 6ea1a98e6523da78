// The built demo backend takes `tldts` from src/mocks/registrable-domain.ts (vite.config.ts,
// demoPublicSuffixStub; docs/performance.md "Module swaps"). These tests fail when MSW's cookie store stops
// going through tough-cookie, when tough-cookie asks tldts for anything else, or when the stand-in answers
// otherwise than tldts for the demo's hosts.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getDomain as tldtsGetDomain } from 'tldts';
import { describe, expect, it } from 'vitest';
import { getDomain } from '@/mocks/registrable-domain';
import { importsOf, packageDir } from '../forms/library-files';

const msw = packageDir('msw');
const toughCookie = packageDir('tough-cookie', join(msw, 'package.json'));

describe('what the demo backend asks tldts', () => {
  it("is tough-cookie's getDomain, through MSW's cookie store", () => {
    const cookieStore = readFileSync(join(msw, 'lib/core/utils/cookieStore.mjs'), 'utf8');
    expect(cookieStore).toMatch(/^import \{[^}]*\bCookieJar\b[^}]*\} from "tough-cookie";/m);
    const tough = readFileSync(join(toughCookie, 'dist/index.js'), 'utf8');
    expect(importsOf(tough, 'tldts')).toEqual(["import { getDomain } from 'tldts';"]);
    expect(tough).toMatch(
      /getDomain\(domain, \{\s*allowIcannDomains: true,\s*allowPrivateDomains: true\s*\}\)/,
    );
  });
});

describe('the registrable domain the built demo backend uses instead of tldts', () => {
  const options = { allowIcannDomains: true, allowPrivateDomains: true };

  it.each([
    ['demo.example', 'demo.example'],
    ['app.demo.example', 'demo.example'],
    ['a.b.payments.app.', 'payments.app'],
    ['APP.Demo.Example', 'demo.example'],
  ])('%s → %s, as tldts answers tough-cookie', (host, domain) => {
    expect(getDomain(host)).toBe(domain);
    expect(getDomain(host)).toBe(tldtsGetDomain(host, options));
  });

  it.each(['localhost', '127.0.0.1', '::1', ''])('has none for %j, as tldts', (host) => {
    expect(getDomain(host)).toBeNull();
    expect(tldtsGetDomain(host, options)).toBeNull();
  });
});
