import type { ReactNode } from 'react';

/**
 * Stands in for markdown-to-jsx (vite.config.ts aliases `markdown-to-jsx/react` here: 30.9 KB gzip off a form
 * page's first load, docs/performance.md "Module swaps"). RJSF renders a description or help as Markdown only
 * with `enableMarkdownInDescription` / `enableMarkdownInHelp`, which no form file sets: their texts are
 * catalogue keys, shown as plain text. RJSF's own Markdown messages (a broken schema's, core's file widget's,
 * which the dashboard's uploader replaces) would show their marks as written. config:check keeps
 * `enableMarkdownInDescription` out of form files; tests/unit/forms/plain-markdown.test.tsx fails when RJSF
 * changes where it renders Markdown or a schema file turns it on.
 */
export function Markdown({ children }: { children?: ReactNode; options?: unknown }) {
  return <>{children}</>;
}
