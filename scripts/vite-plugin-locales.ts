// Build plugin: the catalogues (locales/<language>/<namespace>.json) are served as plain JSON files at
// /locales/<language>/<namespace>.json, fetched by src/i18n/setup.ts when a language or namespace is first used.
// As JS chunks they needed a 525-entry import map in the entry (42 KB before gzip) and a module per catalogue;
// as JSON they need a path. `__CATALOGUE_VERSION__` (a hash of every catalogue) busts caches when any changes.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

const PATH = /^\/locales\/([A-Za-z_]+)\/([A-Za-z-]+)\.json(?:\?.*)?$/;

export function localeCatalogues(root = process.cwd()): Plugin {
  const folder = join(root, 'locales');
  const files = () =>
    readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((language) =>
        readdirSync(join(folder, language.name))
          .filter((file) => file.endsWith('.json'))
          .map((file) => `${language.name}/${file}`),
      )
      .sort();
  const version = () => {
    const hash = createHash('sha256');
    for (const file of files()) hash.update(file).update(readFileSync(join(folder, file)));
    return hash.digest('hex').slice(0, 12);
  };
  return {
    name: 'locale-catalogues',
    config: () => ({ define: { __CATALOGUE_VERSION__: JSON.stringify(version()) } }),
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const match = PATH.exec(req.url ?? '');
        const file = match && join(folder, match[1]!, `${match[2]}.json`);
        if (!file || !existsSync(file)) return next();
        res.setHeader('Content-Type', 'application/json');
        res.end(readFileSync(file));
      });
    },
    generateBundle() {
      for (const file of files())
        this.emitFile({
          type: 'asset',
          fileName: `locales/${file}`,
          source: JSON.stringify(JSON.parse(readFileSync(join(folder, file), 'utf8'))),
        });
    },
  };
}
