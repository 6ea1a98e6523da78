/**
 * Whether the page is being left (a reload, a navigation away, the tab closing). The browser cancels the calls
 * still in flight then, and their failures are not the server's answer: nothing should act on them (signing the
 * person out because the reload cut a session check short would lose the session they still have).
 */
let leaving = false;

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => (leaving = true));
  window.addEventListener('beforeunload', () => (leaving = true));
  // Back from the bfcache: the page lives on.
  window.addEventListener('pageshow', () => (leaving = false));
}

export const isPageLeaving = (): boolean => leaving;
