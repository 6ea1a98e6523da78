// The reference apps of issue 24 (bench/peers: react-admin and refine, the same three screens as ours), with their
// own package.json and lock. Installed on first use (`npm ci` when node_modules is missing or older than the lock),
// built with their own Vite into bench/peers/<name>/dist and served by their own `vite preview`.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { serve, type Server } from './serve';
import type { BenchApp } from './screens';

export const PEERS_DIR = join(import.meta.dirname, '..', '..', 'bench', 'peers');
const VITE = join(PEERS_DIR, 'node_modules', '.bin', 'vite');
/** Hash of the package-lock.json node_modules was installed from (written after `npm ci`). */
const INSTALLED_LOCK = join(PEERS_DIR, 'node_modules', '.bench-lock-sha256');
/** Any email and password sign in to a peer. */
const EMAIL = 'personal@demo.test';
const PASSWORD = 'bench-password';

export interface Peer extends BenchApp {
  dir: string;
  port: number;
}

export function peerApps(firstPort: number): Peer[] {
  const at = (port: number) => `http://localhost:${port}`;
  const reactAdmin = at(firstPort);
  const refine = at(firstPort + 1);
  return [
    {
      name: 'react-admin',
      dir: join(PEERS_DIR, 'react-admin'),
      port: firstPort,
      base: reactAdmin,
      // react-admin's <Admin> routes by hash unless wrapped in another router.
      paths: { 'sign-in': '/#/login', transactions: '/#/transactions', 'send-money': '/#/transfers/create' },
      async signIn(page) {
        await page.goto(`${reactAdmin}/#/login`);
        await page.locator('input[name="username"]').fill(EMAIL);
        await page.locator('input[name="password"]').fill(PASSWORD);
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.waitForURL((url) => url.hash !== '' && !url.hash.startsWith('#/login'));
      },
    },
    {
      name: 'refine',
      dir: join(PEERS_DIR, 'refine'),
      port: firstPort + 1,
      base: refine,
      paths: { 'sign-in': '/login', transactions: '/transactions', 'send-money': '/transfers/create' },
      async signIn(page) {
        await page.goto(`${refine}/login`);
        await page.locator('input#email').fill(EMAIL);
        await page.locator('input#password').fill(PASSWORD);
        await page.getByRole('button', { name: 'Sign in' }).click();
        await page.waitForURL((url) => url.pathname !== '/login');
      },
    },
  ];
}

const lockHash = () =>
  createHash('sha256')
    .update(readFileSync(join(PEERS_DIR, 'package-lock.json')))
    .digest('hex');

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed in ${cwd}`);
}

/** Installs the peers' packages if needed, then builds each peer (with `skipBuild`, only those without a dist). */
export function preparePeers(peers: Peer[], { skipBuild }: { skipBuild: boolean }): void {
  const hash = lockHash();
  if (!existsSync(INSTALLED_LOCK) || readFileSync(INSTALLED_LOCK, 'utf8') !== hash) {
    console.log('Installing the reference apps’ packages (npm ci in bench/peers) …');
    run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], PEERS_DIR);
    writeFileSync(INSTALLED_LOCK, hash);
  }
  for (const peer of peers) {
    if (skipBuild && existsSync(join(peer.dir, 'dist', 'index.html'))) continue;
    console.log(`Building the ${peer.name} reference app into bench/peers/${peer.name}/dist …`);
    run(VITE, ['build', '--logLevel', 'error', '--emptyOutDir'], peer.dir);
  }
}

/** Serves every peer's dist with the peers' own `vite preview`. */
export async function servePeers(peers: Peer[]): Promise<Server[]> {
  const servers: Server[] = [];
  for (const peer of peers)
    servers.push(
      await serve(VITE, ['preview', '--port', String(peer.port), '--strictPort'], peer.dir, peer.base),
    );
  return servers;
}

/** The packages that make each reference app, as installed (for the report). */
const REPORTED = [
  'react',
  'react-dom',
  'react-admin',
  'ra-data-fakerest',
  '@mui/material',
  '@refinedev/core',
  '@refinedev/antd',
  '@refinedev/react-router',
  'antd',
  'react-router',
  'vite',
  '@vitejs/plugin-react',
];

export function peerVersions(): Record<string, string> {
  const read = (name: string) =>
    (
      JSON.parse(readFileSync(join(PEERS_DIR, 'node_modules', name, 'package.json'), 'utf8')) as {
        version: string;
      }
    ).version;
  return Object.fromEntries(REPORTED.map((name) => [name, read(name)]));
}
