/**
 * Checks the JSON files under `schemas/`: each parses, and each `$ref` / `$schema` that points at another file
 * points at one that exists (and, with a `#/...` part, at a place in it that exists). Pure: the caller reads
 * the files.
 */
import { reporter, type Problem } from './check-problem';
import { suggestion } from './did-you-mean';

export interface SourceFile {
  /** Relative to the project root, with `/`, e.g. `schemas/forms/send-money.json`. */
  path: string;
  text: string;
}

/** Line and column (both from 1) of a character offset. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: (before.at(-1)?.length ?? 0) + 1 };
}

/** Where a JSON.parse error happened; engines word it as "position N" or "line L column C". */
function parseErrorPlace(text: string, message: string): string {
  const lineColumn = /line (\d+) column (\d+)/.exec(message);
  if (lineColumn) return `line ${lineColumn[1]}, column ${lineColumn[2]}`;
  const position = /position (\d+)/.exec(message);
  const offset = position ? Number(position[1]) : text.length;
  if (offset >= text.trimEnd().length)
    return `line ${text.trimEnd().split('\n').length} (the file ends too early)`;
  const { line, column } = lineAndColumn(text, offset);
  return `line ${line}, column ${column}`;
}

/** The readable part of a JSON.parse message, without the engine's own position note. */
const parseErrorText = (message: string) =>
  message
    .replace(/ in JSON at position \d+.*$/s, '')
    .replace(/ \(line \d+ column \d+\)/, '')
    .replace(/, ".*" is not valid JSON$/s, '');

/** Resolves `./a/../b.json` against the folder of `from`, always with `/`. */
export function resolvePath(from: string, ref: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const part of ref.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  }
  return parts.join('/');
}

/** Follows a JSON pointer (`/properties/amount`); undefined when it leads nowhere. */
function follow(document: unknown, pointer: string): unknown {
  let node = document;
  for (const raw of pointer.split('/').slice(1)) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (typeof node !== 'object' || node === null || !(key in node)) return undefined;
    node = (node as Record<string, unknown>)[key];
  }
  return node;
}

/** Every `$ref` and `$schema` string in a document, with the JSON path it sits at. */
function references(node: unknown, at: string[] = []): { key: string; value: string; at: string }[] {
  if (typeof node !== 'object' || node === null) return [];
  return Object.entries(node).flatMap(([key, value]) =>
    (key === '$ref' || key === '$schema') && typeof value === 'string'
      ? [{ key, value, at: at.join('.') || 'top level' }]
      : references(value, [...at, key]),
  );
}

const isExternal = (ref: string) => /^[a-z][a-z0-9+.-]*:/i.test(ref);

/** Every problem of the schema files. */
export function checkSchemas(files: readonly SourceFile[]): Problem[] {
  const problems: Problem[] = [];
  const parsed = new Map<string, unknown>();
  for (const file of files) {
    try {
      parsed.set(file.path, JSON.parse(file.text));
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      reporter(
        file.path,
        problems,
      )([parseErrorPlace(file.text, message)]).error(
        'json-syntax',
        `this is not valid JSON: ${parseErrorText(message)}. Look for a missing or extra comma, quote or bracket there.`,
      );
    }
  }
  const paths = files.map((file) => file.path);
  for (const [path, document] of parsed) {
    for (const ref of references(document)) {
      if (isExternal(ref.value)) continue;
      const here = reporter(path, problems)([ref.at]);
      const [target = '', pointer] = ref.value.split('#', 2);
      const targetPath = target === '' ? path : resolvePath(path, target);
      if (target !== '' && !paths.includes(targetPath)) {
        const near = suggestion(targetPath, paths, { list: false });
        here.error(
          'missing-ref',
          `${ref.key} "${ref.value}" points at ${targetPath}, which does not exist.${near}`,
        );
      } else if (pointer && parsed.has(targetPath) && follow(parsed.get(targetPath), pointer) === undefined) {
        here.error(
          'missing-ref',
          `${ref.key} "${ref.value}" points at "#${pointer}", which is not in ${targetPath}.`,
        );
      }
    }
  }
  return problems;
}
