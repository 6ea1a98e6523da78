// Pure helpers for catalogues.test.ts: no file access, so each can be reasoned about (and tested) on its own.

export type Flat = Record<string, unknown>;
/** Plural categories of a language for i18next's `_one`/`_other` style keys (cardinal or ordinal). */
export type PluralCategories = (type: 'cardinal' | 'ordinal') => readonly string[];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{a: {b: 'x'}}` → `{'a.b': 'x'}`. Arrays and empty objects are leaves, so they are reported as non-strings. */
export function flatten(tree: Record<string, unknown>, prefix = ''): Flat {
  const flat: Flat = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isObject(value) && Object.keys(value).length > 0) Object.assign(flat, flatten(value, path));
    else flat[path] = value;
  }
  return flat;
}

/** The `{{placeholder}}` names in a value, deduplicated and sorted (`{{ name }}` counts as `name`, as in i18next). */
export function placeholders(value: string): string[] {
  const names = [...value.matchAll(/\{\{(.+?)\}\}/g)].map((m) => (m[1] ?? '').trim().replace(/\s+/g, ' '));
  return [...new Set(names)].sort();
}

export const sameList = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((item, i) => item === b[i]);

// Lazy stem: a greedy one would swallow "_ordinal" and read every ordinal group as a cardinal one.
const PLURAL_KEY = /^(.+?)_(ordinal_)?(zero|one|two|few|many|other)$/;

/**
 * The keys a language must have, each mapped to the English key it translates. Keys are English's, except that a
 * plural group (English has `x_other`) takes the language's own CLDR categories, as i18next looks them up:
 * Korean needs only `x_other`, Arabic `x_zero` … `x_other`. A cardinal `x_zero` is optional in every language
 * (i18next tries it for a count of 0) unless English has one.
 */
export function expectedKeys(
  sourceKeys: readonly string[],
  categories: PluralCategories,
): { expected: Map<string, string>; optional: Set<string> } {
  const source = new Set(sourceKeys);
  const expected = new Map<string, string>();
  const optional = new Set<string>();
  for (const key of sourceKeys) {
    const match = PLURAL_KEY.exec(key);
    const stem = match ? `${match[1]}_${match[2] ?? ''}` : '';
    if (!match || !source.has(`${stem}other`)) {
      expected.set(key, key);
      continue;
    }
    const type = match[2] ? 'ordinal' : 'cardinal';
    const wanted = [
      ...categories(type),
      ...(source.has(`${stem}zero`) && type === 'cardinal' ? ['zero'] : []),
    ];
    for (const category of wanted) {
      const sourceKey = source.has(`${stem}${category}`) ? `${stem}${category}` : `${stem}other`;
      expected.set(`${stem}${category}`, sourceKey);
    }
    if (type === 'cardinal' && !expected.has(`${stem}zero`)) optional.add(`${stem}zero`);
  }
  return { expected, optional };
}

/** Keys English has that the catalogue lacks, and keys the catalogue has that English does not. */
export function keyDiff(
  expected: ReadonlyMap<string, string>,
  optional: ReadonlySet<string>,
  actualKeys: readonly string[],
): { missing: string[]; extra: string[] } {
  const actual = new Set(actualKeys);
  return {
    missing: [...expected.keys()].filter((key) => !actual.has(key)),
    extra: actualKeys.filter((key) => !expected.has(key) && !optional.has(key)),
  };
}

/** docs/i18n-allowlist.json: `{ "<lang>": ["namespace:key.path"], "*": [...] }`; "*" is every language. */
export type Allowlist = Record<string, string[]>;

export const entryId = (namespace: string, key: string): string => `${namespace}:${key}`;

export const isAllowlisted = (allowlist: Allowlist, language: string, id: string): boolean =>
  Boolean(allowlist[language]?.includes(id) || allowlist['*']?.includes(id));

/** Shape problems of a parsed allow-list; an empty list means it is an `Allowlist`. */
export function allowlistShapeProblems(raw: unknown, languages: readonly string[]): string[] {
  if (!isObject(raw)) return ['must be an object of language → ["namespace:key.path", …]'];
  const problems: string[] = [];
  for (const [language, ids] of Object.entries(raw)) {
    if (language !== '*' && !languages.includes(language))
      problems.push(`"${language}" is not a catalogue language`);
    if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string' && /^[^:]+:.+$/.test(id)))
      problems.push(`"${language}" must list "namespace:key.path" strings`);
  }
  return problems;
}

/** The `$t(namespace:key)` references (i18next nesting) in a value, as written, sorted. */
export function nestings(value: string): string[] {
  return [...value.matchAll(/\$t\(([^()]+)\)/g)].map((m) => (m[1] ?? '').trim()).sort();
}

/**
 * The texts a nesting reference may name: its namespace, and a pattern over that namespace's keys in which a
 * `{{placeholder}}` (a key chosen at run time, `$t(wallet:add-money.statuses.{{status}})`) is one key segment.
 */
export function nestingTarget(
  reference: string,
  defaultNamespace: string,
): { namespace: string; keys: RegExp } {
  const target = (reference.split(',')[0] ?? '').trim();
  const colon = target.indexOf(':');
  const [namespace, path] =
    colon < 0 ? [defaultNamespace, target] : [target.slice(0, colon), target.slice(colon + 1)];
  const source = path
    .split(/\{\{[^{}]+\}\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^.]+');
  return { namespace, keys: new RegExp(`^${source}$`) };
}

/**
 * Plural groups of the English source with a form missing: i18next picks `x_one` for 1 and `x_other` for the
 * rest, so a group with `_other` needs `_one` (cardinal; ordinals need English's `one two few other`).
 */
export function englishPluralGaps(sourceKeys: readonly string[], categories: PluralCategories): string[] {
  const source = new Set(sourceKeys);
  const gaps: string[] = [];
  for (const key of sourceKeys) {
    const match = PLURAL_KEY.exec(key);
    if (!match || match[3] !== 'other') continue;
    const stem = `${match[1]}_${match[2] ?? ''}`;
    for (const category of categories(match[2] ? 'ordinal' : 'cardinal'))
      if (!source.has(`${stem}${category}`)) gaps.push(`${stem}${category}`);
  }
  return gaps;
}
