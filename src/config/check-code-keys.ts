/**
 * The text keys the source code asks for, found without running it, so `config:check` can say which ones a
 * catalogue lacks. Pure: the caller reads the files.
 *
 * What it understands, per file:
 * - `const { t } = useTranslation()` binds `t` to the default namespace; `useTranslation('menu')` or
 *   `useTranslation(['menu', 'common'])` to the first one; `const { t: tm } = useTranslation('menu')` binds `tm`.
 * - Calls of a bound function with a plain string literal: `t('key')`, `tm('wallet.send')`, `t('auth:login.title')`.
 * - `<Trans i18nKey="..." />` (default namespace unless the key names one).
 * Keys built at run time (template literals, variables) are not checked here: keep those in configs, which
 * config:check walks, or in maps of literal keys.
 */
import type { UsedKey } from './check-locales';

export interface CodeFile {
  /** Path from the repository root, for messages. */
  path: string;
  text: string;
}

const BINDING =
  /const\s*\{\s*t(?:\s*:\s*([A-Za-z_$][\w$]*))?\s*(?:,[^}]*)?\}\s*=\s*useTranslation\(\s*(?:'([^']*)'|\[\s*'([^']*)'[^\]]*\])?/g;
const TRANS = /<Trans\b[^>]*\bi18nKey="([^"]+)"/g;
const KEY = /^[\w-]+(?::[\w.-]+)?(?:\.[\w-]+)*$/;

const escape = (name: string) => name.replace(/\$/g, '\\$');

/** The bound translate functions of one file: local name → namespace. */
function bindings(text: string, defaultNamespace: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of text.matchAll(BINDING)) {
    found.set(match[1] ?? 't', match[2] ?? match[3] ?? defaultNamespace);
  }
  return found;
}

/** Comments blanked out (newlines kept, so line numbers stay right): examples in JSDoc are not code. */
const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\/|(?<![:'"`\\])\/\/[^\n]*/g, (comment) => comment.replace(/[^\n]/g, ' '));

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/**
 * @example
 * codeTextKeys([{ path: 'src/a.tsx', text: "const { t } = useTranslation('auth'); t('login.title')" }], 'common');
 * // [{ key: 'auth:login.title', file: 'src/a.tsx', where: ['line 1'] }]
 */
export function codeTextKeys(files: readonly CodeFile[], defaultNamespace: string): UsedKey[] {
  const used: UsedKey[] = [];
  for (const file of files) {
    const { path } = file;
    const text = withoutComments(file.text);
    const bound = bindings(text, defaultNamespace);
    for (const [name, namespace] of bound) {
      const call = new RegExp(`(?<![\\w$.])${escape(name)}\\(\\s*'([^'\\n]+)'`, 'g');
      for (const match of text.matchAll(call)) {
        const key = match[1] ?? '';
        if (!KEY.test(key)) continue;
        used.push({
          key: key.includes(':') ? key : `${namespace}:${key}`,
          file: path,
          where: [`line ${lineOf(text, match.index)}`],
        });
      }
    }
    for (const match of text.matchAll(TRANS)) {
      const key = match[1] ?? '';
      used.push({
        key: key.includes(':') ? key : `${defaultNamespace}:${key}`,
        file: path,
        where: [`line ${lineOf(text, match.index)}`],
      });
    }
  }
  return used;
}
