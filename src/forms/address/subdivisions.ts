import type { AddressFieldSpec, Subdivision } from './address-fields';

/** The select fields in level order: level 1 is fed by the tree's top, level 2 by the chosen level 1, … */
const selectsByLevel = (fields: readonly AddressFieldSpec[]) =>
  fields.filter((field) => field.kind === 'select').sort((a, b) => (a.level ?? 1) - (b.level ?? 1));

/**
 * The choices of a subdivision select: the tree's top for level 1; for a deeper level, the children of the
 * subdivision chosen in the select one level up. Empty while that one is not chosen (or not found), so the
 * select waits for it.
 */
export function subdivisionOptions(
  tree: readonly Subdivision[] | undefined,
  fields: readonly AddressFieldSpec[],
  values: Readonly<Record<string, unknown>>,
  field: AddressFieldSpec,
): Subdivision[] {
  let nodes: readonly Subdivision[] = tree ?? [];
  for (const parent of selectsByLevel(fields)) {
    if ((parent.level ?? 1) >= (field.level ?? 1)) break;
    const chosen = nodes.find((node) => node.code === values[parent.name]);
    nodes = chosen?.children ?? [];
  }
  return [...nodes];
}

/** The select fields below `field` in the tree, whose choice stops making sense when `field` changes. */
export function dependentSelects(fields: readonly AddressFieldSpec[], field: AddressFieldSpec): string[] {
  if (field.kind !== 'select') return [];
  return selectsByLevel(fields)
    .filter((other) => (other.level ?? 1) > (field.level ?? 1))
    .map((other) => other.name);
}

/**
 * The value after one field changed: empties become absent (so `required` sees them), and a changed
 * subdivision clears the ones below it.
 */
export function changeField(
  value: Readonly<Record<string, unknown>>,
  fields: readonly AddressFieldSpec[],
  field: AddressFieldSpec,
  next: string | undefined,
): Record<string, unknown> {
  const result: Record<string, unknown> = { ...value };
  if (next === undefined || next === '') delete result[field.name];
  else result[field.name] = next;
  if (value[field.name] !== next) for (const name of dependentSelects(fields, field)) delete result[name];
  return result;
}
