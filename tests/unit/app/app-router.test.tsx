// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { QueryClientProvider } from '@tanstack/react-query';
import { queryClient } from '@/app/query-client';
import { createAppRouter } from '@/app/router';

afterEach(cleanup);

describe("the app's router (react-router's createBrowserRouter)", () => {
  it('follows the address, matches and renders its page', async () => {
    window.history.replaceState(null, '', '/no/such/page/here');
    const router = createAppRouter();
    await expect.poll(() => router.state.initialized).toBe(true);
    expect(router.state.location.pathname).toBe('/no/such/page/here');
    await router.navigate('/still/no/such/page');
    expect(window.location.pathname).toBe('/still/no/such/page');
    // The browser's back button: the router follows the browser's history.
    window.history.back();
    await expect.poll(() => router.state.location.pathname).toBe('/no/such/page/here');
    expect(router.state.matches.at(-1)?.route.path).toBe('*');
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
