import { describe, expect, it } from 'vitest';
import { leanPreload, loadedWithEntries } from '../../../scripts/vite-plugin-lean-preload';

const chunk = (imports: string[], isEntry = false) => ({ type: 'chunk' as const, isEntry, imports });

const bundle = {
  'assets/index.js': chunk(['assets/router.js', 'assets/i18n.js'], true),
  'assets/router.js': chunk(['assets/runtime.js']),
  'assets/i18n.js': chunk([]),
  'assets/runtime.js': chunk([]),
  'assets/form.js': chunk(['assets/router.js', 'assets/ajv.js']),
  'assets/ajv.js': chunk([]),
  'assets/index.css': { type: 'asset' as const },
};

describe('lean preload lists', () => {
  it('knows every chunk the entry loads, through its imports', () => {
    expect([...loadedWithEntries(bundle)].sort()).toEqual([
      'assets/i18n.js',
      'assets/index.js',
      'assets/router.js',
      'assets/runtime.js',
    ]);
  });

  it("drops the entry's chunks from a lazy import's list and keeps the HTML's preloads whole", () => {
    const { plugin, modulePreload } = leanPreload();
    (plugin.generateBundle as (options: unknown, output: unknown) => void)({}, bundle);
    const deps = ['assets/form.js', 'assets/router.js', 'assets/ajv.js', 'assets/runtime.js'];
    expect(
      modulePreload.resolveDependencies('assets/form.js', deps, { hostId: 'x', hostType: 'js' }),
    ).toEqual(['assets/form.js', 'assets/ajv.js']);
    expect(
      modulePreload.resolveDependencies('assets/index.js', deps, { hostId: 'index.html', hostType: 'html' }),
    ).toEqual(deps);
  });

  it('drops the list of an import that needs no other file', () => {
    const { plugin, modulePreload } = leanPreload();
    (plugin.generateBundle as (options: unknown, output: unknown) => void)({}, bundle);
    const js = { hostId: 'x', hostType: 'js' } as const;
    expect(
      modulePreload.resolveDependencies('assets/file.js', ['assets/file.js', 'assets/router.js'], js),
    ).toEqual([]);
    expect(
      modulePreload.resolveDependencies('assets/file.js', ['assets/file.js', 'assets/x.css'], js),
    ).toEqual(['assets/file.js', 'assets/x.css']);
  });
});
