import type { OptionSource } from './option-source';

// One file per source: adding a source is adding a file (config:check reads the same folder for the names).
const modules = import.meta.glob<{ source: OptionSource }>('./sources/*.ts', { eager: true });

/** Every option source a form file may name, by file name. */
export const OPTION_SOURCES: Readonly<Record<string, OptionSource>> = Object.fromEntries(
  Object.entries(modules).map(([path, module]) => [
    path.slice('./sources/'.length, -'.ts'.length),
    module.source,
  ]),
);

export const isOptionSourceName = (name: unknown): name is string =>
  typeof name === 'string' && Object.hasOwn(OPTION_SOURCES, name);
