import { maskGroupsOf } from '@/lib/masks';

/**
 * A masked form field the API takes as several body fields (`submit.parts`): the card expiry typed as one
 * "2031-07" is sent as `exp_year: 2031, exp_month: 7`. The field's mask says where each part starts.
 */
export type SubmitParts = Record<string, readonly string[]>;

/**
 * The body with each parted field replaced by its parts, cut at the mask's groups; a part of digits only is
 * sent as a number. A field left empty sends no parts (the server says they are required).
 *
 * @example
 * splitParts({ expiry: '203107' }, { expiry: ['exp_year', 'exp_month'] }, uiWithMonthYearMask);
 * // { exp_year: 2031, exp_month: 7 }
 */
export function splitParts(
  body: Record<string, unknown>,
  parts: SubmitParts | undefined,
  uiSchema: unknown,
): Record<string, unknown> {
  const out = { ...body };
  for (const [field, names] of Object.entries(parts ?? {})) {
    const value = out[field];
    delete out[field];
    if (typeof value !== 'string' || value === '') continue;
    const groups = maskGroupsOf(uiSchema, field) ?? [value.length];
    let start = 0;
    names.forEach((name, index) => {
      const piece = value.slice(start, start + (groups[index] ?? 0));
      start += groups[index] ?? 0;
      if (piece !== '') out[name] = /^\d+$/.test(piece) ? Number(piece) : piece;
    });
  }
  return out;
}

/** The server's field errors with those on a part moved to the form field it came from. */
export function errorsOnFields(
  errors: Record<string, string[]>,
  parts: SubmitParts | undefined,
): Record<string, string[]> {
  const fieldOfPart = new Map(
    Object.entries(parts ?? {}).flatMap(([field, names]) => names.map((name) => [name, field] as const)),
  );
  const out: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(errors)) {
    const field = fieldOfPart.get(name) ?? name;
    out[field] = [...(out[field] ?? []), ...messages];
  }
  return out;
}

/**
 * The server's field errors with those on an `extra` body field that reads a form field (`"document_front_id":
 * { "$field": "document_front.0.id" }`) moved to that field's top level, so the message shows where the person
 * chose the value.
 */
export function errorsOnExtras(
  errors: Record<string, string[]>,
  extra: Readonly<Record<string, unknown>> | undefined,
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(errors)) {
    const ref = extra?.[name];
    const path = typeof ref === 'object' && ref !== null ? (ref as { $field?: unknown }).$field : undefined;
    const field = typeof path === 'string' ? (path.split('.')[0] ?? name).replace(/\[\]$/, '') : name;
    out[field] = [...(out[field] ?? []), ...messages];
  }
  return out;
}
