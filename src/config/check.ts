/**
 * `npm run config:check` in one pure function: every check over the loaded configs. The CLI
 * (`scripts/config-check.ts`) and the dev-server plugin only load files and print what this returns.
 */
import { codeTextKeys, type CodeFile } from './check-code-keys';
import { checkTranslations, type Catalogue, type UsedKey } from './check-locales';
import { checkMenu } from './check-menu';
import { MENU_FILE, menuTextKeys } from './check-menu-walk';
import { checkForms, formRoutes, type FormLists } from './check-forms';
import { sortProblems, type Problem } from './check-problem';
import { checkRoutes } from './check-routes';
import { checkSchemas, type SourceFile } from './check-schemas';
import { checkTableFiles, formsOpenedBy, pageRoutes } from './check-tables';
import { checkWizardFiles, wizardTableRoutes } from './check-wizards';
import type { MenuConfig } from './menu';
import type { RouteConfig } from './routes';

export interface ConfigInput {
  routes: readonly RouteConfig[];
  /** `menu.config.ts`'s `menu`; absent while the file is not written. */
  menu?: MenuConfig;
  /** Every JSON file under `schemas/`. */
  schemaFiles: readonly SourceFile[];
  catalogues: readonly Catalogue[];
  /** The catalogue languages, English first. */
  languages: readonly string[];
  /** The app's source files (src/, without mocks and generated code): the text keys they ask for are checked too. */
  codeFiles?: readonly CodeFile[];
  /** Problems found while loading (a config file that does not load at all). */
  loadProblems?: readonly Problem[];
  /**
   * The API documents and code lists the form files (`schemas/forms/`) are checked against; absent, they are
   * not. The table and detail files are checked against the same API documents and option sources.
   */
  forms?: FormLists;
}

/** The text keys the menus use, for the translation check. */
export function usedTextKeys(menu: MenuConfig | undefined): UsedKey[] {
  return menu ? menuTextKeys(menu).map(({ key, where }) => ({ key, where, file: MENU_FILE })) : [];
}

/** A menu so malformed that walking it throws is reported, not crashed on. */
function safeCheckMenu(menu: MenuConfig, routes: readonly RouteConfig[]): Problem[] {
  try {
    return checkMenu(menu, routes);
  } catch (error) {
    const message = `the menu has a shape the check cannot read (${error instanceof Error ? error.message : String(error)}). Compare it with the types in src/config/menu.ts.`;
    return [{ severity: 'error', kind: 'bad-shape', file: MENU_FILE, where: [], message }];
  }
}

const under = (files: readonly SourceFile[], folder: string) =>
  files.filter((file) => file.path.startsWith(`${folder}/`));
const names = (files: readonly SourceFile[]) =>
  files.map((file) => file.path.replace(/^.*\//, '').replace(/\.json$/, ''));

/** Errors first, then notes. */
export function checkConfigs(input: ConfigInput): Problem[] {
  const schemaPaths = new Set(input.schemaFiles.map((file) => file.path));
  const forms = under(input.schemaFiles, 'schemas/forms');
  const tables = under(input.schemaFiles, 'schemas/tables');
  const details = under(input.schemaFiles, 'schemas/details');
  const wizards = under(input.schemaFiles, 'schemas/wizards');
  const routes = pageRoutes(input.routes);
  const tableInput = {
    tables,
    details,
    forms: names(forms),
    openapi: input.forms?.openapi ?? {},
    optionSources: input.forms?.optionSources ?? [],
    catalogues: input.catalogues,
    languages: input.languages,
    screenTables: input.forms?.screenTables ?? [],
  };
  return sortProblems([
    ...(input.loadProblems ?? []),
    ...checkRoutes(input.routes, { schemaFiles: schemaPaths }),
    ...(input.menu ? safeCheckMenu(input.menu, input.routes) : []),
    ...checkSchemas(input.schemaFiles),
    ...(input.forms
      ? checkForms({
          ...input.forms,
          // A form a table, detail or wizard opens (in a dialog or as a step) is used, like one a screen opens.
          dialogForms: [
            ...(input.forms.dialogForms ?? []),
            ...formsOpenedBy([...tables, ...details, ...wizards]),
          ],
          files: forms,
          routes: formRoutes(input.routes),
          catalogues: input.catalogues,
          languages: input.languages,
        })
      : []),
    // A table a wizard shows is shown at the wizard's routes.
    ...checkTableFiles({ ...tableInput, routes: [...routes, ...wizardTableRoutes(wizards, routes)] }),
    ...checkWizardFiles({ ...tableInput, routes, wizards, formFiles: forms }),
    ...checkTranslations(
      [...usedTextKeys(input.menu), ...codeTextKeys(input.codeFiles ?? [], 'common')],
      input.catalogues,
      input.languages,
      'common',
    ),
  ]);
}
