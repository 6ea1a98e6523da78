/**
 * "Add a new one" from a select (send money → new contact → back): where a form goes after saving when it was
 * opened with `?returnTo=<path>&returnField=<field>`, and the draft of the form left behind, kept in
 * sessionStorage so nothing the person typed is lost on the way. Pure apart from the storage handed in.
 * `returnTo` is followed only as the sign-in's `continue` is (safeContinue: a same-origin path).
 */
import { safeContinue } from '@/access/safe-continue';

const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_-]{0,63}$/;

/** A top-level field name for `returnField`, or undefined. */
export const safeReturnField = (value: string | null | undefined): string | undefined =>
  value && FIELD_NAME.test(value) ? value : undefined;

/** Where a form opened with a `returnTo` goes after saving, or undefined when it was not (or the address is bad). */
export function returnTarget(query: URLSearchParams, savedId: unknown): string | undefined {
  const path = safeContinue(query.get('returnTo'));
  if (!path) return undefined;
  const field = safeReturnField(query.get('returnField'));
  if (!field || (typeof savedId !== 'string' && typeof savedId !== 'number')) return path;
  const url = new URL(path, 'https://return-to.invalid');
  url.searchParams.set(field, String(savedId));
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The address of the "add a new one" page: `to` with `returnTo` (the page the person is on) and `returnField`. */
export function addNewHref(to: string, here: string, field: string): string {
  const query = new URLSearchParams({ returnTo: here, returnField: field });
  return `${to}${to.includes('?') ? '&' : '?'}${query.toString()}`;
}

/** How long a left-behind draft is offered back: a draft from long ago would surprise more than help. */
export const DRAFT_MAX_AGE_MS = 30 * 60 * 1000;

const draftKey = (formName: string) => `form-draft:${formName}`;

type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Keeps the form's data while the person adds a new record elsewhere. Storage may refuse (full, private mode). */
export function saveDraft(
  storage: DraftStorage,
  formName: string,
  data: Record<string, unknown>,
  now = Date.now(),
): void {
  try {
    storage.setItem(draftKey(formName), JSON.stringify({ savedAt: now, data }));
  } catch {
    // Without storage the person retypes; the link still works.
  }
}

/** The draft left behind, once: it is removed as it is read. Undefined when there is none, it is old or broken. */
export function takeDraft(
  storage: DraftStorage,
  formName: string,
  now = Date.now(),
): Record<string, unknown> | undefined {
  let raw: string | null;
  try {
    raw = storage.getItem(draftKey(formName));
    storage.removeItem(draftKey(formName));
  } catch {
    return undefined;
  }
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as { savedAt?: unknown; data?: unknown };
    const fresh = typeof parsed.savedAt === 'number' && now - parsed.savedAt <= DRAFT_MAX_AGE_MS;
    const { data } = parsed;
    const usable = typeof data === 'object' && data !== null && !Array.isArray(data);
    return fresh && usable ? (data as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The values a form starts with: the loaded record, then the file's `initial`, then a restored draft (what the
 * person typed wins over defaults), then the `initial` values read from the address's query (the record just
 * added and handed back, `?recipient_id=ct_9`, wins over the draft's old choice).
 */
export function startingData(
  record: Record<string, unknown>,
  initial: Record<string, unknown>,
  draft: Record<string, unknown> | undefined,
  fromQuery: Record<string, unknown>,
): Record<string, unknown> {
  return { ...withoutNulls(record), ...initial, ...draft, ...fromQuery };
}

/**
 * A record's fields the server sends as `null` (nothing entered yet) start empty, as a new form's would: a
 * required field then says it is required, not that null is the wrong kind of value.
 */
const withoutNulls = (record: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== null));
