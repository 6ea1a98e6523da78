// Every route path of spec A §2 and spec B §2 opens (no 404) for a persona allowed to see it: its bespoke
// screen, or the placeholder that names the screen. One sign-in per persona; the routes are visited in-app.
import { expect, test, type Page } from '@playwright/test';
import type { RouteConfig } from '../../src/config/routes';
import { expectRoutePage, openInApp, pathOf, ROUTES, signIn, urlOf } from './route-helpers';

const isPublic = (r: RouteConfig) => r.access?.auth === false || r.access?.guestOnly === true;
const isPersonalOnly = (r: RouteConfig) => r.access?.userTypes?.join() === 'personal';
const isAdminOnly = (r: RouteConfig) => r.access?.userTypes?.join() === 'admin';

/** Who opens which routes: visitors the public ones, personal@ the personal ones, merchant@ (beta, every flag) the rest. */
const AUDIENCES: { who: string; email: string | null; routes: readonly RouteConfig[] }[] = [
  { who: 'signed-out visitor', email: null, routes: ROUTES.filter(isPublic) },
  { who: 'personal@demo.test', email: 'personal@demo.test', routes: ROUTES.filter(isPersonalOnly) },
  {
    who: 'merchant@demo.test',
    email: 'merchant@demo.test',
    routes: ROUTES.filter((r) => !isPublic(r) && !isPersonalOnly(r) && !isAdminOnly(r)),
  },
];

test('every route is visited by some persona', () => {
  const visited = AUDIENCES.flatMap((audience) => audience.routes.map((r) => r.name));
  expect(ROUTES.filter((r) => !visited.includes(r.name)).map((r) => r.name)).toEqual([]);
});

for (const audience of AUDIENCES) {
  test.describe(audience.who, () => {
    let page: Page;
    test.beforeAll(async ({ browser }) => {
      page = await browser.newPage();
      await signIn(page, audience.email);
    });
    test.afterAll(async () => page.close());

    for (const route of audience.routes) {
      const path = pathOf(route, audience.email);
      test(`${path} (${route.name})`, async () => {
        const { page: spec } = route;
        // auth/logout signs out and then shows login, like a redirect.
        const to =
          spec.kind === 'redirect' ? spec.to : route.name === 'auth-logout' ? 'auth-login' : undefined;
        const shown = to ? ROUTES.find((r) => r.name === to) : route;
        if (!shown) throw new Error(`${route.name} redirects to a missing route`);
        await openInApp(page, path);
        await expect(page).toHaveURL(urlOf(shown === route ? path : pathOf(shown)));
        await expectRoutePage(page, shown.name);
        // Once its reads have answered (nothing busy), a page must not say it is not found.
        await expect(page.locator('[aria-busy="true"], [role="status"]:has(.animate-spin)')).toHaveCount(0);
        await expect(page.getByText('This page could not be found')).toHaveCount(0);
      });
    }
  });
}
