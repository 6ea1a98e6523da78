// Which form file has the most fields (nested ones counted, every branch of a condition too).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type Schema = Record<string, unknown>;
const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null;

export function countFields(schema: unknown): number {
  if (!isSchema(schema)) return 0;
  let count = 0;
  for (const property of Object.values(isSchema(schema.properties) ? schema.properties : {}))
    count += 1 + countFields(property);
  count += countFields(schema.items) + countFields(schema.then) + countFields(schema.else);
  for (const key of ['allOf', 'anyOf', 'oneOf'])
    if (Array.isArray(schema[key])) for (const branch of schema[key]) count += countFields(branch);
  return count;
}

export function largestForm(root: string): { file: string; fields: number } {
  const dir = join(root, 'schemas', 'forms');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .map((name) => ({
      file: `schemas/forms/${name}`,
      fields: countFields((JSON.parse(readFileSync(join(dir, name), 'utf8')) as Schema).schema),
    }))
    .sort((a, b) => b.fields - a.fields || a.file.localeCompare(b.file))[0]!;
}
