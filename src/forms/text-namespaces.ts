/**
 * Which catalogue namespaces a config file's texts use. Its own module: tables and wizards ask it too, and
 * importing it from load-form.ts took RJSF's schema utilities (about 20 KB gzip) onto every table page.
 */
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
