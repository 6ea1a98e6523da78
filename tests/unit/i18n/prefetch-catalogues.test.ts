import { afterEach, describe, expect, it, vi } from 'vitest';

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
