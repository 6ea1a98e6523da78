import { atom, createStore } from 'jotai';
import { COOKIE, readCookie, removeCookie, writeCookie } from './cookies';
import { carriesAdminId } from './preview';

/**
 * Client-side session state (server data lives in the query cache). Base atoms stay private; the app reads
 * derived atoms and changes state through action atoms, per jotai's guide.
 */
export const sessionStore = createStore();

/** Test mode survives a reload of the tab (a session cookie), and ends with the session. */
const sandbox = atom(readCookie(COOKIE.sandbox) === '1');
/** The preview flag of an admin login link; a session cookie, so it lasts for the tab's session only. */
const preview = atom(readCookie(COOKIE.preview) === '1');

export const inSandboxAtom = atom((get) => get(sandbox));
/**
 * Preview mode counts only when the flag is set AND the session token carries an admin_id (spec A §4). The
 * token is read when the atom is read: sign-in and sign-out reset the flag, so a stale answer cannot outlive
 * the token it was computed from.
 */
export const inPreviewAtom = atom((get) => get(preview) && carriesAdminId(readCookie(COOKIE.idToken)));

export const setSandboxAtom = atom(null, (_get, set, value: boolean) => {
  if (value) writeCookie(COOKIE.sandbox, '1');
  else removeCookie(COOKIE.sandbox);
  set(sandbox, value);
});
export const setPreviewAtom = atom(null, (_get, set, value: boolean) => {
  if (value) writeCookie(COOKIE.preview, '1');
  else removeCookie(COOKIE.preview);
  set(preview, value);
});

export const resetClientSessionAtom = atom(null, (_get, set) => {
  set(sandbox, false);
  set(preview, false);
});
