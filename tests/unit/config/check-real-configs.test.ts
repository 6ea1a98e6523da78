// The real routes.config.ts and menu.config.ts: they pass the check, and a one-line edit of the menu shows up
// both as a plain-language error (when broken) and in the permissions matrix (when valid).
import { describe, expect, it } from 'vitest';
import { subjectFromSession } from '@/access/subject';
import { checkConfigs } from '@/config/check';
import { formatProblem } from '@/config/check-problem';
import type { MenuConfig, RouteItem } from '@/config/menu';
import { buildMatrix } from '@/config/permission-matrix';
import { CATALOGUE_LANGUAGES } from '@/i18n/languages';
import { createDb } from '@/mocks/store/db';
import { PERSONA_ID } from '@/mocks/store/personas';
import { userView } from '@/mocks/store/user-view';
import { menu } from '../../../menu.config';
import { routes } from '../../../routes.config';
import { readCatalogues, readFormLists, readSchemaFiles } from '../../../scripts/config-inputs';

const catalogues = readCatalogues([]);
const schemaFiles = readSchemaFiles();
const forms = readFormLists([]);
const errors = (edited: MenuConfig) =>
  checkConfigs({ routes, menu: edited, schemaFiles, catalogues, forms, languages: CATALOGUE_LANGUAGES })
    .filter((p) => p.severity === 'error')
    .map(formatProblem);

/** A deep copy of the real menu with one edit to the first item of the first merchant area. */
function editFirstItem(change: (item: RouteItem) => void): {
  edited: MenuConfig;
  area: string;
  item: RouteItem;
} {
  const edited = structuredClone(menu) as MenuConfig;
  const area = edited.merchant.areas[0];
  const item = area?.items[0];
  if (!area || !item) throw new Error('the merchant sidebar has no area with items');
  change(item);
  return { edited, area: area.id, item };
}

describe('the real configs', () => {
  it('have no errors', () => {
    expect(errors(menu)).toEqual([]);
  });

  it('a misspelt route in menu.config.ts gives a plain-language error with the fix', () => {
    let route = '';
    const { edited, area, item } = editFirstItem((it) => {
      route = it.route;
      it.route = `${route.slice(0, -2)}${route.at(-1)}`; // drop the second-last letter
    });
    // toContain: the item may be shared with the personal menu, where the same edit shows too.
    expect(errors(edited)).toContain(
      `menu.config.ts › merchant sidebar › area "${area}" › item "${item.id}": route "${item.route}" does not exist. Did you mean "${route}"?`,
    );
  });

  it('a rule no merchant can meet in the merchant sidebar is an error', () => {
    const { edited, area, item } = editFirstItem((it) => (it.access = { userTypes: ['personal'] }));
    expect(errors(edited)).toContain(
      `menu.config.ts › merchant sidebar › area "${area}" › item "${item.id}": no one can ever see this item: the merchant sidebar is only shown to business users, but its access rule is only for personal users.`,
    );
  });

  it('hiding an item changes the permissions matrix', () => {
    const db = createDb();
    const user = userView(db, PERSONA_ID.merchant);
    if (!user) throw new Error('no merchant persona');
    const columns = [
      { label: 'merchant', subject: subjectFromSession({ user }, { sandbox: false, preview: false }) },
    ];
    const { edited, item } = editFirstItem((it) => (it.hideIf = ['verified']));
    const row = (text: string) => text.split('\n').find((line) => line.includes(`› ${item.id} →`));
    expect(row(buildMatrix({ routes, menu, columns }))).not.toContain('hide-if verified');
    expect(row(buildMatrix({ routes, menu: edited, columns }))).toContain('hidden: hide-if verified');
  });
});
