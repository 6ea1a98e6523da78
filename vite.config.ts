/// <reference types="vitest/config" />
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import preact from '@preact/preset-vite';
import tailwindcss from '@tailwindcss/vite';
import { configCheck } from './scripts/vite-plugin-config-check.ts';
import { formValidators } from './scripts/vite-plugin-form-validators.ts';
import { localeCatalogues } from './scripts/vite-plugin-locales.ts';
import { securityHeaders } from './scripts/csp.ts';
import { preactTestAliases, preactTestInline } from './scripts/preact-test-wiring.ts';
import { leanPreload } from './scripts/vite-plugin-lean-preload.ts';
import { startupChunk } from './scripts/vite-plugin-startup-chunk.ts';

const require = createRequire(import.meta.url);

/** Where the app's own files live: the build's chunks, and the dev server's modules. */
const STATIC_PATHS = /^\/(assets|locales|src|node_modules|@vite|@fs|@id)\b/;

/**
 * MSW's worker hands every request of the page to the page's handlers, its own chunks too (some 70 per load,
 * each matched against every handler before it goes to the network). The patched worker lets the browser
 * fetch the app's own files directly: a reload of /transactions took 1.2 s of Chromium CPU time, 1.05 s after.
 * Fails the build when a new MSW changes the line the check goes after.
 */
function skipStaticFiles(worker: string): string {
  const anchor = "  if (event.request.mode === 'navigate') {";
  if (!worker.includes(anchor))
    throw new Error('mockServiceWorker.js changed: update skipStaticFiles in vite.config.ts');
  const check = [
    "  // Added by vite.config.ts: the app's own files go straight to the network.",
    '  const target = new URL(event.request.url)',
    `  if (target.origin === self.location.origin && ${STATIC_PATHS}.test(target.pathname)) {`,
    '    return',
    '  }',
    '',
  ].join('\n');
  return worker.replace(anchor, `${check}\n${anchor}`);
}

/**
 * Serves (dev) and emits (build) MSW's service worker straight from the installed msw package, so the worker
 * always matches the library version and a real-backend build carries no mock file at all.
 */
function demoBackendWorker(enabled: boolean): Plugin {
  const workerFile = 'mockServiceWorker.js';
  const read = () => skipStaticFiles(readFileSync(require.resolve(`msw/${workerFile}`), 'utf8'));
  return {
    name: 'demo-backend-worker',
    configureServer(server) {
      if (!enabled) return;
      server.middlewares.use(`/${workerFile}`, (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript');
        res.end(read());
      });
    },
    generateBundle() {
      if (enabled) this.emitFile({ type: 'asset', fileName: workerFile, source: read() });
    },
  };
}

/**
 * A plugin that hands the importers whose path contains `importedBy` (any importer when omitted) the app's
 * `file` in place of the module `id`. Each use says why in the file it points at.
 */
function swapModule(name: string, id: string, file: string, importedBy?: string): Plugin {
  return {
    name,
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== id || (importedBy !== undefined && !importer?.includes(importedBy))) return null;
      return fileURLToPath(new URL(file, import.meta.url));
    },
  };
}

/** The built demo backend takes `tldts` from src/mocks/registrable-domain.ts. */
const demoPublicSuffixStub: Plugin = {
  ...swapModule('demo-public-suffix-stub', 'tldts', './src/mocks/registrable-domain.ts'),
  apply: 'build',
};
/** @rjsf/utils takes `fast-uri` from src/forms/uri-resolver.ts; ajv keeps the real one. */
const rjsfUriResolver = swapModule(
  'rjsf-uri-resolver',
  'fast-uri',
  './src/forms/uri-resolver.ts',
  '/@rjsf/utils/',
);
/** @rjsf/core's default registry takes its fields from src/forms/core-fields.ts. */
const rjsfCoreFields = swapModule(
  'rjsf-core-fields',
  './components/fields/index.js',
  './src/forms/core-fields.ts',
  '/@rjsf/core/lib/getDefaultRegistry',
);

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  // No real backend configured means the embedded demo backend runs in the browser.
  const demoBackend = !env.VITE_API_BASE_URL;
  const preload = leanPreload();
  const startup = startupChunk();
  return {
    // configCheck runs `config:check` in the dev server on every config edit (errors show over the page).
    plugins: [
      // React's API on Preact's runtime (preact/compat): see docs/performance.md, 'Runtime'.
      preact(),
      tailwindcss(),
      formValidators(),
      localeCatalogues(demoBackend),
      demoBackendWorker(demoBackend),
      demoPublicSuffixStub,
      rjsfUriResolver,
      rjsfCoreFields,
      preload.plugin,
      startup.plugin,
      configCheck(),
    ],
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        // No form renders Markdown (see src/forms/plain-markdown.tsx): RJSF's Markdown renderer stays out.
        'markdown-to-jsx/react': fileURLToPath(new URL('./src/forms/plain-markdown.tsx', import.meta.url)),
      },
    },
    define: { __DEMO_BACKEND__: JSON.stringify(demoBackend) },
    build: {
      sourcemap: false,
      target: 'es2022',
      modulePreload: preload.modulePreload,
      rolldownOptions: {
        // Lets the build drop what no chunk uses of the entry's exports (required by the option below).
        preserveEntrySignatures: false,
        output: {
          codeSplitting: {
            // A common chunk under 4 KB of source (an icon, a small helper) is copied into the chunks that use it
            // rather than fetched on its own: a signed-in page loaded some 35 files, two thirds of them under
            // 0.5 KB gzip, each a round trip on a phone. Rolldown then runs modules in strict import order.
            experimentalInlineCommonChunks: { maxSize: 4096 },
            // The sign-in page's demo accounts list, which only a demo build renders, in a chunk of its own
            // (loaded with the page): the bench counts it with the demo, not the app (scripts/bench/chunks.ts).
            groups: [
              {
                name: 'demo-accounts',
                includeDependenciesRecursively: false,
                test: /src[\\/]screens[\\/]login[\\/]demo-accounts\.tsx$/,
              },
              // What the entry imports statically, in one file rather than twenty (scripts/vite-plugin-startup-chunk.ts).
              startup.group,
            ],
          },
        },
      },
    },
    // The built app is served under a strict CSP (scripts/csp.ts); the dev server is not (see that file).
    preview: { port: 4173, strictPort: true, headers: securityHeaders(env) },
    server: { port: 5173 },
    test: {
      alias: preactTestAliases,
      include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/contract/**/*.test.ts'],
      environment: 'node',
      setupFiles: ['tests/setup.ts'],
      pool: 'threads',
      testTimeout: 20_000,
      server: { deps: { inline: preactTestInline } },
    },
  };
});
