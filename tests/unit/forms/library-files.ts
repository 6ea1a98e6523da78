// Reads an installed package's built files as text, for the tests that hold a module swap (vite.config.ts) to
// what the library it serves imports. Nothing here imports those files.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(import.meta.url);

/** The folder of package `name` as `from` (a file, by default this one) resolves it. */
export function packageDir(name: string, from = here): string {
  let dir = dirname(createRequire(from).resolve(name));
  for (;;) {
    try {
      if ((JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as { name?: string }).name === name)
        return dir;
    } catch {
      // no package.json here: look further up
    }
    const up = dirname(dir);
    if (up === dir) throw new Error(`No package.json for ${name} above ${from}`);
    dir = up;
  }
}

/** Each `.js` file under `dir`, by its path from `dir`, with its text. */
export function jsFiles(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.js')) files.set(relative(dir, path), readFileSync(path, 'utf8'));
    }
  };
  walk(dir);
  return files;
}

/** The import statements of `code` whose specifier is `specifier` or starts with `specifier/`. */
export function importsOf(code: string, specifier: string): string[] {
  const escaped = specifier.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
  const pattern = new RegExp(`^import\\s[^;]*?from\\s*['"]${escaped}(?:/[^'"]*)?['"];?`, 'gm');
  return [...code.matchAll(pattern)].map(([statement]) => statement.replace(/\s+/g, ' ').replace(/"/g, "'"));
}
