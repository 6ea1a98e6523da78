// Build plugin: the catalogues (locales/<language>/<namespace>.json) are served as plain JSON files at
// /locales/<language>/<namespace>.json, fetched by src/i18n/setup.ts when a language or namespace is first used;
// the namespaces every page's frame reads also come together, as /locales/<language>/frame.json.
// As JS chunks they needed a 525-entry import map in the entry (42 KB before gzip) and a module per catalogue;
// as JSON they need a path. `__CATALOGUE_VERSION__` (a hash of every catalogue) busts caches when any changes.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { FRAME_FILE, frameNamespaces } from '../src/i18n/frame-namespaces.ts';

const PATH = /^\/locales\/([A-Za-z_]+)\/([A-Za-z-]+)\.json(?:\?.*)?$/;

/** `locales/<language>/frame.json`: the frame's namespaces of one language in one file. */
export function frameCatalogue(folder: string, language: string, demoBackend: boolean): string {
  const frame = Object.fromEntries(
    frameNamespaces(demoBackend).map((namespace) => [
      namespace,
      JSON.parse(readFileSync(join(folder, language, `${namespace}.json`), 'utf8')) as unknown,
    ]),
  );
  return JSON.stringify(frame);
}

export function localeCatalogues(demoBackend: boolean, root = process.cwd()): Plugin {
  const folder = join(root, 'locales');
  const languages = () =>
    readdirSync(folder, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
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
        if (match?.[2] === FRAME_FILE && existsSync(join(folder, match[1]!))) {
          res.setHeader('Content-Type', 'application/json');
          res.end(frameCatalogue(folder, match[1]!, demoBackend));
          return;
        }
        const file = match && join(folder, match[1]!, `${match[2]}.json`);
        if (!file || !existsSync(file)) return next();
        res.setHeader('Content-Type', 'application/json');
        res.end(readFileSync(file));
      });
    },
    generateBundle() {
      const taken = files().find((file) => file.endsWith(`/${FRAME_FILE}.json`));
      if (taken)
        this.error(
          `locales/${taken}: "${FRAME_FILE}" names the file of the frame's catalogues; rename this namespace`,
        );
      for (const file of files())
        this.emitFile({
          type: 'asset',
          fileName: `locales/${file}`,
          source: JSON.stringify(JSON.parse(readFileSync(join(folder, file), 'utf8'))),
        });
      for (const language of languages())
        this.emitFile({
          type: 'asset',
          fileName: `locales/${language}/${FRAME_FILE}.json`,
          source: frameCatalogue(folder, language, demoBackend),
        });
    },
  };
}
