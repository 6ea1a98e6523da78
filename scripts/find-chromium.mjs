// Finds a Chromium for Playwright and Lighthouse; installs Debian's when none is found and we may (root).
// Playwright's own browser download is not reachable on these machines (DEVELOPERS.md).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

/** Flags every headless Chromium run here needs (root, no GPU, no network beyond localhost). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
];

const CANDIDATES = [
  process.env.CHROMIUM_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

export function findChromium({ install = true } = {}) {
  const found = CANDIDATES.find((path) => path && existsSync(path));
  if (found) return found;
  if (!install) return undefined;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!root) {
    throw new Error(
      'No Chromium found. Install it (Debian: `sudo apt-get install -y chromium`) or set CHROMIUM_PATH.',
    );
  }
  console.log('No Chromium found: installing Debian package "chromium"…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
  if (!existsSync('/usr/bin/chromium'))
    throw new Error('apt-get install chromium did not provide /usr/bin/chromium');
  return '/usr/bin/chromium';
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(findChromium());
