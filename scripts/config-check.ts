// `npm run config:check [--strict-schemas]`: loads the configs and prints what src/config/check.ts finds, in
// plain language. Exit 1 on errors; notes (things still to write) do not fail it.
import { checkConfigs } from '../src/config/check';
import { codeTextKeys } from '../src/config/check-code-keys';
import { menuEntries } from '../src/config/check-menu-walk';
import { formatProblem, type Problem } from '../src/config/check-problem';
import { CATALOGUE_LANGUAGES } from '../src/i18n/languages';
import {
  loadMenu,
  loadRoutes,
  readCatalogues,
  readCodeFiles,
  readFormLists,
  readSchemaFiles,
} from './config-inputs';

const strictSchemas = process.argv.includes('--strict-schemas');
const loadProblems: Problem[] = [];
const routes = await loadRoutes(loadProblems);
const menu = await loadMenu(loadProblems);
const schemaFiles = readSchemaFiles();
const catalogues = readCatalogues(loadProblems);
const codeFiles = readCodeFiles();
const forms = readFormLists(loadProblems);

const problems = checkConfigs(
  {
    routes,
    menu,
    schemaFiles,
    catalogues,
    codeFiles,
    languages: CATALOGUE_LANGUAGES,
    loadProblems,
    forms,
  },
  { strictSchemas },
);
const errors = problems.filter((p) => p.severity === 'error');
const notes = problems.filter((p) => p.severity === 'note');
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Missing schema files once each, with the routes that name them; other notes one per line. */
function printNotes() {
  const schemas = new Map<string, string[]>();
  for (const note of notes.filter((n) => n.kind === 'missing-schema' && n.target)) {
    const route = note.where[0]?.replace(/^route "(.*)"$/, '$1') ?? '';
    schemas.set(note.target ?? '', [...(schemas.get(note.target ?? '') ?? []), route]);
  }
  if (schemas.size > 0) {
    console.log(
      `Note: ${plural(schemas.size, 'schema file')} named by routes.config.ts ${schemas.size === 1 ? 'is' : 'are'} still to write ` +
        '(the forms and tables issues write them; `--strict-schemas` makes this an error):',
    );
    for (const [file, names] of schemas)
      console.log(`  • ${file} (${names.length === 1 ? 'route' : 'routes'} ${names.join(', ')})`);
  }
  for (const note of notes.filter((n) => n.kind !== 'missing-schema' || !n.target)) {
    console.log(`Note: ${formatProblem(note)}`);
  }
}

printNotes();
if (errors.length > 0) {
  console.error(`\n✘ config check: ${plural(errors.length, 'error')} to fix:`);
  for (const error of errors) console.error(`  ✘ ${formatProblem(error)}`);
  process.exit(1);
}
const checked = [
  plural(routes.length, 'route'),
  menu ? plural(menuEntries(menu).length, 'menu item') : 'no menu.config.ts yet',
  plural(schemaFiles.length, 'schema file'),
  `${plural(catalogues.length, 'catalogue file')} in ${CATALOGUE_LANGUAGES.length} languages`,
  `${plural(codeTextKeys(codeFiles, 'common').length, 'text key')} used in ${plural(codeFiles.length, 'source file')}`,
];
const noted = notes.length ? `, ${plural(notes.length, 'note')}` : '';
console.log(`✔ config check: ${checked.join(', ')} — no errors${noted}.`);
