import type { Plugin } from 'vite';

/** What the plugin reads of a module in the build's graph. */
interface ModuleNode {
  isEntry: boolean;
  importedIds: readonly string[];
  code: string | null;
}

const COMMENTS = /\/\*[\s\S]*?\*\/|\/\/[^\n]*/g;
const DIRECTIVE = /^\s*(['"])use \w+\1;?/gm;
const IMPORT_FROM = /\bimport\s*[\w$*\s{},]*?\s*from\s*(['"])[^'"]+\1\s*;?/g;
const EXPORT_LIST = /\bexport\s*(?:\*(?:\s*as\s+[\w$]+)?|\{[^}]*\})\s*(?:from\s*(['"])[^'"]+\1)?\s*;?/g;

/**
 * A module that only imports and re-exports, such as lucide-react's index or @tanstack/react-query's: it names
 * every icon or hook of its package, and the build keeps only those some chunk uses. A bare `import './x'`
 * runs code, so a module with one is not a re-export-only module.
 */
export function isReexportOnly(code: string | null): boolean {
  if (code === null || !/\bexport\b/.test(code)) return false;
  const rest = code
    .replace(COMMENTS, '')
    .replace(DIRECTIVE, '')
    .replace(IMPORT_FROM, '')
    .replace(EXPORT_LIST, '');
  return rest.trim() === '';
}

/**
 * Every script module an entry imports statically, directly or through another: the code that runs before the
 * first page draws, whatever the page. Stylesheets are left to Vite's CSS handling. The walk does not go through
 * a re-export-only module: what it names is used by the pages as often as by the entry, and the walk cannot tell
 * which, so those modules keep the chunks the build gives them.
 */
export function staticClosureOfEntries(
  ids: Iterable<string>,
  moduleInfo: (id: string) => ModuleNode | null,
): Set<string> {
  const closure = new Set<string>();
  const visit = (id: string) => {
    if (closure.has(id) || /\.css($|\?)/.test(id)) return;
    const info = moduleInfo(id);
    if (!info) return;
    closure.add(id);
    if (!isReexportOnly(info.code)) info.importedIds.forEach(visit);
  };
  for (const id of ids) if (moduleInfo(id)?.isEntry) visit(id);
  return closure;
}

/**
 * Rolldown splits the entry's own imports into a chunk per set of lazy chunks sharing them: the sign-in page
 * fetched some twenty files before its first line ran (compat, i18next, the router, the query client…), each
 * a request of its own. On a phone over HTTP/1.1 (six connections per host) that is four round trips where one
 * would do. The plugin gathers the modules the entry imports statically, which all run at start anyway, into
 * one `startup` chunk. Returns the plugin that reads the graph and the code-splitting group that uses it.
 */
export function startupChunk(): {
  plugin: Plugin;
  group: { name: string; test: (id: string) => boolean };
} {
  let startup = new Set<string>();
  return {
    plugin: {
      name: 'startup-chunk',
      apply: 'build',
      buildEnd() {
        startup = staticClosureOfEntries(this.getModuleIds(), (id) => this.getModuleInfo(id));
      },
    },
    group: { name: 'startup', test: (id) => startup.has(id) },
  };
}
