import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import type { LayoutName, RouteConfig } from '@/config/routes';
import { DefaultLayout } from '@/shell/layouts/default-layout';
import { MinimalLayout } from '@/shell/layouts/minimal-layout';
import { BlankLayout } from '@/shell/layouts/blank-layout';
import { ErrorPage } from '@/shell/error-page';
import { NotFoundPage } from '@/shell/not-found-page';
import { routes } from '../../routes.config';
import { gate } from './gate';

const layouts: Record<LayoutName, ComponentType> = {
  default: DefaultLayout,
  minimal: MinimalLayout,
  blank: BlankLayout,
  // The session-and-shell issue gives these their own frames.
  webview: BlankLayout,
  widget: BlankLayout,
};

function toRouteObject(route: RouteConfig): RouteObject {
  const { page } = route;
  return {
    id: route.name,
    path: route.path,
    loader: gate(route),
    handle: { name: route.name, help: route.help, exempt401: route.exempt401 ?? false },
    lazy: async () => {
      if (page.kind === 'redirect') return { loader: () => Response.redirect(page.to, 302) };
      const module = await page.load();
      return { Component: module.default as ComponentType };
    },
  };
}

/** Assembles the data router from routes.config.ts: one layout route per layout, each page its own chunk. */
export function buildRoutes(config: readonly RouteConfig[]): RouteObject[] {
  const byLayout = new Map<LayoutName, RouteConfig[]>();
  for (const route of config) byLayout.set(route.layout, [...(byLayout.get(route.layout) ?? []), route]);
  const children: RouteObject[] = [...byLayout].map(([layout, list]) => ({
    Component: layouts[layout],
    children: list.map(toRouteObject),
  }));
  return [
    {
      errorElement: <ErrorPage />,
      children: [...children, { Component: BlankLayout, children: [{ path: '*', Component: NotFoundPage }] }],
    },
  ];
}

export const createAppRouter = () => createBrowserRouter(buildRoutes(routes));
