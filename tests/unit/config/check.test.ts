import { describe, expect, it } from 'vitest';
import { checkConfigs, usedTextKeys, type ConfigInput } from '@/config/check';
import type { Catalogue } from '@/config/check-locales';
import { formatProblem } from '@/config/check-problem';
import type { MenuConfig } from '@/config/menu';
import { form } from '@/config/routes';
import { ROUTES, smallMenu } from '../../fixtures/configs/small-configs';

const LANGUAGES = ['en', 'de'];

/** Catalogues holding every key the small menu uses, minus `drop` in `dropIn`. */
function catalogues(menu: MenuConfig, drop?: string, dropIn: readonly string[] = LANGUAGES): Catalogue[] {
  return LANGUAGES.map((language) => {
    const tree: Record<string, unknown> = {};
    for (const { key } of usedTextKeys(menu)) {
      if (key === drop && dropIn.includes(language)) continue;
      const path = key.replace(/^menu:/, '').split('.');
      let node = tree;
      for (const part of path.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
      node[path.at(-1) as string] = `${language} text`;
    }
    return { language, namespace: 'menu', tree };
  });
}

const input = (patch: Partial<ConfigInput> = {}): ConfigInput => ({
  routes: ROUTES,
  menu: smallMenu(),
  schemaFiles: [],
  catalogues: catalogues(smallMenu()),
  languages: LANGUAGES,
  ...patch,
});
const lines = (patch: Partial<ConfigInput> = {}) =>
  checkConfigs(input(patch)).map((p) => `${p.severity}: ${formatProblem(p)}`);

describe('checkConfigs', () => {
  it('is silent about good configs', () => {
    expect(lines()).toEqual([]);
  });

  it('reports a menu title missing from a catalogue, naming the item and the language', () => {
    const menu = smallMenu();
    expect(lines({ catalogues: catalogues(menu, 'menu:items.sendMoney', ['de']) })).toEqual([
      'error: menu.config.ts › merchant sidebar › area "wallet" › item "send": text key "menu:items.sendMoney" has no translation in de: add it to locales/<language>/menu.json for that language.',
      'error: menu.config.ts › personal menu › item "send": text key "menu:items.sendMoney" has no translation in de: add it to locales/<language>/menu.json for that language.',
    ]);
  });

  it('reports a misspelt title key with the key it probably means', () => {
    const menu = smallMenu();
    menu.merchant.bottom = [
      { id: 'support', route: 'support', title: 'menu:items.suport', icon: 'LifeBuoy' },
    ];
    expect(lines({ menu, catalogues: catalogues(smallMenu()) })).toEqual([
      'error: menu.config.ts › merchant sidebar › bottom group › item "support": text key "menu:items.suport" is missing in every language: add it to locales/en/menu.json and the other 14 catalogues. Did you mean "menu:items.support"?',
    ]);
  });

  it('puts errors before notes, and files that failed to load first', () => {
    const routes = [...ROUTES.slice(0, -1), { ...ROUTES.at(-1)!, page: form('support') }];
    // A startup dialog left out of the list is a note: it never opens, and nothing breaks.
    const menu = { ...smallMenu(), startupDialogs: smallMenu().startupDialogs.slice(1) };
    const loadProblem = {
      severity: 'error' as const,
      kind: 'load-failed',
      file: 'routes.config.ts',
      where: [],
      message: 'boom',
    };
    const schemaFiles = [{ path: 'schemas/forms/x.json', text: '{' }];
    const titles = LANGUAGES.map((language) => ({
      language,
      namespace: 'routes',
      tree: { titles: { support: 'Support' } },
    }));
    const patch = {
      routes,
      menu,
      schemaFiles,
      loadProblems: [loadProblem],
      catalogues: [...catalogues(smallMenu()), ...titles],
    };
    // Severity and place only: the messages have tests of their own.
    expect(lines(patch).map((line) => line.split(': ').slice(0, 2).join(': '))).toEqual([
      'error: routes.config.ts',
      'error: routes.config.ts › route "support"',
      'error: schemas/forms/x.json › line 1 (the file ends too early)',
      'note: menu.config.ts › startup dialogs',
    ]);
  });

  it('reports a menu it cannot read instead of crashing', () => {
    const menu = { ...smallMenu(), account: 42 } as unknown as MenuConfig;
    const broken = {
      ...menu,
      merchant: { ...menu.merchant, areas: [{ id: 'x', title: 't', icon: 'Wallet', items: 'x' }] },
    };
    expect(() => lines({ menu: broken as unknown as MenuConfig })).not.toThrow();
  });
});
