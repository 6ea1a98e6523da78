import type { ComponentType } from 'react';
import type { PageSpec } from '@/config/routes';

/** The pages a component renders; a redirect has none (its loader sends the visitor on). */
export type RenderedPage = Exclude<PageSpec, { kind: 'redirect' }>;

/**
 * Loads the component of one route's page, each kind from its own lazy chunk. Generic pages (form, table,
 * detail, wizard) name a config file the renderers of later issues read; until those renderers exist they
 * show the placeholder page, which says which screen this is and that it is coming, never a blank page.
 */
export async function loadPageComponent(routeName: string, page: RenderedPage): Promise<ComponentType> {
  if (page.kind === 'screen') return (await page.load()).default as ComponentType;
  const { PlaceholderPage } = await import('@/shell/placeholder-page');
  const config = page.kind === 'placeholder' ? page.feature : page.name;
  return function RoutePage() {
    return <PlaceholderPage routeName={routeName} kind={page.kind} config={config} />;
  };
}
