// Every catalogue language has every English namespace, with the same keys, non-empty string values, the same
// {{placeholders}}, and no value left in English unless docs/i18n-allowlist.json says it genuinely stays so.
// Namespaces are whatever locales/en/*.json holds; languages come from the app's own list.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CATALOGUE_LANGUAGES, DEFAULT_LANGUAGE, toBcp47 } from '@/i18n/languages';
import {
  allowlistShapeProblems,
  englishPluralGaps,
  entryId,
  expectedKeys,
  flatten,
  isAllowlisted,
  keyDiff,
  nestingTarget,
  nestings,
  placeholders,
  sameList,
  type Allowlist,
  type Flat,
} from './catalogue-checks';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const LOCALES = `${ROOT}locales`;
const ALLOWLIST_FILE = 'docs/i18n-allowlist.json';
const SOURCE = DEFAULT_LANGUAGE;

const LANGUAGES: readonly string[] = CATALOGUE_LANGUAGES;
const TARGETS = LANGUAGES.filter((language) => language !== SOURCE);
const NAMESPACES = readdirSync(`${LOCALES}/${SOURCE}`)
  .filter((name) => name.endsWith('.json'))
  .map((name) => name.slice(0, -'.json'.length))
  .sort();

const fileOf = (language: string, namespace: string) => `locales/${language}/${namespace}.json`;

type Loaded = { ok: true; flat: Flat } | { ok: false; error: string };
const cache = new Map<string, Loaded>();

/** Reads and flattens one catalogue; never throws, so each check can report a broken file by name. */
function load(language: string, namespace: string): Loaded {
  const file = fileOf(language, namespace);
  let loaded = cache.get(file);
  if (!loaded) {
    loaded = ((): Loaded => {
      if (!existsSync(`${ROOT}${file}`)) return { ok: false, error: `${file} does not exist` };
      try {
        const tree: unknown = JSON.parse(readFileSync(`${ROOT}${file}`, 'utf8'));
        if (typeof tree !== 'object' || tree === null || Array.isArray(tree))
          return { ok: false, error: `${file} must hold a JSON object` };
        return { ok: true, flat: flatten(tree as Record<string, unknown>) };
      } catch (error) {
        return { ok: false, error: `${file} is not valid JSON: ${(error as Error).message}` };
      }
    })();
    cache.set(file, loaded);
  }
  return loaded;
}

/** The flattened catalogue, or a failed expectation naming the file. */
function catalogue(language: string, namespace: string): Flat {
  const loaded = load(language, namespace);
  if (!loaded.ok) expect.fail(loaded.error);
  return loaded.flat;
}

const pluralCategories = (language: string) => (type: 'cardinal' | 'ordinal') =>
  new Intl.PluralRules(toBcp47(language), { type }).resolvedOptions().pluralCategories;

/** Keys `language` must have in `namespace`, each mapped to its English key. */
function keysFor(language: string, namespace: string) {
  return expectedKeys(Object.keys(catalogue(SOURCE, namespace)), pluralCategories(language));
}

function readAllowlist(): { allowlist: Allowlist; problems: string[] } {
  const path = `${ROOT}${ALLOWLIST_FILE}`;
  if (!existsSync(path)) return { allowlist: {}, problems: [`${ALLOWLIST_FILE} does not exist`] };
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    return { allowlist: {}, problems: [`${ALLOWLIST_FILE} is not valid JSON: ${(error as Error).message}`] };
  }
  const problems = allowlistShapeProblems(raw, TARGETS).map((p) => `${ALLOWLIST_FILE}: ${p}`);
  // Malformed entries are reported once (by the allow-list test); the well-formed rest still applies.
  const allowlist: Allowlist = {};
  if (typeof raw === 'object' && raw !== null && !Array.isArray(raw))
    for (const [language, ids] of Object.entries(raw))
      if (Array.isArray(ids)) allowlist[language] = ids.filter((id): id is string => typeof id === 'string');
  return { allowlist, problems };
}

describe('text catalogues', () => {
  it('finds English namespaces to check', () => {
    expect(NAMESPACES, `no *.json in locales/${SOURCE}`).not.toEqual([]);
  });

  it('has a directory for every catalogue language and none for others', () => {
    const present = readdirSync(LOCALES, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
    const problems = [
      ...LANGUAGES.filter((l) => !present.includes(l)).map((l) => `locales/${l}/ is missing`),
      ...present
        .filter((d) => !LANGUAGES.includes(d))
        .map((d) => `locales/${d}/ is not in CATALOGUE_LANGUAGES`),
    ];
    expect(problems).toEqual([]);
  });

  it('has no namespace that English lacks', () => {
    const problems = TARGETS.flatMap((language) =>
      existsSync(`${LOCALES}/${language}`)
        ? readdirSync(`${LOCALES}/${language}`)
            .filter((name) => name.endsWith('.json') && !NAMESPACES.includes(name.slice(0, -'.json'.length)))
            .map((name) => `locales/${language}/${name} has no English counterpart locales/${SOURCE}/${name}`)
        : [],
    );
    expect(problems).toEqual([]);
  });

  it(`keeps ${ALLOWLIST_FILE} valid and minimal`, () => {
    const { allowlist, problems } = readAllowlist();
    const identical = (language: string, id: string): boolean | 'no such key' => {
      const [namespace = '', key = ''] = id.split(/:(.*)/s);
      if (!NAMESPACES.includes(namespace)) return 'no such key';
      const sourceKey = keysFor(language, namespace).expected.get(key);
      if (sourceKey === undefined) return 'no such key';
      const loaded = load(language, namespace);
      // A broken catalogue is reported by its own tests; do not call the entry stale because of it.
      return !loaded.ok || loaded.flat[key] === catalogue(SOURCE, namespace)[sourceKey];
    };
    for (const [language, ids] of Object.entries(allowlist)) {
      for (const id of ids) {
        if (language !== '*' && !TARGETS.includes(language)) continue; // reported as an unknown language
        const results = (language === '*' ? TARGETS : [language]).map((l) => identical(l, id));
        if (results.every((r) => r === 'no such key'))
          problems.push(`${ALLOWLIST_FILE}: "${language}" → "${id}" names no English key`);
        else if (!results.includes(true))
          problems.push(`${ALLOWLIST_FILE}: "${language}" → "${id}" is translated now; remove it`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe.each(NAMESPACES)('%s namespace', (namespace) => {
  it(`English source ${fileOf(SOURCE, namespace)} holds only non-empty strings`, () => {
    const problems = Object.entries(catalogue(SOURCE, namespace))
      .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
      .map(
        ([key, value]) =>
          `${fileOf(SOURCE, namespace)}: "${key}" is ${JSON.stringify(value)}, not a non-empty string`,
      );
    expect(problems).toEqual([]);
  });

  it(`English source ${fileOf(SOURCE, namespace)} has every English plural form of each plural group`, () => {
    const gaps = englishPluralGaps(Object.keys(catalogue(SOURCE, namespace)), pluralCategories(SOURCE));
    expect(
      gaps.map((key) => `${fileOf(SOURCE, namespace)}: missing "${key}" (i18next asks for it by the count)`),
    ).toEqual([]);
  });

  it(`English source ${fileOf(SOURCE, namespace)}: every $t(…) reference names a text that exists`, () => {
    const problems: string[] = [];
    for (const [key, value] of Object.entries(catalogue(SOURCE, namespace))) {
      if (typeof value !== 'string') continue;
      for (const reference of nestings(value)) {
        const target = nestingTarget(reference, namespace);
        const keys = NAMESPACES.includes(target.namespace)
          ? Object.keys(catalogue(SOURCE, target.namespace))
          : [];
        if (!keys.some((k) => target.keys.test(k)))
          problems.push(`${fileOf(SOURCE, namespace)}: "${key}" shows $t(${reference}), which names no text`);
      }
    }
    expect(problems).toEqual([]);
  });

  describe.each(TARGETS)('%s', (language) => {
    const file = fileOf(language, namespace);

    it(`${file} exists and parses as a JSON object`, () => {
      expect(catalogue(language, namespace)).toBeTypeOf('object');
    });

    it('has the same keys as English', () => {
      const { expected, optional } = keysFor(language, namespace);
      const { missing, extra } = keyDiff(expected, optional, Object.keys(catalogue(language, namespace)));
      const source = fileOf(SOURCE, namespace);
      const inSource = (key: string) => key in catalogue(SOURCE, namespace);
      const problems = [
        ...missing.map((key) =>
          inSource(key)
            ? `${file}: missing key "${key}" (present in ${source})`
            : `${file}: missing key "${key}" (${language} plural form of "${expected.get(key)}" in ${source})`,
        ),
        ...extra.map((key) =>
          inSource(key)
            ? `${file}: extra key "${key}" (${language} has no such plural form)`
            : `${file}: extra key "${key}" (absent from ${source})`,
        ),
      ];
      expect(problems).toEqual([]);
    });

    it('has only non-empty string values', () => {
      const problems = Object.entries(catalogue(language, namespace))
        .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
        .map(([key, value]) => `${file}: "${key}" is ${JSON.stringify(value)}, not a non-empty string`);
      expect(problems).toEqual([]);
    });

    /**
     * Each translated text against its English one: the tokens `extract` finds must be the same list; `say`
     * words the difference for the failure.
     */
    const mismatches = (
      extract: (text: string) => string[],
      say: (got: string[], want: string[]) => string,
    ) => {
      const source = catalogue(SOURCE, namespace);
      const target = catalogue(language, namespace);
      const problems: string[] = [];
      for (const [key, sourceKey] of keysFor(language, namespace).expected) {
        const value = target[key];
        const original = source[sourceKey];
        if (typeof value !== 'string' || typeof original !== 'string') continue; // reported by the other checks
        const want = extract(original);
        const got = extract(value);
        if (!sameList(want, got)) problems.push(`${file}: "${key}" ${say(got, want)}`);
      }
      return problems;
    };

    it('keeps the {{placeholders}} of English', () => {
      const problems = mismatches(
        placeholders,
        (got, want) => `has placeholders [${got.join(', ')}], English has [${want.join(', ')}]`,
      );
      expect(problems).toEqual([]);
    });

    it('keeps the $t(…) references of English (a text shown inside this one: never translate its name)', () => {
      const shown = (refs: string[]) => refs.map((r) => `$t(${r})`).join(', ');
      const problems = mismatches(
        nestings,
        (got, want) => `shows [${shown(got)}], English shows [${shown(want)}]; copy English's exactly`,
      );
      expect(problems).toEqual([]);
    });

    it('translates every value unless allow-listed', () => {
      const { allowlist } = readAllowlist();
      const source = catalogue(SOURCE, namespace);
      const target = catalogue(language, namespace);
      const problems: string[] = [];
      for (const [key, sourceKey] of keysFor(language, namespace).expected) {
        const value = target[key];
        if (typeof value !== 'string' || value !== source[sourceKey]) continue;
        const id = entryId(namespace, key);
        if (!isAllowlisted(allowlist, language, id))
          problems.push(
            `${file}: "${key}" is the English text ${JSON.stringify(value)}; translate it, or if it genuinely stays ` +
              `the same add "${id}" under "${language}" in ${ALLOWLIST_FILE}`,
          );
      }
      expect(problems).toEqual([]);
    });
  });
});
