import { DEMO_PREFIX } from '@/api/base-urls';

/**
 * Starts the embedded demo backend without holding up the first render: its scripts (about 120 KB gzip) are
 * fetched when the page first calls a demo service, so a page that needs no data to draw (sign-in) is drawn,
 * and answers taps, without downloading and running them. Until the backend runs, calls to the demo services
 * wait at `fetch` (same origin, a demo prefix); everything else goes straight on. Returns the backend's start,
 * which rejects (and so fails the held calls as network errors) if it fails.
 */
export function startDemoBackendInBackground(): Promise<void> {
  let start: () => void = () => undefined;
  const wanted = new Promise<void>((resolve) => (start = resolve));
  const ready = wanted.then(() => import('./browser')).then(({ startDemoBackend }) => startDemoBackend());
  const networkFetch = globalThis.fetch.bind(globalThis);
  const prefixes = Object.values(DEMO_PREFIX).map((prefix) => `${prefix}/`);
  const isDemoCall = (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    return url.origin === location.origin && prefixes.some((prefix) => url.pathname.startsWith(prefix));
  };
  globalThis.fetch = async (input, init) => {
    if (isDemoCall(input)) {
      start();
      await ready;
    }
    return networkFetch(input, init);
  };
  return ready;
}
