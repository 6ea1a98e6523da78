/**
 * Stands in for `tldts` in the built demo backend (vite.config.ts, demoPublicSuffixStub: demo-worker.js 204 →
 * 94 KB gzip, docs/performance.md "Module swaps"). MSW's cookie store (tough-cookie) asks it for a host's
 * registrable domain; the full public-suffix list is 110 KB gzip, more than half of the demo backend's
 * download, and the demo handlers set no cookies (the app writes its own with js-cookie), so the list is never
 * really needed. It answers as tldts does for the demo's hosts (localhost, an IP, name.tld); a multi-part
 * suffix such as co.uk is treated as a name. The dev server and the tests keep the real package;
 * tests/unit/mocks/registrable-domain.test.ts fails when tough-cookie changes what it asks tldts.
 */
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

export function getDomain(host: string): string | null {
  const name = host.replace(/\.$/, '').toLowerCase();
  if (!name || IPV4.test(name) || name.includes(':')) return null;
  const labels = name.split('.');
  // A single label (localhost) is a public suffix of its own, with no registrable domain, as in tldts.
  if (labels.length < 2) return null;
  return labels.slice(-2).join('.');
}
