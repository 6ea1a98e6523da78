import type { ReactNode } from 'react';

/**
 * Stands in for markdown-to-jsx (vite.config.ts aliases `markdown-to-jsx/react` here). RJSF renders a
 * description or help as Markdown only with `enableMarkdownInDescription`, which no form file sets: their texts
 * are catalogue keys, shown as plain text. The real renderer is 84 KB of code in every form page for nothing.
 * config:check keeps the option out of form files.
 */
export function Markdown({ children }: { children?: ReactNode }) {
  return <>{children}</>;
}
