// Arabic reads right to left (spec A §1): the layout mirrors only if spacing, borders, corners and alignment use
// logical Tailwind utilities (ms-/me-/ps-/pe-/start-/end-/text-start ...). This finds physical ones in the
// class strings of the app's components, so a new screen cannot quietly break the Arabic layout.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../../../src/', import.meta.url));

const PHYSICAL =
  /^-?(?:ml|mr|pl|pr|left|right|border-l|border-r|rounded-l|rounded-r|rounded-tl|rounded-tr|rounded-bl|rounded-br|scroll-ml|scroll-mr|scroll-pl|scroll-pr)-|^(?:text-left|text-right|float-left|float-right|border-l|border-r|rounded-l|rounded-r|clear-left|clear-right)$/;

/** The utilities of a class string, variants stripped: `sm:hover:ml-2` → `ml-2`. */
const utilities = (classes: string) =>
  classes
    .split(/\s+/)
    .filter(Boolean)
    .map((token) => token.slice(token.lastIndexOf(':') + 1).replace(/^!/, ''));

/** String literals of a source file (quotes and template texts), comments skipped. */
function literals(text: string): string[] {
  const code = text.replace(/\/\*[\s\S]*?\*\/|(?<![:'"`\\])\/\/[^\n]*/g, '');
  return [...code.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)].map((m) => m[1] ?? m[2] ?? m[3] ?? '');
}

function physicalClasses(text: string): string[] {
  return literals(text).flatMap((literal) => utilities(literal).filter((u) => PHYSICAL.test(u)));
}

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );

describe('logical CSS only (right-to-left layouts mirror)', () => {
  it('recognises physical utilities and leaves logical ones', () => {
    expect(
      physicalClasses(`<div className="ms-2 pe-4 sm:ml-3 text-start hover:border-r rounded-tl-md" />`),
    ).toEqual(['ml-3', 'border-r', 'rounded-tl-md']);
    expect(physicalClasses(`cn('start-0 end-2 text-end', open && '-mr-1')`)).toEqual(['-mr-1']);
    expect(physicalClasses(`// a right-to-left comment, text-left\nconst x = 'border-s';`)).toEqual([]);
  });

  const files = walk(SRC).filter((file) => file.endsWith('.tsx') && !file.includes('/mocks/'));
  it.each(files.map((file) => [file.slice(SRC.length), file]))('%s uses logical utilities', (_name, file) => {
    expect(physicalClasses(readFileSync(file, 'utf8'))).toEqual([]);
  });
});
