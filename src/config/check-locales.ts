/**
 * Checks that every text key the configs use (menu titles, page titles) is in all 15 catalogues. Pure: the
 * caller reads `locales/<language>/<namespace>.json`.
 */
import { reporter, type Problem } from './check-problem';
import { suggestion } from './did-you-mean';

/** A text key a config uses, and where, for the message. */
export interface UsedKey {
  /** `namespace:path.to.key`, e.g. `menu:wallet.send`. */
  key: string;
  file: string;
  where: readonly string[];
}

export interface Catalogue {
  language: string;
  namespace: string;
  /** The parsed JSON of the catalogue. */
  tree: Record<string, unknown>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Dotted paths of the string leaves: `{a: {b: 'x'}}` → `['a.b']`. */
export function leafKeys(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return isRecord(value) ? leafKeys(value, path) : typeof value === 'string' ? [path] : [];
  });
}

/** `menu:wallet.send` → `['menu', 'wallet.send']`; without a namespace, the default one. */
export function splitKey(key: string, defaultNamespace: string): [string, string] {
  const colon = key.indexOf(':');
  return colon < 0 ? [defaultNamespace, key] : [key.slice(0, colon), key.slice(colon + 1)];
}

// i18next finds `x` as `x` or, with a count, as its plural forms.
const PLURAL_SUFFIXES = ['', '_one', '_other'];

/**
 * One problem per key missing from some catalogue, naming the languages it is missing in.
 *
 * @example
 * checkTranslations([{ key: 'menu:wallet.sned', file: 'menu.config.ts', where: ['item "send"'] }], catalogues, langs, 'common');
 * // menu.config.ts › item "send": text key "menu:wallet.sned" is missing in every language. Did you mean "menu:wallet.send"?
 */
export function checkTranslations(
  used: readonly UsedKey[],
  catalogues: readonly Catalogue[],
  languages: readonly string[],
  defaultNamespace: string,
): Problem[] {
  const problems: Problem[] = [];
  const keys = new Map<string, Set<string>>();
  for (const { language, namespace, tree } of catalogues) {
    keys.set(`${language}/${namespace}`, new Set(leafKeys(tree)));
  }
  const english = languages[0] ?? 'en';
  for (const { key, file, where } of used) {
    const [namespace, path] = splitKey(key, defaultNamespace);
    const missing = languages.filter((language) => {
      const present = keys.get(`${language}/${namespace}`);
      return !present || !PLURAL_SUFFIXES.some((suffix) => present.has(path + suffix));
    });
    if (missing.length === 0) continue;
    const here = reporter(file, problems)(where);
    if (missing.length === languages.length) {
      const known = [...(keys.get(`${english}/${namespace}`) ?? [])].map((k) => `${namespace}:${k}`);
      const file = `locales/${english}/${namespace}.json`;
      here.error(
        'missing-translation',
        `text key "${key}" is missing in every language: add it to ${file} and the other 14 catalogues.${suggestion(`${namespace}:${path}`, known)}`,
      );
    } else {
      here.error(
        'missing-translation',
        `text key "${key}" has no translation in ${missing.join(', ')}: add it to locales/<language>/${namespace}.json for ${missing.length === 1 ? 'that language' : 'those languages'}.`,
      );
    }
  }
  return problems;
}
