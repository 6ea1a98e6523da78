/** The fields of POST /api/v2/issuing/cards that the order page shows. */
export const ORDER_FIELDS = ['factor', 'design', 'currency'] as const;
export type OrderField = (typeof ORDER_FIELDS)[number];

/**
 * The app's error policy answers this 403 itself (a notice and the way home, src/app/error-policy.ts, which a
 * screen may not import): the page adds nothing, or the person would read it twice.
 */
const FEATURE_DISABLED = 'This feature is unavailable for your account.';

interface Failure {
  message?: unknown;
  statusCode?: unknown;
  errors?: Record<string, string[]>;
}

/**
 * Where a refused order is told: each message the server pins on a field the page shows goes to that field
 * (the choices stay as they are); anything else is one notice with the server's message. `notice` is false
 * when every message found its field or when the error policy already spoke.
 */
export interface OrderRefusal {
  fields: Partial<Record<OrderField, string>>;
  notice: boolean;
}

const isOrderField = (field: string): field is OrderField =>
  (ORDER_FIELDS as readonly string[]).includes(field);

export function refusalOf(failure: Failure): OrderRefusal {
  if (failure.statusCode === 403 && failure.message === FEATURE_DISABLED)
    return { fields: {}, notice: false };
  const fields: OrderRefusal['fields'] = {};
  let elsewhere = false;
  for (const [field, messages] of Object.entries(failure.errors ?? {})) {
    const message = messages.find((text) => text.trim());
    if (!message) continue;
    if (isOrderField(field)) fields[field] ??= message;
    else elsewhere = true;
  }
  return { fields, notice: elsewhere || Object.keys(fields).length === 0 };
}
