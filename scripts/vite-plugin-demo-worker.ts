// Build plugin: the embedded demo backend runs in a service worker, /demo-worker.js (src/mocks/worker/), built
// apart from the app as one classic script: it shares no chunk with the page, so the page never downloads the
// backend and the worker never imports the app's startup chunk. `vite build` emits it next to index.html;
// the dev server builds it when first asked and again after a source file changes. A build for a real
// backend (VITE_API_BASE_URL set) has no worker at all.
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';
import { DEMO_WORKER_URL } from '../src/mocks/tab-channel.ts';

const FILE = DEMO_WORKER_URL.slice(1);
const ENTRY = fileURLToPath(new URL('../src/mocks/worker/demo-worker.ts', import.meta.url));

/** The worker script's code: `extraPlugins` are the app's module swaps the backend also needs. */
export async function buildDemoWorker(extraPlugins: Plugin[], dev: boolean): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'warn',
    plugins: extraPlugins,
    resolve: { alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) } },
    define: { 'process.env.NODE_ENV': JSON.stringify(dev ? 'development' : 'production') },
    build: {
      write: false,
      target: 'es2022',
      minify: !dev,
      sourcemap: dev ? 'inline' : false,
      copyPublicDir: false,
      lib: { entry: ENTRY, formats: ['iife'], name: 'demoWorker', fileName: () => FILE },
    },
  });
  const results = Array.isArray(output) ? output : [output];
  const chunk = results
    .flatMap((result) => ('output' in result ? result.output : []))
    .find((file) => file.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('The demo worker build produced no script');
  return chunk.code;
}

export function demoWorker(enabled: boolean, extraPlugins: Plugin[] = []): Plugin {
  let devBuild: Promise<string> | undefined;
  return {
    name: 'demo-worker',
    configureServer(server) {
      if (!enabled) return;
      // Any source change may touch the backend: the next request for the worker builds it again.
      server.watcher.on('change', (file) => {
        if (file.includes('/src/')) devBuild = undefined;
      });
      server.middlewares.use(DEMO_WORKER_URL, (_req, res, next) => {
        devBuild ??= buildDemoWorker(extraPlugins, true);
        devBuild.then(
          (code) => {
            res.setHeader('Content-Type', 'text/javascript');
            res.setHeader('Cache-Control', 'no-cache');
            res.end(code);
          },
          (error: unknown) => {
            devBuild = undefined;
            next(error);
          },
        );
      });
    },
    async generateBundle() {
      if (enabled)
        this.emitFile({ type: 'asset', fileName: FILE, source: await buildDemoWorker(extraPlugins, false) });
    },
  };
}
