import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { fillPath, type LayoutName, type RouteConfig, type RouteHandle } from '@/config/routes';
import { BlankLayout } from '@/shell/layouts/blank-layout';
import { ErrorPage } from '@/shell/error-page';
import { RootFrame } from '@/shell/root-frame';
import { NotFoundPage } from '@/shell/not-found-page';
import { FullPageSpinner } from '@/shell/full-page-spinner';
import { routes } from '../../routes.config';
import { gate } from './gate';
import { chunkReloader } from './error-policy-chunk';
import { loadPageComponent } from './page-component';

/**
 * Each layout is its own chunk, loaded with the first page that uses it: the sign-in page (blank layout) does
 * not carry the sidebar, help panel, banners and account menu of the default layout.
 */
const layouts: Record<LayoutName, () => Promise<ComponentType>> = {
  default: () => import('@/shell/layouts/default-layout').then((m) => m.DefaultLayout),
  minimal: () => import('@/shell/layouts/minimal-layout').then((m) => m.MinimalLayout),
  blank: async () => BlankLayout,
  webview: () => import('@/shell/layouts/webview-layout').then((m) => m.WebviewLayout),
  widget: () => import('@/shell/layouts/widget-layout').then((m) => m.WidgetLayout),
};

/** The path of a route by name; a redirect to a missing name fails loudly (config:check reports it first). */
type PathOf = (name: string) => string;

function toRouteObject(route: RouteConfig, pathOf: PathOf): RouteObject {
  const { page } = route;
  const checkAccess = gate(route);
  const handle: RouteHandle = {
    name: route.name,
    layout: route.layout,
    help: route.help,
    exempt401: route.exempt401 ?? false,
  };
  if (page.kind === 'redirect') {
    // The gate first, so a redirect never opens a page its visitor may not see; then on by name.
    return {
      id: route.name,
      path: route.path,
      handle,
      loader: async (args) => {
        const denied = await checkAccess(args);
        if (denied) return denied;
        const search = new URL(args.request.url).search;
        return redirect(`${fillPath(pathOf(page.to), args.params)}${search}`);
      },
    };
  }
  return {
    id: route.name,
    path: route.path,
    loader: checkAccess,
    handle,
    lazy: async () => ({ Component: await loadPageComponent(route.name, page) }),
  };
}

/** Assembles the data router from routes.config.ts: one layout route per layout, each page its own chunk. */
export function buildRoutes(config: readonly RouteConfig[]): RouteObject[] {
  const paths = new Map(config.map((route) => [route.name, route.path]));
  const pathOf: PathOf = (name) => {
    const path = paths.get(name);
    if (path === undefined) throw new Error(`A redirect names route "${name}", which does not exist.`);
    return path;
  };
  const byLayout = new Map<LayoutName, RouteConfig[]>();
  for (const route of config) byLayout.set(route.layout, [...(byLayout.get(route.layout) ?? []), route]);
  const children: RouteObject[] = [...byLayout].map(([layout, list]) => ({
    lazy: async () => ({ Component: await chunkReloader.load(layouts[layout]) }),
    children: list.map((route) => toRouteObject(route, pathOf)),
  }));
  return [
    {
      Component: RootFrame,
      // What shows while the first page's layout, screen and access check load (index.html's spinner, as drawn).
      HydrateFallback: FullPageSpinner,
      errorElement: <ErrorPage />,
      children: [...children, { Component: BlankLayout, children: [{ path: '*', Component: NotFoundPage }] }],
    },
  ];
}

/** The app's data router, as react-router documents it: built and started on the browser's address. */
export const createAppRouter = () => createBrowserRouter(buildRoutes(routes));

/**
 * Starts the files of the page at `pathname` (its layout, its screen or renderer, its config file and texts)
 * when a route's path is exactly that address, before the router is built: the router asks for the same
 * modules a task later and finds them on their way. Building the router (120 routes ranked, the first match)
 * takes 80–250 ms on a throttled phone, and each of those would otherwise wait for it. A path with parameters is left to the router.
 */
export function preloadPage(pathname: string, config: readonly RouteConfig[] = routes): void {
  const route = config.find((candidate) => candidate.path === pathname);
  if (!route || route.page.kind === 'redirect') return;
  // A failure is met again, and handled (a reload, then the error page), when the router loads them.
  layouts[route.layout]().catch(() => undefined);
  loadPageComponent(route.name, route.page).catch(() => undefined);
}
