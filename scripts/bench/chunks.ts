// The build's JS files from Vite's manifest: their gzip sizes, and which of them only a demo build loads (a build
// pointed at a real backend ships none of those, so the budgets leave them out). The demo backend itself is no
// page's file: it runs in its own service worker, /demo-worker.js, built apart (scripts/vite-plugin-demo-worker.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  /** The chunk's name (a code-splitting group's). */
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The demo backend's service worker script, next to index.html. */
export const DEMO_WORKER_FILE = 'demo-worker.js';
/**
 * Chunks of app code that only a demo build renders: the sign-in page's demo accounts list (its branch is
 * compile-time; vite.config.ts gives it a chunk of its own). A real build ships none of them.
 */
const DEMO_CHUNK_NAMES = new Set(['demo-accounts']);
/**
 * Modules the app loads only once a page has settled (docs/performance.md): the device fingerprint, 3 s after
 * the load event at an idle moment, and the analytics sender, with the first batch. No page waits for them.
 */
const AFTER_SETTLED_SOURCES = [/node_modules\/@fingerprintjs\//, /^src\/analytics\/sender\.ts$/];

export interface Chunks {
  /** gzip bytes (zlib level 9) of a built file, by its path from the dist folder. */
  gzip(file: string): number;
  /** Files only a demo build loads. */
  demoOnly: ReadonlySet<string>;
  /** Files loaded only once a page has settled (AFTER_SETTLED_SOURCES): not counted in a page's first load. */
  afterSettled: ReadonlySet<string>;
  /** The app's lazy chunks: JS files the entry does not load at once, and not only a demo build's. */
  lazy: readonly string[];
}

function reach(
  manifest: Manifest,
  from: string[],
  skip: (key: string) => boolean,
  dynamic = true,
): Set<string> {
  const seen = new Set<string>();
  const stack = [...from];
  while (stack.length > 0) {
    const key = stack.pop()!;
    if (seen.has(key) || skip(key) || !manifest[key]) continue;
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []), ...(dynamic ? (manifest[key].dynamicImports ?? []) : []));
  }
  return seen;
}

export function readChunks(dist: string): Chunks {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const fileOf = (key: string) => manifest[key]!.file;
  const demoOnly = new Set(
    Object.values(manifest)
      .filter((chunk) => chunk.name !== undefined && DEMO_CHUNK_NAMES.has(chunk.name))
      .map((chunk) => chunk.file),
  );
  const afterSettled = new Set(
    Object.entries(manifest)
      .filter(([key]) => AFTER_SETTLED_SOURCES.some((source) => source.test(key)))
      .map(([, chunk]) => chunk.file),
  );
  const appFiles = new Set(
    [...reach(manifest, entries, () => false)].map(fileOf).filter((f) => !demoOnly.has(f)),
  );
  const atOnce = new Set([...reach(manifest, entries, () => false, false)].map(fileOf));
  const sizes = new Map<string, number>();
  return {
    gzip(file) {
      if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
      return sizes.get(file)!;
    },
    demoOnly,
    afterSettled,
    lazy: [...appFiles].filter((file) => file.endsWith('.js') && !atOnce.has(file)),
  };
}

/** A reference app's build (bench/peers/<name>/dist): every file is its own, none demo-only. */
export function readDist(dist: string): Chunks {
  const sizes = new Map<string, number>();
  return {
    gzip(file) {
      if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
      return sizes.get(file)!;
    },
    demoOnly: new Set(),
    afterSettled: new Set(),
    lazy: [],
  };
}
