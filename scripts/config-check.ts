// `npm run config:check`: loads the configs and prints what src/config/check.ts finds, in plain language.
// Exit 1 on errors; notes (advice that does not break a page) do not fail it.
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

const loadProblems: Problem[] = [];
const routes = await loadRoutes(loadProblems);
const menu = await loadMenu(loadProblems);
const schemaFiles = readSchemaFiles();
const catalogues = readCatalogues(loadProblems);
const codeFiles = readCodeFiles();
const forms = readFormLists(loadProblems);

const problems = checkConfigs({
  routes,
  menu,
  schemaFiles,
  catalogues,
  codeFiles,
  languages: CATALOGUE_LANGUAGES,
  loadProblems,
  forms,
});
const errors = problems.filter((p) => p.severity === 'error');
const notes = problems.filter((p) => p.severity === 'note');
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Notes, one per line. */
function printNotes() {
  for (const note of notes) console.log(`Note: ${formatProblem(note)}`);
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
