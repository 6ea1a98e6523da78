import { describe, expect, it, vi } from 'vitest';

const prefetched = vi.hoisted(() => [] as string[][]);
vi.mock('@/i18n/setup', () => ({
  prefetchCatalogues: (namespaces: string[]) => prefetched.push([...namespaces]),
}));

const { loadPageComponent } = await import('@/app/page-component');

describe("a bespoke screen's texts", () => {
  it('start as soon as its chunk is in, when the screen names them', async () => {
    const Screen = () => null;
    const component = await loadPageComponent('report', {
      kind: 'screen',
      load: () => Promise.resolve({ default: Screen, textNamespaces: ['home', 'wallet'] }),
    });
    expect(component).toBe(Screen);
    expect(prefetched).toContainEqual(['home', 'wallet']);
  });

  it('are left to the screen when it names none', async () => {
    prefetched.length = 0;
    await loadPageComponent('plain', {
      kind: 'screen',
      load: () => Promise.resolve({ default: () => null }),
    });
    expect(prefetched.flat()).toEqual([]);
  });
});
