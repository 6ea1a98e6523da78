import { describe, expect, it, vi } from 'vitest';
import { screen, type RouteConfig } from '@/config/routes';
import { preloadPage } from '@/app/router';

const screenRoute = (name: string, path: string, load: () => Promise<{ default: unknown }>): RouteConfig => ({
  name,
  path,
  layout: 'blank',
  page: screen(load),
});

describe('the page at the address, started before the router is built', () => {
  it("starts a screen's chunk when a route's path is exactly the address", () => {
    const load = vi.fn(() => Promise.resolve({ default: () => null }));
    const other = vi.fn(() => Promise.resolve({ default: () => null }));
    preloadPage('/report', [screenRoute('other', '/other', other), screenRoute('report', '/report', load)]);
    expect(load).toHaveBeenCalledOnce();
    expect(other).not.toHaveBeenCalled();
  });

  it('leaves an address with parameters, or none that matches, to the router', () => {
    const load = vi.fn(() => Promise.resolve({ default: () => null }));
    preloadPage('/accounts/USD', [screenRoute('account', '/accounts/:slug', load)]);
    preloadPage('/nowhere', [screenRoute('account', '/accounts/:slug', load)]);
    expect(load).not.toHaveBeenCalled();
  });

  it('lets a failure pass: the router meets it again, and handles it', async () => {
    const load = vi.fn(() => Promise.reject(new Error('The screen threw while loading')));
    expect(() => preloadPage('/report', [screenRoute('report', '/report', load)])).not.toThrow();
    await Promise.resolve();
    expect(load).toHaveBeenCalledOnce();
  });
});
