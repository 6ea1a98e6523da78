/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { configCheck } from './scripts/vite-plugin-config-check.ts';
import { formValidators } from './scripts/vite-plugin-form-validators.ts';
import { localeCatalogues } from './scripts/vite-plugin-locales.ts';
import { securityHeaders } from './scripts/csp.ts';
import { leanPreload } from './scripts/vite-plugin-lean-preload.ts';
import { startupChunk } from './scripts/vite-plugin-startup-chunk.ts';
import { demoWorker } from './scripts/vite-plugin-demo-worker.ts';

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

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  // No real backend configured means the embedded demo backend runs in the browser.
  const demoBackend = !env.VITE_API_BASE_URL;
  const preload = leanPreload();
  const startup = startupChunk();
  return {
    // configCheck runs `config:check` in the dev server on every config edit (errors show over the page).
    plugins: [
      // React 19 with Fast Refresh in the dev server.
      react(),
      tailwindcss(),
      formValidators(),
      localeCatalogues(demoBackend),
      demoWorker(demoBackend, [demoPublicSuffixStub]),
      demoPublicSuffixStub,
      rjsfUriResolver,
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
      include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/contract/**/*.test.ts'],
      environment: 'node',
      setupFiles: ['tests/setup.ts'],
      pool: 'threads',
      testTimeout: 20_000,
    },
  };
});
