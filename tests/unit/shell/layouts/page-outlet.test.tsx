// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { PageOutlet } from '@/shell/layouts/page-outlet';

afterEach(cleanup);

/** A page that waits on something that has not arrived (a catalogue still loading) when the visitor leaves it. */
const never = new Promise<never>(() => undefined);
function WaitingPage(): never {
  throw never;
}

function router(start: string) {
  return createMemoryRouter(
    [
      {
        Component: PageOutlet,
        children: [
          { path: '/waiting', Component: WaitingPage },
          { path: '/home', Component: () => <h1>Home</h1> },
          { path: '/invoice/:id', Component: () => <h1>Invoice</h1> },
        ],
      },
    ],
    { initialEntries: [start] },
  );
}

describe('PageOutlet', () => {
  // First: the module remembers that the visit's first page has drawn.
  it("draws a visit's first page a task after its layout, and later pages at once", async () => {
    const memory = router('/home');
    render(<RouterProvider router={memory} />);
    expect(screen.getByRole('status')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Home' })).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    await act(() => memory.navigate('/invoice/1'));
    expect(screen.getByRole('heading', { name: 'Invoice' })).toBeTruthy();
  });

  it('shows the next page when the page left behind is still suspended', async () => {
    const memory = router('/waiting');
    render(<RouterProvider router={memory} />);
    expect(screen.getByRole('status')).toBeTruthy();
    await act(() => memory.navigate('/home'));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps one page mounted when only its parameters change', async () => {
    const memory = router('/invoice/1');
    render(<RouterProvider router={memory} />);
    const heading = screen.getByRole('heading', { name: 'Invoice' });
    await act(() => memory.navigate('/invoice/2'));
    expect(screen.getByRole('heading', { name: 'Invoice' })).toBe(heading);
  });
});
