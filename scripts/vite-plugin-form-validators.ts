// Build plugin: compiles one validator per form file at build (and dev) time, so the app ships plain
// functions instead of compiling schemas in the browser (DESIGN §4). `virtual:form-validators` maps every
// `schemas/forms/NAME.json` to a lazy `virtual:form-validator/NAME` chunk; a form's validator is built from the
// very schema the page renders (normalizeSchema of the file's `schema`).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { normalizeSchema } from '../src/forms/normalize-schema.ts';
import { validatorModule } from '../src/forms/validation/compile.ts';

const INDEX = 'virtual:form-validators';
const ONE = 'virtual:form-validator/';
const RESOLVED = '\0form-validators';

export function formValidators(root = process.cwd()): Plugin {
  const folder = join(root, 'schemas', 'forms');
  const names = () =>
    readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.slice(0, -'.json'.length))
      .sort();
  return {
    name: 'form-validators',
    resolveId(id) {
      if (id === INDEX) return RESOLVED;
      if (id.startsWith(ONE)) return `${RESOLVED}/${id.slice(ONE.length)}`;
      return undefined;
    },
    load(id) {
      if (id === RESOLVED) {
        const entries = names().map((name) => `  ${JSON.stringify(name)}: () => import('${ONE}${name}'),`);
        return `export default {\n${entries.join('\n')}\n};\n`;
      }
      if (!id.startsWith(`${RESOLVED}/`)) return undefined;
      const name = id.slice(RESOLVED.length + 1);
      const file = join(folder, `${name}.json`);
      this.addWatchFile(file);
      const form = JSON.parse(readFileSync(file, 'utf8')) as { schema: Record<string, unknown> };
      return validatorModule(normalizeSchema(form.schema));
    },
    configureServer(server) {
      // A form file added or removed changes the index; an edited one, its own validator.
      const refresh = (path: string) => {
        if (!path.startsWith(folder)) return;
        for (const id of [RESOLVED, `${RESOLVED}/${path.slice(folder.length + 1, -'.json'.length)}`]) {
          const module = server.moduleGraph.getModuleById(id);
          if (module) server.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: 'full-reload' });
      };
      server.watcher.on('add', refresh).on('unlink', refresh).on('change', refresh);
    },
  };
}
