import type { SessionValueName, ValueRef } from '@/config/form-file';

/** What a form's computed values are read from (see `ValueRef` in src/config/form-file.ts). */
export interface ValueSources {
  session?: Partial<Record<SessionValueName, unknown>>;
  route?: Record<string, string | undefined>;
  query?: URLSearchParams;
  formData?: Record<string, unknown>;
  response?: unknown;
}

/**
 * The value at a dotted path, or undefined. A part ending in `[]` maps over a list: `tags[].id` is the id of
 * every tag (a loaded record's tags as the ids a form field holds, uploaded attachments as their ids).
 *
 * @example
 * pick({ a: [{ b: 1 }] }, 'a.0.b'); // 1
 * pick({ tags: [{ id: 't1' }, { id: 't2' }] }, 'tags[].id'); // ['t1', 't2']
 */
export function pick(value: unknown, path: string): unknown {
  if (path === '') return value;
  const [head = '', ...rest] = path.split('.');
  const tail = rest.join('.');
  if (typeof value !== 'object' || value === null) return undefined;
  if (head.endsWith('[]')) {
    const list = (value as Record<string, unknown>)[head.slice(0, -2)];
    if (!Array.isArray(list)) return undefined;
    return list.map((item) => pick(item, tail)).filter((item) => item !== undefined);
  }
  return pick((value as Record<string, unknown>)[head], tail);
}

/**
 * The value a form file's `ValueRef` stands for.
 *
 * @example
 * resolveValue({ $session: 'transferTargetType' }, { session: { transferTargetType: 'send_money_business' } });
 * // 'send_money_business'
 * resolveValue({ $route: 'slug' }, { route: { slug: 'ct_0001' } }); // 'ct_0001'
 */
export function resolveValue(ref: ValueRef, sources: ValueSources): unknown {
  if (typeof ref !== 'object' || ref === null) return ref;
  if ('$session' in ref) return sources.session?.[ref.$session];
  if ('$route' in ref) return sources.route?.[ref.$route];
  if ('$query' in ref) return sources.query?.get(ref.$query) ?? undefined;
  if ('$field' in ref) return pick(sources.formData, ref.$field);
  return pick(sources.response, ref.$response);
}

/** Every entry of a map of refs, resolved; entries that resolve to undefined are left out. */
export function resolveValues(
  refs: Record<string, ValueRef> | undefined,
  sources: ValueSources,
): Record<string, unknown> {
  const entries = Object.entries(refs ?? {}).map(([key, ref]) => [key, resolveValue(ref, sources)] as const);
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined));
}
