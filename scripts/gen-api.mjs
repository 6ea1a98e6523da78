#!/usr/bin/env node
// Regenerates src/api/generated/<service>.ts from openapi/<service>.yaml.
// With --check it writes nothing and fails when the committed files are stale, naming each one.
import { readdirSync, readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { join, basename } from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';

const root = new URL('..', import.meta.url).pathname;
const specDir = join(root, 'openapi');
const outDir = join(root, 'src/api/generated');
const check = process.argv.includes('--check');

const specs = readdirSync(specDir).filter((f) => f.endsWith('.yaml') && !f.startsWith('.'));
const stale = [];
mkdirSync(outDir, { recursive: true });

for (const file of specs) {
  const service = basename(file, '.yaml');
  const ast = await openapiTS(pathToFileURL(join(specDir, file)), {
    alphabetize: false,
    immutable: false,
    exportType: false,
  });
  const header = `/**\n * Generated from openapi/${file} by \`npm run gen:api\`. Do not edit by hand: edit the spec and regenerate.\n */\n\n`;
  const contents = header + astToString(ast);
  const target = join(outDir, `${service}.ts`);
  if (check) {
    if (!existsSync(target) || readFileSync(target, 'utf8') !== contents)
      stale.push(`src/api/generated/${service}.ts`);
  } else {
    writeFileSync(target, contents);
    console.log(`wrote src/api/generated/${service}.ts`);
  }
}

if (check) {
  if (stale.length) {
    console.error(
      `The generated API client is out of date with openapi/:\n  ${stale.join('\n  ')}\n` +
        'Run `npm run gen:api` and commit the result.',
    );
    process.exit(1);
  }
  console.log(`generated client is up to date (${specs.length} documents)`);
}
