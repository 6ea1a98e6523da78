/**
 * The unit tests run on preact/compat, as the build does (docs/performance.md, "Runtime"). In the build the
 * bundler sends every `react` import to preact/compat; in vitest, Node loads packages itself, so two things
 * are needed for the same result:
 *
 * - `preactTestInline`: the packages that import React go through vite's transform, where the aliases apply;
 * - `preactTestAliases`: packages whose Node entry is CommonJS (whose `require('react')` no alias reaches) are
 *   pointed at their ES builds, and the one CommonJS-only helper is replaced by the same hook on Preact.
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

export const preactTestAliases = [
  {
    find: /^@testing-library\/react$/,
    replacement: require.resolve('@testing-library/react/dist/@testing-library/react.esm.js'),
  },
  { find: /^react-router$/, replacement: require.resolve('react-router').replace(/index\.js$/, 'index.mjs') },
  {
    find: /^lucide-react$/,
    replacement: require.resolve('lucide-react').replace(/cjs\/lucide-react\.js$/, 'esm/lucide-react.mjs'),
  },
  // react-i18next's CommonJS shim would require React itself; preact/compat has the hook.
  { find: /^use-sync-external-store\/shim$/, replacement: 'preact/compat' },
  {
    find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
    replacement: fileURLToPath(new URL('../tests/preact/with-selector.ts', import.meta.url)),
  },
];

export const preactTestInline = [
  /@testing-library\/react/,
  /react-router/,
  /@tanstack\/react-/,
  /react-i18next/,
  /jotai/,
  /@rjsf\/(core|shadcn|utils)/,
  /@radix-ui/,
  /sonner/,
  /lucide-react/,
  /qrcode\.react/,
  /react-chartjs-2/,
  /openapi-react-query/,
];
