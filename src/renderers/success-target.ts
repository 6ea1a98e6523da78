import type { FormFile } from '@/config/form-file';
import { routeHref } from '@/shell/sidebar/menu-routes';
import { resolveValues, type ValueSources } from '@/forms/value-refs';

/** Where a saved form sends the person: its `onSuccess.goTo` route with its params worked out, if any. */
export function successTarget(
  file: FormFile,
  sources: ValueSources,
  formData: Record<string, unknown>,
  response: unknown,
): string | undefined {
  const { goTo, goToParams } = file.onSuccess;
  if (!goTo) return undefined;
  const params = resolveValues(goToParams, { ...sources, formData, response });
  return routeHref(goTo, params as Record<string, string>) ?? undefined;
}
