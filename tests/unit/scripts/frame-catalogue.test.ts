import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { frameCatalogue } from '../../../scripts/vite-plugin-locales';
import { frameNamespaces } from '../../../src/i18n/frame-namespaces';

const folder = join(process.cwd(), 'locales');
const catalogue = (language: string, namespace: string) =>
  JSON.parse(readFileSync(join(folder, language, `${namespace}.json`), 'utf8')) as unknown;

describe("the frame's catalogues in one file", () => {
  it.each(['en', 'ar_EG'])('holds each frame namespace of %s as its own file has it', (language) => {
    const frame = JSON.parse(frameCatalogue(folder, language, true)) as Record<string, unknown>;
    expect(Object.keys(frame)).toEqual(frameNamespaces(true));
    for (const namespace of frameNamespaces(true))
      expect(frame[namespace]).toEqual(catalogue(language, namespace));
  });

  it("leaves the demo's texts out of a build with a real backend", () => {
    const frame = JSON.parse(frameCatalogue(folder, 'en', false)) as Record<string, unknown>;
    expect(Object.keys(frame)).not.toContain('demo');
    expect(Object.keys(frame)).toEqual(frameNamespaces(false));
  });
});
