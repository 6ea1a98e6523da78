import type { ErrorSchema } from '@rjsf/utils';

/**
 * A 422's field errors (`{ "amount": ["Insufficient funds"], "address.city": [...] }`) as RJSF's error schema,
 * so each message shows at its field. Fields the form does not have are returned apart, for a notice.
 */
export function serverErrorSchema(
  errors: Record<string, string[]> | undefined,
  hasField: (path: string[]) => boolean,
  translate: (message: string) => string = (message) => message,
): { errorSchema: ErrorSchema; unplaced: string[] } {
  const errorSchema: Record<string, unknown> = {};
  const unplaced: string[] = [];
  for (const [field, messages] of Object.entries(errors ?? {})) {
    const path = field.split('.');
    const texts = messages.map(translate);
    if (!hasField(path)) {
      unplaced.push(...texts);
      continue;
    }
    let node = errorSchema;
    for (const key of path) node = (node[key] ??= {}) as Record<string, unknown>;
    node.__errors = [...((node.__errors as string[] | undefined) ?? []), ...texts];
  }
  return { errorSchema: errorSchema as ErrorSchema, unplaced };
}
