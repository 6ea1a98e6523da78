import type { ComponentType } from 'react';
import type { PageSpec } from '@/config/routes';
import { chunkReloader } from './error-policy-chunk';

/** The pages a component renders; a redirect has none (its loader sends the visitor on). */
export type RenderedPage = Exclude<PageSpec, { kind: 'redirect' }>;

/**
 * Loads the component of one route's page, each kind from its own lazy chunk. A form page renders its
 * `schemas/forms/NAME.json` with the FormPage, a table page `schemas/tables/NAME.json` with the TablePage, a
 * detail page `schemas/details/NAME.json` with the DetailPage, a wizard `schemas/wizards/NAME.json` with the
 * WizardPage; generic pages whose file is not written yet show the placeholder page, which says which screen this is and that it is coming, never a blank page.
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
  if (page.kind === 'table') {
    const { TablePage, hasTableFile } = await chunkReloader.load(() => import('@/renderers/table-page'));
    if (hasTableFile(page.name))
      return function RoutePage() {
        return <TablePage key={routeName} name={page.name} routeName={routeName} />;
      };
  }
  if (page.kind === 'detail') {
    const { DetailPage, hasDetailFile } = await chunkReloader.load(() => import('@/renderers/detail-page'));
    if (hasDetailFile(page.name))
      return function RoutePage() {
        return <DetailPage key={routeName} name={page.name} routeName={routeName} />;
      };
  }
  if (page.kind === 'wizard') {
    const { WizardPage, hasWizardFile } = await chunkReloader.load(() => import('@/renderers/wizard-page'));
    if (hasWizardFile(page.name))
      return function RoutePage() {
        return <WizardPage key={routeName} name={page.name} routeName={routeName} />;
      };
  }
  const { PlaceholderPage } = await chunkReloader.load(() => import('@/shell/placeholder-page'));
  const config = page.kind === 'placeholder' ? page.feature : page.name;
  return function RoutePage() {
    return <PlaceholderPage routeName={routeName} kind={page.kind} config={config} />;
  };
}
