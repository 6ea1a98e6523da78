import { describe, expect, it } from 'vitest';
import { checkTranslations, leafKeys, splitKey, type Catalogue } from '@/config/check-locales';
import { formatProblem } from '@/config/check-problem';

const LANGUAGES = ['en', 'de', 'ar_EG'];
const menu = (language: string, tree: Record<string, unknown>): Catalogue => ({
  language,
  namespace: 'menu',
  tree,
});
const full = {
  items: { sendMoney: 'Send money', transactions_one: 'Transaction', transactions_other: 'Transactions' },
};
const CATALOGUES = [
  menu('en', full),
  menu('de', full),
  menu('ar_EG', { items: { transactions_other: 'x' } }),
];
const used = (key: string) => ({ key, file: 'menu.config.ts', where: ['merchant sidebar', 'item "send"'] });
const messages = (key: string) =>
  checkTranslations([used(key)], CATALOGUES, LANGUAGES, 'common').map(formatProblem);

describe('checkTranslations', () => {
  it('accepts a key every catalogue has, also as plural forms', () => {
    expect(checkTranslations([used('menu:items.transactions')], CATALOGUES, LANGUAGES, 'common')).toEqual([]);
  });

  it('names the languages a key is missing in', () => {
    expect(messages('menu:items.sendMoney')).toEqual([
      'menu.config.ts › merchant sidebar › item "send": text key "menu:items.sendMoney" has no translation in ar_EG: add it to locales/<language>/menu.json for that language.',
    ]);
  });

  it('suggests the English key nearest to one missing everywhere', () => {
    expect(messages('menu:items.sendMony')).toEqual([
      'menu.config.ts › merchant sidebar › item "send": text key "menu:items.sendMony" is missing in every language: add it to locales/en/menu.json and the other 14 catalogues. Did you mean "menu:items.sendMoney"?',
    ]);
  });

  it('reports a namespace with no catalogue', () => {
    expect(messages('menus:items.sendMoney')[0]).toContain(
      'is missing in every language: add it to locales/en/menus.json',
    );
  });
});

describe('key helpers', () => {
  it('splits a namespace off a key, or uses the default', () => {
    expect(splitKey('menu:a.b', 'common')).toEqual(['menu', 'a.b']);
    expect(splitKey('a.b', 'common')).toEqual(['common', 'a.b']);
  });
  it('lists string leaves as dotted paths', () => {
    expect(leafKeys({ a: { b: 'x', c: { d: 'y' } }, e: 1 })).toEqual(['a.b', 'a.c.d']);
  });
});
