// Dev-server plugin: runs `npm run config:check` when the dev server starts and whenever a config it checks
// changes, prints the result in the terminal, and shows errors in the browser's error overlay, so a broken
// edit of menu.config.ts says what is wrong where product staff are looking. Dev only; `npm test` runs the
// same check.
import { spawn } from 'node:child_process';
import { relative, sep } from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';

/** Files whose edits can change the check's result. */
const WATCHED = [
  /^routes\.config\.ts$/,
  /^menu\.config\.ts$/,
  /^schemas\/.+\.json$/,
  /^openapi\/.+\.yaml$/,
  /^locales\/.+\.json$/,
  /^src\/config\/.+\.ts$/,
  /^src\/access\/.+\.ts$/,
  /^src\/.+\.tsx?$/,
];
const DEBOUNCE_MS = 150;

function runCheck(root: string): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve) => {
    // A fresh process each time: the configs are imported anew, with no module cache to go stale.
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/config-check.ts'], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ ok: code === 0, output: output.trim() }));
  });
}

function report(server: ViteDevServer, { ok, output }: { ok: boolean; output: string }) {
  const logger = server.config.logger;
  if (ok) {
    logger.info(output.split('\n').at(-1) ?? output, { timestamp: true });
    return;
  }
  const errors = output.slice(output.indexOf('✘'));
  logger.error(errors, { timestamp: true });
  server.ws.send({
    type: 'error',
    err: {
      message: `${errors}\n\nFix the config and save: this message goes away.`,
      stack: '',
      plugin: 'config-check',
    },
  });
}

/**
 * @example
 * // vite.config.ts
 * plugins: [react(), tailwindcss(), configCheck()],
 */
export function configCheck(): Plugin {
  return {
    name: 'config-check',
    apply: 'serve',
    configureServer(server) {
      const root = server.config.root;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let running: Promise<void> | undefined;
      let again = false;
      const run = () => {
        if (running) {
          again = true;
          return;
        }
        running = runCheck(root)
          .then((result) => report(server, result))
          .finally(() => {
            running = undefined;
            if (again) {
              again = false;
              run();
            }
          });
      };
      const onFile = (file: string) => {
        const path = relative(root, file).split(sep).join('/');
        if (!WATCHED.some((pattern) => pattern.test(path))) return;
        clearTimeout(timer);
        timer = setTimeout(run, DEBOUNCE_MS);
      };
      server.watcher.on('change', onFile).on('add', onFile).on('unlink', onFile);
      run();
    },
  };
}
