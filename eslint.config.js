// Flat config. The import-direction zones enforce the layering of STYLE.md:
// app → shell/screens/renderers → forms/tables → access/config/api/session/i18n/lib.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const base = ['access', 'config', 'api', 'session', 'i18n', 'lib', 'ui'];
const middle = ['forms', 'tables'];
const upper = ['shell', 'screens', 'renderers'];
const dirs = (names) => names.map((n) => `./src/${n}`);

const zones = [
  // The base layer never reaches upward.
  ...base.map((n) => ({ target: `./src/${n}`, from: dirs([...middle, ...upper, 'app']) })),
  ...middle.map((n) => ({ target: `./src/${n}`, from: dirs([...upper, 'app']) })),
  ...upper.map((n) => ({ target: `./src/${n}`, from: dirs(['app']) })),
  // The demo backend is wired in by main.tsx alone, so a real-backend build holds no mock code.
  { target: ['./src/!(mocks)/**/*', './src/*.ts'], from: './src/mocks' },
  // The demo backend models a server: it may share the contract (api/) and pure product constants (i18n
  // language list), nothing that renders or holds session state.
  {
    target: './src/mocks',
    from: dirs([...base.filter((n) => n !== 'api' && n !== 'i18n'), ...middle, ...upper, 'app']),
  },
];

/**
 * Imports that reach into a library's private parts (issue 24): its `UNSAFE_` exports, the internal files of
 * RJSF's packages, and the Preact runtime the app no longer runs on.
 */
const privateImports = [
  {
    regex: '^(react|react-dom|react-router)(/.*)?$',
    importNamePattern: '^UNSAFE_',
    message: "A library's UNSAFE_ export is not its public API.",
  },
  {
    regex: '^@rjsf/[^/]+/(lib|dist|src)/',
    message: "RJSF's lib/ paths are internal: import from the package.",
  },
  { group: ['preact', 'preact/*', '@preact/*'], message: 'The app runs on React 19 and react-dom.' },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'src/api/generated',
      'playwright-report',
      'test-results',
      'test-results-*',
      'tests/.generated',
      'bench/out',
      'bench/.dist',
      'bench/peers/*/dist',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Lazy route pages import the route table for `href`; such dynamic cycles cannot misorder module init.
      'import-x/no-cycle': ['error', { ignoreExternal: true, allowUnsafeDynamicCyclicDependency: true }],
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-duplicates': 'error',
      'no-restricted-imports': ['error', { patterns: privateImports }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='eval']",
          message: 'eval breaks the Content-Security-Policy.',
        },
        {
          selector: "NewExpression[callee.name='Function']",
          message: 'new Function breaks the Content-Security-Policy.',
        },
      ],
    },
  },
  {
    // Pure engine folders: plain functions, no React.
    files: ['src/access/**', 'src/config/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['react', 'react-*', 'react/*'], message: 'access/ and config/ are pure: no React.' },
            ...privateImports,
          ],
        },
      ],
    },
  },
  {
    // Product code must not read browser storage for tokens; session cookies are the only home for them.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/mocks/**'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'localStorage', message: 'Tokens and session data live in cookies (DESIGN §4).' },
      ],
    },
  },
);
