/**
 * Which catalogue namespaces a config file's texts use, and a file loaded with them. Its own module: tables and wizards ask it too, and
 * importing it from load-form.ts took RJSF's schema utilities (about 20 KB gzip) onto every table page. The
 * router also asks it, to start a page's texts as soon as its file is in (src/app/page-component.tsx).
 */
import i18next from 'i18next';
import { loadConfigFile, type ConfigFiles } from '@/config/config-files';

const TEXT_KEY = /^([a-z][a-z0-9_-]*):[\w.-]+$/;

/** The text namespaces a form file's keys name (`transfers:send.title` → `transfers`), with the engine's own. */
export function namespacesOf(file: unknown): string[] {
  const found = new Set(['forms', 'validations', 'errors']);
  const visit = (node: unknown): void => {
    if (typeof node === 'string') {
      const match = TEXT_KEY.exec(node);
      if (match?.[1]) found.add(match[1]);
    } else if (Array.isArray(node)) node.forEach(visit);
    else if (typeof node === 'object' && node !== null) Object.values(node).forEach(visit);
  };
  visit(file);
  return [...found].sort();
}

/** The kinds of config file, as routes name them (`form('NAME')` → `schemas/forms/NAME.json`). */
export type ConfigFileKind = 'form' | 'table' | 'detail' | 'wizard';

/**
 * What each kind's renderer reads besides the file's own namespaces: list chrome, statuses, form chrome, and
 * the common inputs' texts (select, money, date), which nearly every form draws: asked for with the file, not
 * when the first input mounts and suspends the form.
 */
const ENGINE_NAMESPACES: Record<ConfigFileKind, string[]> = {
  form: ['inputs'],
  table: ['lists', 'statuses'],
  detail: ['lists', 'statuses'],
  wizard: ['lists', 'statuses', 'forms'],
};

/** Every namespace a page of this kind drawing this file needs. */
export function pageNamespaces(kind: ConfigFileKind, file: unknown): string[] {
  return [...new Set([...namespacesOf(file), ...ENGINE_NAMESPACES[kind]])].sort();
}

/**
 * `schemas/<kind>s/<name>.json` with every catalogue its page needs loaded: what each renderer's file query
 * (forms, tables, details, wizards) hands its page.
 */
export async function loadWithTexts<K extends ConfigFileKind>(
  kind: K,
  name: string,
): Promise<ConfigFiles[K]> {
  const file = await loadConfigFile(kind, name);
  await i18next.loadNamespaces(pageNamespaces(kind, file));
  return file;
}
