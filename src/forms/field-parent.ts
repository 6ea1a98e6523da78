type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The object or list entry at an id path (`prices_0` → `data.prices[0]`); keys may hold underscores. */
function objectAt(node: unknown, path: string): Json | undefined {
  if (path === '') return isObject(node) ? node : undefined;
  const keys = Array.isArray(node)
    ? node.map((_, index) => String(index))
    : isObject(node)
      ? Object.keys(node)
      : [];
  // The longest key first: `bank_account` before `bank` when both could start `bank_account_id`.
  for (const key of keys.sort((a, b) => b.length - a.length)) {
    if (path !== key && !path.startsWith(`${key}_`)) continue;
    const found = objectAt((node as Json)[key], path.slice(key.length + 1));
    if (found) return found;
  }
  return undefined;
}

/**
 * The object a widget's field belongs to, read from the whole form's data by the widget's id (RJSF ids join the
 * path with `_`): `root_prices_0_amount` of the field `amount` is `formData.prices[0]`, `root_amount` the form
 * data itself. A widget reads its siblings there, so one inside a list entry sees that entry's fields.
 *
 * @example fieldParent({ prices: [{ currency: 'JPY' }] }, 'root_prices_0_amount', 'amount') // { currency: 'JPY' }
 */
export function fieldParent(formData: Json, id: string, name: string, idPrefix = 'root'): Json | undefined {
  const suffix = `_${name}`;
  if (!id.endsWith(suffix)) return undefined;
  const path = id.slice(0, -suffix.length);
  if (path === idPrefix) return formData;
  return path.startsWith(`${idPrefix}_`) ? objectAt(formData, path.slice(idPrefix.length + 1)) : undefined;
}
