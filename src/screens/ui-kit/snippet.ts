/** Longest line a snippet keeps a list or an object on before it breaks it up. */
const LINE = 72;

/**
 * JSON as a person writes it in a config file: a short object or list on one line, a longer one broken up,
 * two spaces a level.
 *
 * @example
 * configJson({ amount: { 'ui:widget': 'money' } }) // '{ "amount": { "ui:widget": "money" } }'
 */
export function configJson(value: unknown, indent = ''): string {
  const flat = oneLine(value);
  if (flat.length + indent.length <= LINE || value === null || typeof value !== 'object') return flat;
  const inner = `${indent}  `;
  if (Array.isArray(value))
    return `[\n${value.map((item) => inner + configJson(item, inner)).join(',\n')}\n${indent}]`;
  const entries = Object.entries(value as Record<string, unknown>).map(
    ([key, item]) => `${inner}${JSON.stringify(key)}: ${configJson(item, inner)}`,
  );
  return `{\n${entries.join(',\n')}\n${indent}}`;
}

function oneLine(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(oneLine).join(', ')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length === 0) return '{}';
    return `{ ${entries.map(([key, item]) => `${JSON.stringify(key)}: ${oneLine(item)}`).join(', ')} }`;
  }
  return JSON.stringify(value);
}

/** `"name": value`, the way a setting of a config file reads. */
export const setting = (name: string, value: unknown): string => `"${name}": ${configJson(value)}`;
