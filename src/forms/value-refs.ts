import type { SessionValueName, ValueRef } from '@/config/form-file';

/** What a form's computed values are read from (see `ValueRef` in src/config/form-file.ts). */
export interface ValueSources {
  session?: Partial<Record<SessionValueName, unknown>>;
  route?: Record<string, string | undefined>;
  query?: URLSearchParams;
  formData?: Record<string, unknown>;
  response?: unknown;
}

/** `a.b.0.c` of a value, or undefined. */
export function pick(value: unknown, path: string): unknown {
  if (path === '') return value;
  return path.split('.').reduce<unknown>((node, key) => {
    if (typeof node !== 'object' || node === null) return undefined;
    return (node as Record<string, unknown>)[key];
  }, value);
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
  if ('$field' in ref) return sources.formData?.[ref.$field];
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
