// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';

afterEach(cleanup);

describe("the app's router (createBrowserRouter's steps, started apart)", () => {
  it('follows the address only once started, then matches and renders its page', async () => {
    window.history.replaceState(null, '', '/no/such/page/here');
    const router = createAppRouter();
    // Not started: it does not listen to the browser's history yet.
    window.history.pushState(null, '', '/still/no/such/page');
    window.history.back();
    await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    expect(router.state.location.pathname).toBe('/no/such/page/here');

    router.initialize();
    window.history.forward();
    await expect.poll(() => router.state.location.pathname).toBe('/still/no/such/page');
    await expect.poll(() => router.state.initialized).toBe(true);
    expect(router.state.matches.at(-1)?.route.path).toBe('*');
    // The route objects went through react-router's own mapping: the 404 page renders.
    const { container } = render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await screen.findByRole('heading', { level: 1 });
    expect(container.querySelector('[data-status]')?.getAttribute('data-status')).toBe('404');
    router.dispose();
  });
});
