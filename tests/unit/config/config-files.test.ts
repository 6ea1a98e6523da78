import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configFileExists, loadConfigFile, type ConfigKind } from '@/config/config-files';

const KINDS: ConfigKind[] = ['form', 'table', 'detail', 'wizard'];
const namesOf = (kind: ConfigKind) =>
  readdirSync(join(process.cwd(), 'schemas', `${kind}s`))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length));

describe('the config files’ loaders', () => {
  it.each(KINDS)('know every %s file under schemas/ and nothing else', (kind) => {
    const names = namesOf(kind);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(configFileExists(kind, name), `${kind}/${name}`).toBe(true);
    expect(configFileExists(kind, 'no-such-file')).toBe(false);
    expect(configFileExists(kind, 'toString')).toBe(false);
  });

  it('load a file by kind and name, and refuse one that does not exist', async () => {
    const file = await loadConfigFile('table', 'transactions');
    expect(file).toHaveProperty('columns');
    await expect(loadConfigFile('form', 'no-such-file')).rejects.toThrow('schemas/forms/no-such-file.json');
  });
});
