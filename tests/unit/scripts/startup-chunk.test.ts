import { describe, expect, it } from 'vitest';
import {
  isReexportOnly,
  startupChunk,
  staticClosureOfEntries,
} from '../../../scripts/vite-plugin-startup-chunk';

const node = (importedIds: string[], code = 'export const x = 1;', isEntry = false) => ({
  isEntry,
  importedIds,
  code,
});

const LUCIDE_INDEX = `"use strict";
/** @license lucide-react */
import * as index from './icons/index.mjs';
export { index as icons };
export { default as Loader, default as LoaderIcon } from './icons/loader.mjs';
export { default as Trophy } from './icons/trophy.mjs';
export * from './aliases.mjs';
//# sourceMappingURL=lucide-react.mjs.map`;

const graph: Record<string, ReturnType<typeof node>> = {
  '/index.html': node(['/src/main.tsx'], '', true),
  '/src/main.tsx': node(['/src/app.tsx', '/src/styles.css'], 'import "./app"; render();'),
  '/src/app.tsx': node(['/lucide/index.mjs', '/src/router.ts']),
  '/src/router.ts': node([]),
  '/src/styles.css': node([]),
  '/lucide/index.mjs': node(['/lucide/icons/loader.mjs', '/lucide/icons/trophy.mjs'], LUCIDE_INDEX),
  '/lucide/icons/loader.mjs': node([]),
  '/lucide/icons/trophy.mjs': node([]),
  '/src/pages/events.tsx': node(['/lucide/index.mjs']),
};
const info = (id: string) => graph[id] ?? null;

describe('the startup chunk', () => {
  it("gathers the modules the entry imports statically, without stylesheets or a barrel's members", () => {
    expect([...staticClosureOfEntries(Object.keys(graph), info)].sort()).toEqual([
      '/index.html',
      '/lucide/index.mjs',
      '/src/app.tsx',
      '/src/main.tsx',
      '/src/router.ts',
    ]);
  });

  it('tells a module that only re-exports from one with code of its own', () => {
    expect(isReexportOnly(LUCIDE_INDEX)).toBe(true);
    expect(isReexportOnly(`import { a } from './a.js';\nexport { a };\nexport * as b from "./b.js";`)).toBe(
      true,
    );
    expect(isReexportOnly(`import { a } from './a.js';\nexport const b = a + 1;`)).toBe(false);
    expect(isReexportOnly(`export { a } from './a.js';\nsetup();`)).toBe(false);
    expect(isReexportOnly(null)).toBe(false);
    expect(isReexportOnly(`import './polyfills.js';\nexport { a } from './a.js';`)).toBe(false);
    expect(isReexportOnly(`import '/src/main.tsx';`)).toBe(false);
  });

  it('hands the code-splitting group what the graph held when the build ended', () => {
    const { plugin, group } = startupChunk();
    const context = { getModuleIds: () => Object.keys(graph)[Symbol.iterator](), getModuleInfo: info };
    (plugin.buildEnd as (this: typeof context) => void).call(context);
    expect(group.test('/src/router.ts')).toBe(true);
    expect(group.test('/src/pages/events.tsx')).toBe(false);
    expect(group.test('/lucide/icons/trophy.mjs')).toBe(false);
  });
});
