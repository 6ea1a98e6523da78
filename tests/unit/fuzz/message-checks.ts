// Does a message the form shows exist in every catalogue with its placeholders filled? The fuzz translates
// with a recording `t` (each call returns a marker naming its key), then checks each key and its values
// against the 15 catalogues on disk, which is far cheaper than rendering every message 15 times.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CATALOGUE_LANGUAGES } from '@/i18n/languages';
import { flatten, placeholders, type Flat } from '../i18n/catalogue-checks';

const LOCALES = join(process.cwd(), 'locales');
const flats = new Map<string, Flat | undefined>();

function catalogue(language: string, namespace: string): Flat | undefined {
  const id = `${language}/${namespace}`;
  if (!flats.has(id)) {
    const file = join(LOCALES, language, `${namespace}.json`);
    flats.set(
      id,
      existsSync(file)
        ? flatten(JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)
        : undefined,
    );
  }
  return flats.get(id);
}

const MARK = /^⟦(\d+)⟧$/;

/** One call of the recording `t`. */
export interface TextCall {
  key: string;
  values?: Record<string, unknown>;
}

/** A placeholder value that is itself a translated text (a field's title): its key. */
export interface TextKey {
  $key: string;
}

/**
 * A translate function that returns a marker `⟦n⟧` and remembers each call, so a message can be traced back
 * to the key and values it came from (and text that did not come from `t` is caught).
 */
export function recordingT() {
  const calls: TextCall[] = [];
  const t = (key: string, values?: Record<string, unknown>) => `⟦${calls.push({ key, values }) - 1}⟧`;
  /** The call a marker stands for, or undefined for text that did not come from `t`. */
  const callOf = (text: unknown): TextCall | undefined => {
    const index = typeof text === 'string' ? MARK.exec(text)?.[1] : undefined;
    return index === undefined ? undefined : calls[Number(index)];
  };
  /** The call's values with markers (translated labels) as `{ $key }`. */
  const resolved = (call: TextCall): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries(call.values ?? {}).map(([name, value]) => {
        const inner = callOf(value);
        return [name, inner ? ({ $key: inner.key } satisfies TextKey) : value];
      }),
    );
  return { t, callOf, resolved, clear: () => calls.splice(0) };
}

const textKeyOf = (value: unknown): string | undefined =>
  typeof value === 'object' && value !== null && typeof (value as TextKey).$key === 'string'
    ? (value as TextKey).$key
    : undefined;

/** A value a person can read in a message: text or a finite number, not a leaked `undefined`/`[object Object]`. */
function unreadable(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : String(value);
  if (typeof value !== 'string') return JSON.stringify(value) ?? String(value);
  if (value.trim() === '' || /^(undefined|null|NaN|\[object Object\])$/.test(value))
    return JSON.stringify(value);
  return undefined;
}

/** Placeholders that name a field: they must show its title (a text key), never its raw name. */
const LABELS = new Set(['field', 'target']);

const cache = new Map<string, string[]>();

/**
 * Problems with showing `key` with `values` in any catalogue language: the key missing or empty, a
 * {{placeholder}} with no value or an unreadable one, a label that is not a text key.
 */
export function messageProblems(key: string, values: Record<string, unknown> = {}): string[] {
  const id = `${key} ${JSON.stringify(values)}`;
  const known = cache.get(id);
  if (known) return known;
  const problems: string[] = [];
  const colon = key.indexOf(':');
  const [namespace, path] = colon < 0 ? ['', key] : [key.slice(0, colon), key.slice(colon + 1)];
  const missing: string[] = [];
  for (const language of CATALOGUE_LANGUAGES) {
    const text = catalogue(language, namespace)?.[path];
    if (typeof text !== 'string' || text.trim() === '') {
      missing.push(language);
      continue;
    }
    for (const name of placeholders(text)) {
      const value = values[name];
      const label = textKeyOf(value);
      if (label !== undefined) {
        problems.push(...messageProblems(label).map((p) => `{{${name}}} of ${key}: ${p}`));
        continue;
      }
      if (LABELS.has(name) && name in values) {
        problems.push(
          `{{${name}}} of "${key}" would show the raw name ${JSON.stringify(value)}, not a field title`,
        );
        continue;
      }
      const bad = name in values ? unreadable(value) : 'nothing';
      if (bad !== undefined) problems.push(`${language}: {{${name}}} of "${key}" would show ${bad}`);
    }
  }
  if (missing.length > 0) problems.push(`text key "${key}" is missing or empty in ${missing.join(', ')}`);
  const unique = [...new Set(problems)];
  cache.set(id, unique);
  return unique;
}
