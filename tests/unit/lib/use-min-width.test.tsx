// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useMinWidth } from '@/lib/use-min-width';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A window `width` px wide whose size can change; `matchMedia` answers `(min-width: Npx)` from it. */
function fakeWindow(width: number) {
  const listeners = new Set<() => void>();
  const matchMedia = (query: string) => ({
    get matches() {
      return width >= Number(/min-width: (\d+)px/.exec(query)?.[1]);
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  });
  vi.stubGlobal('matchMedia', matchMedia);
  return {
    resize(to: number) {
      width = to;
      listeners.forEach((listener) => listener());
    },
  };
}

function Layout() {
  return <p>{useMinWidth(900) ? 'sidebar in place' : 'sidebar in the drawer'}</p>;
}

describe('useMinWidth', () => {
  it('follows the window across the breakpoint', () => {
    const window = fakeWindow(390);
    render(<Layout />);
    expect(screen.getByText('sidebar in the drawer')).toBeTruthy();
    act(() => window.resize(1280));
    expect(screen.getByText('sidebar in place')).toBeTruthy();
    act(() => window.resize(899));
    expect(screen.getByText('sidebar in the drawer')).toBeTruthy();
  });
});
