// The build's JS files from Vite's manifest: their gzip sizes, and which of them only the embedded demo backend
// loads (a build pointed at a real backend ships none of those, so the budgets leave them out).
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

/** The demo backend's entry, imported by src/main.tsx only in a build without VITE_API_BASE_URL. */
const DEMO_ENTRY = 'src/mocks/browser.ts';
/**
 * Chunks of app code that only a demo build renders: the sign-in page's demo accounts list (its branch is
 * compile-time; vite.config.ts gives it a chunk of its own). A real build ships none of them.
 */
const DEMO_CHUNK_NAMES = new Set(['demo-accounts']);

export interface Chunks {
  /** gzip bytes (zlib level 9) of a file under assets/, by its path from the dist folder. */
  gzip(file: string): number;
  /** Files only the demo backend reaches. */
  demoOnly: ReadonlySet<string>;
  /** The app's lazy chunks: JS files neither the entry loads at once nor only the demo backend. */
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
  const app = reach(manifest, entries, (key) => key === DEMO_ENTRY);
  const demo = reach(manifest, [DEMO_ENTRY], () => false);
  const fileOf = (key: string) => manifest[key]!.file;
  const appFiles = new Set([...app].map(fileOf));
  const atOnce = new Set([...reach(manifest, entries, () => false, false)].map(fileOf));
  const sizes = new Map<string, number>();
  return {
    gzip(file) {
      if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
      return sizes.get(file)!;
    },
    demoOnly: new Set([
      ...[...demo].map(fileOf).filter((file) => !appFiles.has(file)),
      ...Object.values(manifest)
        .filter((chunk) => chunk.name !== undefined && DEMO_CHUNK_NAMES.has(chunk.name))
        .map((chunk) => chunk.file),
    ]),
    lazy: [...appFiles].filter((file) => file.endsWith('.js') && !atOnce.has(file)),
  };
}
