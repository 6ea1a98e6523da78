#!/usr/bin/env node
// Regenerates src/api/generated/<service>.ts from openapi/<service>.yaml.
// With --check it writes nothing and fails when the committed files are stale, naming each one.
import { readdirSync, readFileSync, writeFileSync, mkdirSync, existsSync } from 'node:fs';
import { join, basename } from 'node:path';
import { pathToFileURL } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { parse } from 'yaml';

const root = new URL('..', import.meta.url).pathname;
const specDir = join(root, 'openapi');
const outDir = join(root, 'src/api/generated');
const check = process.argv.includes('--check');

const specs = readdirSync(specDir).filter((f) => f.endsWith('.yaml') && !f.startsWith('.'));
const stale = [];
mkdirSync(outDir, { recursive: true });

/** Writes `contents` to src/api/generated/<name>, or (with --check) notes it when the committed file differs. */
function emit(name, contents) {
  const target = join(outDir, name);
  if (check) {
    if (!existsSync(target) || readFileSync(target, 'utf8') !== contents)
      stale.push(`src/api/generated/${name}`);
  } else {
    writeFileSync(target, contents);
    console.log(`wrote src/api/generated/${name}`);
  }
}

const WRITE_METHODS = ['post', 'put', 'patch', 'delete'];

/**
 * The paths of operations a document marks `x-read-only: true`: writes by method (the API asks for them by
 * POST) that only read. A GET marked so, or a mark that is not `true`, is a mistake in the document.
 */
function readsByMethod(file, document) {
  const reads = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(item ?? {})) {
      const mark = operation?.['x-read-only'];
      if (mark === undefined) continue;
      if (mark !== true || !WRITE_METHODS.includes(method))
        throw new Error(
          `openapi/${file}: ${method.toUpperCase()} ${path} has x-read-only: ${JSON.stringify(mark)}; ` +
            'only a POST, PUT, PATCH or DELETE that only reads may say x-read-only: true.',
        );
      reads.push(path);
    }
  }
  return reads.sort();
}

const readOnly = {};

for (const file of specs) {
  const service = basename(file, '.yaml');
  const ast = await openapiTS(pathToFileURL(join(specDir, file)), {
    alphabetize: false,
    immutable: false,
    exportType: false,
  });
  const header = `/**\n * Generated from openapi/${file} by \`npm run gen:api\`. Do not edit by hand: edit the spec and regenerate.\n */\n\n`;
  emit(`${service}.ts`, header + astToString(ast));
  readOnly[service] = readsByMethod(file, parse(readFileSync(join(specDir, file), 'utf8')));
}

emit(
  'read-only-operations.ts',
  [
    '/**',
    ' * Generated from openapi/*.yaml by `npm run gen:api`. Do not edit by hand: edit the spec and regenerate.',
    ' * Per service, the paths of operations the API asks for by POST (or another write method) that only read:',
    ' * those marked `x-read-only: true`.',
    ' */',
    '',
    `export const READ_ONLY_OPERATIONS = ${JSON.stringify(readOnly, null, 2).replace(/"/g, "'")} as const;`,
    '',
  ].join('\n'),
);

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
