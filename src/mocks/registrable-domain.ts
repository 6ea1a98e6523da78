/**
 * Stands in for `tldts` in the built demo backend. MSW's cookie store (tough-cookie) asks it for a host's
 * registrable domain; the full public-suffix list is 107 KB gzip, half of the demo backend's download, and the
 * demo handlers set no cookies (the app writes its own with js-cookie), so the list is never really needed.
 * This answer holds for the demo's hosts (localhost, an IP, name.tld); a multi-part suffix such as co.uk is
 * treated as a name. The dev server and the tests keep the real package.
 */
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

export function getDomain(host: string): string | null {
  const name = host.replace(/\.$/, '').toLowerCase();
  if (!name || IPV4.test(name) || name.includes(':')) return null;
  const labels = name.split('.');
  return labels.length <= 2 ? name : labels.slice(-2).join('.');
}
