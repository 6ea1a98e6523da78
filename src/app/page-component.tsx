import type { ComponentType } from 'react';
import type { PageSpec } from '@/config/routes';
import { chunkReloader } from './error-policy-chunk';

/** The pages a component renders; a redirect has none (its loader sends the visitor on). */
export type RenderedPage = Exclude<PageSpec, { kind: 'redirect' }>;

/**
 * Loads the component of one route's page, each kind from its own lazy chunk. A form page renders its
 * `schemas/forms/NAME.json` with the FormPage; other generic pages (table, detail, wizard), and forms whose file
 * is not written yet, show the placeholder page, which says which screen this is and that it is coming, never a blank page.
 * A chunk that fails to load reloads the page once per 60 s, then the route's error page shows (spec A §8).
 */
export async function loadPageComponent(routeName: string, page: RenderedPage): Promise<ComponentType> {
  if (page.kind === 'screen') return (await chunkReloader.load(page.load)).default as ComponentType;
  if (page.kind === 'form') {
    const { FormPage, hasFormFile } = await chunkReloader.load(() => import('@/renderers/form-page'));
    if (hasFormFile(page.name))
      return function RoutePage() {
        return <FormPage key={routeName} name={page.name} routeName={routeName} />;
      };
  }
  const { PlaceholderPage } = await chunkReloader.load(() => import('@/shell/placeholder-page'));
  const config = page.kind === 'placeholder' ? page.feature : page.name;
  return function RoutePage() {
    return <PlaceholderPage routeName={routeName} kind={page.kind} config={config} />;
  };
}
