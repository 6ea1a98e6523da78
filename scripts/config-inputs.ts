// Loads what the config check and the permission matrix read: routes.config.ts, menu.config.ts, the files
// under schemas/ and the locale catalogues. Loading only; the checks are pure (src/config/check*.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CodeFile } from '../src/config/check-code-keys';
import type { Catalogue } from '../src/config/check-locales';
import type { Problem } from '../src/config/check-problem';
import type { SourceFile } from '../src/config/check-schemas';
import type { MenuConfig } from '../src/config/menu';
import type { RouteConfig } from '../src/config/routes';
import { CATALOGUE_LANGUAGES } from '../src/i18n/languages';

export const ROOT = join(import.meta.dirname, '..');

const walk = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
      )
    : [];

const posix = (path: string) => relative(ROOT, path).split(sep).join('/');

/** Every `.json` file under `schemas/`, sorted so output is stable. */
export const readSchemaFiles = (): SourceFile[] =>
  walk(join(ROOT, 'schemas'))
    .filter((path) => path.endsWith('.json'))
    .sort()
    .map((path) => ({ path: posix(path), text: readFileSync(path, 'utf8') }));

/** The app's own source files, whose text keys config:check looks up (the demo backend and generated code excluded). */
export const readCodeFiles = (): CodeFile[] =>
  walk(join(ROOT, 'src'))
    .map(posix)
    .filter((path) => /\.tsx?$/.test(path) && !/^src\/(mocks|api\/generated)\//.test(path))
    .sort()
    .map((path) => ({ path, text: readFileSync(join(ROOT, path), 'utf8') }));

/** Every catalogue of the 15 languages; a catalogue that is not valid JSON is a problem, not a crash. */
export function readCatalogues(problems: Problem[]): Catalogue[] {
  return CATALOGUE_LANGUAGES.flatMap((language) =>
    walk(join(ROOT, 'locales', language))
      .filter((path) => path.endsWith('.json'))
      .sort()
      .flatMap((path) => {
        const namespace = path.slice(path.lastIndexOf(sep) + 1, -'.json'.length);
        try {
          return [{ language, namespace, tree: JSON.parse(readFileSync(path, 'utf8')) }];
        } catch (error) {
          problems.push(loadProblem(posix(path), error, 'this catalogue is not valid JSON'));
          return [];
        }
      }),
  );
}

function loadProblem(file: string, error: unknown, what: string): Problem {
  const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
  return { severity: 'error', kind: 'load-failed', file, where: [], message: `${what}: ${message}` };
}

/** Imports a config module by file name; a module that fails to load becomes a problem, not a crash. */
export async function importConfig<T>(file: string, problems: Problem[]): Promise<T | undefined> {
  const path = join(ROOT, file);
  if (!existsSync(path)) return undefined;
  try {
    return (await import(pathToFileURL(path).href)) as T;
  } catch (error) {
    problems.push(loadProblem(file, error, 'this file could not be loaded (fix the error below first)'));
    return undefined;
  }
}

export async function loadRoutes(problems: Problem[]): Promise<readonly RouteConfig[]> {
  const module = await importConfig<{ routes?: readonly RouteConfig[] }>('routes.config.ts', problems);
  return module?.routes ?? [];
}

export async function loadMenu(problems: Problem[]): Promise<MenuConfig | undefined> {
  const module = await importConfig<{ menu?: MenuConfig }>('menu.config.ts', problems);
  if (module && !module.menu) {
    problems.push(loadProblem('menu.config.ts', new Error('it must export `menu`'), 'the menu is missing'));
  }
  return module?.menu;
}
