import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { currentRouteHandle, postToNative } from '@/app/error-policy-wiring';

const handle = (name: string, layout = 'default', exempt401 = false) => ({
  name,
  layout,
  help: undefined,
  exempt401,
});

describe('currentRouteHandle: the route a failed call belongs to', () => {
  it('is the shown route, then the route being navigated to while its loader runs', async () => {
    let release: () => void = () => undefined;
    const router = createMemoryRouter(
      [
        { path: '/', handle: handle('index'), Component: () => null },
        {
          path: '/mobile-webview/receiving-method',
          handle: handle('mobile-webview-receiving-method', 'webview'),
          loader: () => new Promise<null>((resolve) => (release = () => resolve(null))),
          Component: () => null,
        },
      ],
      { initialEntries: ['/'] },
    );
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(currentRouteHandle(router)?.name).toBe('index');

    const navigation = router.navigate('/mobile-webview/receiving-method');
    expect(router.state.navigation.state).toBe('loading');
    expect(currentRouteHandle(router)).toMatchObject({
      name: 'mobile-webview-receiving-method',
      layout: 'webview',
    });

    release();
    await navigation;
    expect(currentRouteHandle(router)?.name).toBe('mobile-webview-receiving-method');
    router.dispose();
  });

  it('is the deepest match of nested routes, and nothing on an unknown path', async () => {
    const router = createMemoryRouter(
      [
        {
          Component: () => null,
          children: [
            {
              path: '/money-tracker/:slug?',
              handle: handle('money-tracker-slug', 'default', true),
              Component: () => null,
            },
          ],
        },
      ],
      { initialEntries: ['/money-tracker/TL1'] },
    );
    await vi.waitFor(() => expect(router.state.initialized).toBe(true));
    expect(currentRouteHandle(router)).toMatchObject({ name: 'money-tracker-slug', exempt401: true });
    await router.navigate('/nowhere');
    expect(currentRouteHandle(router)).toBeUndefined();
    router.dispose();
  });
});

describe('postToNative: who hears about a webview 401', () => {
  afterEach(() => vi.unstubAllGlobals());
  const MESSAGE = { status: false, http_code: 401 };

  it('React Native’s bridge when the page runs inside its WebView', () => {
    const bridge = vi.fn();
    const parent = { postMessage: vi.fn() };
    vi.stubGlobal('window', { ReactNativeWebView: { postMessage: bridge }, parent });
    postToNative(MESSAGE);
    expect(bridge).toHaveBeenCalledWith('{"status":false,"http_code":401}');
    expect(parent.postMessage).not.toHaveBeenCalled();
  });

  it('the framing page otherwise', () => {
    const parent = { postMessage: vi.fn() };
    vi.stubGlobal('window', { parent });
    postToNative(MESSAGE);
    expect(parent.postMessage).toHaveBeenCalledWith('{"status":false,"http_code":401}', '*');
  });

  it('nobody when the page is neither hosted nor framed', () => {
    const self: { parent?: unknown; postMessage: ReturnType<typeof vi.fn> } = { postMessage: vi.fn() };
    self.parent = self;
    vi.stubGlobal('window', self);
    postToNative(MESSAGE);
    expect(self.postMessage).not.toHaveBeenCalled();
  });
});
