import type { ComponentType } from 'react';
import { prefetchCatalogues } from '@/i18n/setup';
import { pageNamespaces } from '@/forms/text-namespaces';
import { configFileExists, loadConfigFile } from '@/config/config-files';
import type { PageSpec } from '@/config/routes';
import { chunkReloader } from './error-policy-chunk';
import { queryClient } from './query-client';

/** The pages a component renders; a redirect has none (its loader sends the visitor on). */
export type RenderedPage = Exclude<PageSpec, { kind: 'redirect' }>;

/** What each config-driven page's chunk gives the router. */
interface ConfigPageModule {
  Page: ComponentType<{ name: string; routeName: string }>;
  exists: (name: string) => boolean;
  /** The page's file with its texts, as the page itself asks for it. */
  fileQuery: (name: string) => Parameters<typeof queryClient.prefetchQuery>[0];
}

const CONFIG_PAGES: Record<'form' | 'table' | 'detail' | 'wizard', () => Promise<ConfigPageModule>> = {
  // The form page's heading chunk: its form, with the forms engine, loads once the heading has painted.
  form: () =>
    import('@/renderers/form-page').then((m) => ({
      Page: m.FormPage,
      exists: m.hasFormFile,
      fileQuery: m.pageFileQuery,
    })),
  table: () =>
    import('@/renderers/table-page').then((m) => ({
      Page: m.TablePage,
      exists: m.hasTableFile,
      fileQuery: m.pageFileQuery,
    })),
  detail: () =>
    import('@/renderers/detail-page').then((m) => ({
      Page: m.DetailPage,
      exists: m.hasDetailFile,
      fileQuery: m.pageFileQuery,
    })),
  wizard: () =>
    import('@/renderers/wizard-page').then((m) => ({
      Page: m.WizardPage,
      exists: m.hasWizardFile,
      fileQuery: m.pageFileQuery,
    })),
};

/**
 * Loads the component of one route's page, each kind from its own lazy chunk. A form page renders its
 * `schemas/forms/NAME.json` with the FormPage, a table page `schemas/tables/NAME.json` with the TablePage, a
 * detail page `schemas/details/NAME.json` with the DetailPage, a wizard `schemas/wizards/NAME.json` with the
 * WizardPage.
 * The router loads the component while the route's access check runs; a config page's file starts loading
 * then too, beside the renderer's chunk (src/config/config-files.ts), and its texts as soon as the file is in,
 * rather than once the page first renders (on a phone, three round trips fewer).
 * A chunk that fails to load reloads the page once per 60 s, then the route's error page shows (spec A §8).
 */
export async function loadPageComponent(routeName: string, page: RenderedPage): Promise<ComponentType> {
  if (page.kind === 'screen') {
    const module = await chunkReloader.load(page.load);
    prefetchCatalogues(module.textNamespaces ?? []);
    return module.default as ComponentType;
  }
  // Its file, and with it its texts; a failure is met again, and shown, when the page loads them.
  if (configFileExists(page.kind, page.name))
    loadConfigFile(page.kind, page.name).then(
      (file) => prefetchCatalogues(pageNamespaces(page.kind, file)),
      () => undefined,
    );
  const { Page, exists, fileQuery } = await chunkReloader.load(CONFIG_PAGES[page.kind]);
  // `config:check` refuses a route whose file is missing; a build that has one anyway shows the error page.
  if (!exists(page.name)) throw new Error(`The ${page.kind} file "${page.name}" does not exist.`);
  void queryClient.prefetchQuery(fileQuery(page.name));
  return function RoutePage() {
    return <Page key={routeName} name={page.name} routeName={routeName} />;
  };
}
