import { atom, createStore } from 'jotai';
import { COOKIE, readCookie, removeCookie, writeCookie } from './cookies';

/**
 * Client-side session state (server data lives in the query cache). Base atoms stay private; the app reads
 * derived atoms and changes state through action atoms, per jotai's guide.
 */
export const sessionStore = createStore();

/** Test mode survives a reload of the tab (a session cookie), and ends with the session. */
const sandbox = atom(readCookie(COOKIE.sandbox) === '1');
const preview = atom(false);

export const inSandboxAtom = atom((get) => get(sandbox));
export const inPreviewAtom = atom((get) => get(preview));

export const setSandboxAtom = atom(null, (_get, set, value: boolean) => {
  if (value) writeCookie(COOKIE.sandbox, '1');
  else removeCookie(COOKIE.sandbox);
  set(sandbox, value);
});
export const setPreviewAtom = atom(null, (_get, set, value: boolean) => set(preview, value));

export const resetClientSessionAtom = atom(null, (_get, set) => {
  set(sandbox, false);
  set(preview, false);
});
