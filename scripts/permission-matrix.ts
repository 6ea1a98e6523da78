// `npm run matrix` writes docs/permissions.md; `npm run matrix:check` fails when that file is out of date.
// The accounts are the seeded demo store's ten personas as the app sees them (session user and balance list).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { buildMatrix } from '../src/config/permission-matrix';
import { demoColumns } from './demo-subjects';
import { loadMenu, loadRoutes, readSchemaFiles, ROOT } from './config-inputs';
import { checkMenu } from '../src/config/check-menu';
import { formatProblem, type Problem } from '../src/config/check-problem';
import { checkRoutes } from '../src/config/check-routes';

const OUT = join(ROOT, 'docs', 'permissions.md');
const problems: Problem[] = [];
const routes = await loadRoutes(problems);
const menu = await loadMenu(problems);
// The engine cannot decide for configs it cannot read (an unknown hide-if setting, say): those come first.
const schemaFiles = new Set(readSchemaFiles().map((file) => file.path));
problems.push(...checkRoutes(routes, { schemaFiles }), ...(menu ? checkMenu(menu, routes) : []));
const errors = problems.filter((problem) => problem.severity === 'error');
if (errors.length > 0) {
  for (const error of errors) console.error(`✘ ${formatProblem(error)}`);
  console.error(
    'The matrix needs configs without errors: fix the ones above (`npm run config:check` lists them).',
  );
  process.exit(1);
}

const markdown = await format(buildMatrix({ routes, ...(menu ? { menu } : {}), columns: demoColumns() }), {
  ...(await resolveConfig(OUT)),
  filepath: OUT,
});

if (process.argv.includes('--check')) {
  const current = existsSync(OUT) ? readFileSync(OUT, 'utf8') : '';
  if (current !== markdown) {
    console.error(
      '✘ docs/permissions.md is out of date with routes.config.ts, menu.config.ts or the demo accounts.\n' +
        '  Run `npm run matrix` to regenerate it, and commit the result.',
    );
    process.exit(1);
  }
  console.log('✔ docs/permissions.md is up to date.');
} else {
  writeFileSync(OUT, markdown);
  console.log(`✔ wrote docs/permissions.md: ${routes.length} routes, ${menu ? 'with' : 'no'} menu.`);
}
