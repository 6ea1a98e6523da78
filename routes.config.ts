/**
 * Every route of the dashboard, as data (product staff edit this file; docs/configs.md explains how).
 * The config engine issue grows this to every route of spec A §2 and spec B §2.
 */
import { createHref, defineRoutes, screen } from './src/config/routes';

export const routes = defineRoutes([
  {
    name: 'index',
    path: '/',
    layout: 'default',
    page: screen(() => import('./src/screens/home/home-screen')),
    help: 'home',
  },
  {
    name: 'auth-login',
    path: '/auth/login',
    layout: 'minimal',
    page: screen(() => import('./src/screens/login/login-screen')),
    access: { auth: false, guestOnly: true },
    help: 'login',
    exempt401: true,
  },
]);

export type RouteName = (typeof routes)[number]['name'];

export const href = createHref(routes);
