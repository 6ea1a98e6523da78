import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readPageNamespaces } from '../../../scripts/vite-plugin-page-namespaces';
import { pageNamespaces } from '../../../src/forms/text-namespaces';
import { routes } from '../../../routes.config';

const file = (folder: string, name: string) =>
  JSON.parse(readFileSync(join(process.cwd(), 'schemas', folder, `${name}.json`), 'utf8')) as unknown;

describe("each config page's namespaces, read at build time", () => {
  const map = readPageNamespaces();

  it('gives a table page its file’s namespaces and the list engine’s', () => {
    expect(map['table/transactions']).toEqual(pageNamespaces('table', file('tables', 'transactions')));
    expect(map['table/transactions']).toEqual(expect.arrayContaining(['lists', 'statuses', 'forms']));
    expect(map['form/send-money']).toEqual(pageNamespaces('form', file('forms', 'send-money')));
  });

  it('has an entry for every config page a route draws from a file', () => {
    const pages = routes.flatMap((route) => {
      const page = 'page' in route ? (route.page as { kind: string; name?: string }) : undefined;
      const path = page?.name && join(process.cwd(), 'schemas', `${page.kind}s`, `${page.name}.json`);
      return path && existsSync(path) ? [`${page.kind}/${page.name}`] : [];
    });
    expect(pages.length).toBeGreaterThan(20);
    expect(pages.filter((page) => !map[page])).toEqual([]);
  });
});

describe('catalogues asked for before i18next starts', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are fetched once, in the start language, and handed to i18next when a page asks', async () => {
    vi.resetModules();
    const fetch = vi.fn(async (url: string) => Response.json({ title: `from ${url}` }));
    vi.stubGlobal('fetch', fetch);
    const { prefetchCatalogues, prefetchFrameCatalogues, setupI18n } = await import('@/i18n/setup');
    prefetchFrameCatalogues('de');
    prefetchCatalogues(['lists', 'common']);
    prefetchCatalogues(['lists']);
    const asked = () => fetch.mock.calls.map(([url]) => String(url).replace(/\?.*/, ''));
    // The frame's namespaces come in frame.json; a page's once each.
    expect(asked()).toEqual(['/locales/de/frame.json', '/locales/de/lists.json']);
    const i18n = await setupI18n('de');
    await i18n.loadNamespaces('lists');
    expect(asked().filter((url) => url === '/locales/de/lists.json')).toHaveLength(1);
    expect(i18n.t('lists:title')).toMatch(/^from .*\/locales\/de\/lists\.json/);
  });
});
