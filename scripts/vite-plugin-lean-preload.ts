import type { Plugin } from 'vite';

/** The output chunks, as far as this plugin reads them. */
type Bundle = Record<string, { type: 'chunk'; isEntry: boolean; imports: string[] } | { type: 'asset' }>;

/** Every chunk an entry imports, directly or through another: all loaded before any of its code runs. */
export function loadedWithEntries(bundle: Bundle): Set<string> {
  const loaded = new Set<string>();
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (loaded.has(file) || chunk?.type !== 'chunk') return;
    loaded.add(file);
    chunk.imports.forEach(visit);
  };
  for (const [file, chunk] of Object.entries(bundle))
    if (chunk.type === 'chunk' && chunk.isEntry) visit(file);
  return loaded;
}

/**
 * Vite writes, next to each lazy import, the list of chunks to preload with it, and that list repeats the
 * chunks the entry already loaded (the router, the runtime, i18next…): routes.config alone carried 37 such
 * lists. A dynamic import can only run once the entry's code runs, so those names are dead weight in every
 * file that loads pages. The plugin drops them from the lists of lazy imports, and drops the list of an import
 * that needs no other file; the HTML's own preloads and the CSS of each import stay. Returns the plugin and the `build.modulePreload` option that applies it (without
 * Vite's modulepreload polyfill).
 */
export function leanPreload(): {
  plugin: Plugin;
  modulePreload: { polyfill: false; resolveDependencies: ResolveDependencies };
} {
  let loaded = new Set<string>();
  return {
    plugin: {
      name: 'lean-preload',
      apply: 'build',
      // Runs before Vite's own import analysis (a post plugin), which calls resolveDependencies.
      generateBundle(_options, bundle) {
        loaded = loadedWithEntries(bundle as unknown as Bundle);
      },
    },
    modulePreload: {
      // Every browser the build targets (ES2022) but Safari 16 knows modulepreload; there the links are only
      // ignored (the chunks still load, one after another), so the polyfill's code is not worth shipping.
      polyfill: false,
      resolveDependencies: (file, deps, { hostType }) => {
        if (hostType === 'html') return deps;
        const rest = deps.filter((dep) => !loaded.has(dep));
        // A chunk that needs nothing else (a config file's JSON) is fetched by its import alone: listing it
        // too put 100 file names in the startup chunk once the config files' map moved there.
        return rest.length === 1 && rest[0] === file ? [] : rest;
      },
    },
  };
}

type ResolveDependencies = (
  filename: string,
  deps: string[],
  context: { hostId: string; hostType: 'html' | 'js' },
) => string[];
