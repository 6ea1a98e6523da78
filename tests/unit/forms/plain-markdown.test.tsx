// The build hands @rjsf/core src/forms/plain-markdown.tsx for `markdown-to-jsx/react` (the alias in
// vite.config.ts: 30.9 KB gzip off a form page's first load, docs/performance.md "Module swaps"). These tests
// fail when RJSF changes where or how it renders Markdown, or when a form file asks for Markdown.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markdown } from '@/forms/plain-markdown';
import { importsOf, jsFiles, packageDir } from './library-files';

const rjsfCore = join(packageDir('@rjsf/core'), 'lib');
const users = new Map([...jsFiles(rjsfCore)].filter(([, code]) => importsOf(code, 'markdown-to-jsx').length));

describe('where @rjsf/core renders Markdown', () => {
  it("is five components, each importing `Markdown` from 'markdown-to-jsx/react', the specifier the alias keys on", () => {
    expect([...users.keys()].sort()).toEqual([
      'components/RichDescription.js',
      'components/RichHelp.js',
      'components/fields/ObjectField.js',
      'components/templates/UnsupportedField.js',
      'components/widgets/FileWidget.js',
    ]);
    for (const [file, code] of users)
      expect(importsOf(code, 'markdown-to-jsx'), file).toEqual([
        "import { Markdown } from 'markdown-to-jsx/react';",
      ]);
  });

  it("renders a form's description or help as Markdown only with enableMarkdownInDescription / InHelp", () => {
    for (const [file, option] of [
      ['components/RichDescription.js', 'enableMarkdownInDescription'],
      ['components/RichHelp.js', 'enableMarkdownInHelp'],
    ] as const)
      expect(users.get(file), file).toMatch(
        new RegExp(
          `if \\(uiOptions\\.${option} && typeof \\w+ === 'string'\\) \\{\\s*return \\(_jsx\\(Markdown,`,
        ),
      );
  });

  it('elsewhere, only for its own messages: a broken schema (UnsupportedField, ObjectField) and core FileWidget', () => {
    for (const file of ['components/templates/UnsupportedField.js', 'components/fields/ObjectField.js'])
      expect(users.get(file), file).toMatch(/_jsx\(Markdown, \{[^}]*\}, children: translateString\(/);
    expect(users.get('components/widgets/FileWidget.js')).toMatch(
      /_jsx\(Markdown, \{ children: translateString\(TranslatableString\.FilesInfo,/,
    );
  });
});

describe('the Markdown stand-in', () => {
  it('shows the text as written, ignoring the options', () => {
    expect(
      renderToStaticMarkup(<Markdown options={{ disableParsingRawHTML: true }}>{'**a** <b>c</b>'}</Markdown>),
    ).toBe('**a** &lt;b&gt;c&lt;/b&gt;');
  });

  it('is never asked for a form text: no form, wizard or detail file turns Markdown on', () => {
    const schemas = new URL('../../../schemas/', import.meta.url);
    for (const folder of readdirSync(schemas, { withFileTypes: true }).filter((entry) => entry.isDirectory()))
      for (const file of readdirSync(new URL(`${folder.name}/`, schemas)).filter((name) =>
        name.endsWith('.json'),
      ))
        expect(
          readFileSync(new URL(`${folder.name}/${file}`, schemas), 'utf8'),
          `${folder.name}/${file}`,
        ).not.toMatch(/enableMarkdownIn/);
  });
});
