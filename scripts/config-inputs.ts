// Loads what the config check and the permission matrix read: routes.config.ts, menu.config.ts, the files
// under schemas/, the locale catalogues, and for the form files the OpenAPI documents and the lists in src/forms. Loading only; the checks are pure (src/config/check*.ts).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse as parseYaml } from 'yaml';
import type { CodeFile } from '../src/config/check-code-keys';
import type { FormLists } from '../src/config/check-forms';
import type { Catalogue } from '../src/config/check-locales';
import type { Problem } from '../src/config/check-problem';
import type { SourceFile } from '../src/config/check-schemas';
import { PLACEHOLDER_REFUSED } from '../src/config/check-routes';
import type { MenuConfig } from '../src/config/menu';
import type { RouteConfig } from '../src/config/routes';
import { RULE_NAMES, isRuleName, paramProblem } from '../src/forms/rules/library';
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
  const first = error instanceof Error ? error.message.split('\n')[0] : String(error);
  // routes.config.ts importing the retired `placeholder(...)`: say why, not only what the loader says.
  const message = /\bplaceholder\b/.test(first ?? '') ? `${first} (${PLACEHOLDER_REFUSED})` : first;
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

/** Each service's OpenAPI document (openapi/SERVICE.yaml), parsed; one that does not parse is a problem. */
export function readOpenApi(problems: Problem[]): FormLists['openapi'] {
  const folder = join(ROOT, 'openapi');
  const files = existsSync(folder) ? readdirSync(folder).filter((name) => name.endsWith('.yaml')) : [];
  return Object.fromEntries(
    files.sort().flatMap((name) => {
      try {
        return [[name.slice(0, -'.yaml'.length), parseYaml(readFileSync(join(folder, name), 'utf8'))]];
      } catch (error) {
        problems.push(loadProblem(`openapi/${name}`, error, 'this OpenAPI document is not valid YAML'));
        return [];
      }
    }),
  );
}

/**
 * What form files are checked against: the API documents, the rule library (src/forms/rules/library.ts) and
 * the option sources (one file each in src/forms/options/sources/). Read here because src/config may not
 * import src/forms.
 */
export const readFormLists = (problems: Problem[]): FormLists => ({
  openapi: readOpenApi(problems),
  ruleNames: RULE_NAMES,
  ruleParamProblem: (rule, param) => (isRuleName(rule) ? paramProblem(rule, param) : undefined),
  // A form a bespoke screen draws through the engine: in a dialog, or on the page (useFormFile('NAME', ...)).
  dialogForms: readCodeFiles().flatMap(({ text }) =>
    [
      ...text.matchAll(/<FormDialog\b[^>]*\bname="([\w-]+)"/g),
      ...text.matchAll(/\buseFormFile\(\s*'([\w-]+)'/g),
    ].map((match) => match[1] ?? ''),
  ),
  screenTables: readCodeFiles().flatMap(({ text }) =>
    [...text.matchAll(/<(?:Lazy)?TableBlock\b[^>]*\bname="([\w-]+)"/g)].map((match) => match[1] ?? ''),
  ),
  optionSources: walk(join(ROOT, 'src/forms/options/sources'))
    .map((path) => path.slice(path.lastIndexOf(sep) + 1))
    .filter((name) => /\.tsx?$/.test(name) && !/\.d\.ts$/.test(name))
    .map((name) => name.replace(/\.tsx?$/, ''))
    .sort(),
});
