import { atom, createStore } from 'jotai';

/**
 * Client-side session state (server data lives in the query cache). Base atoms stay private; the app reads
 * derived atoms and changes state through action atoms, per jotai's guide.
 */
export const sessionStore = createStore();

const sandbox = atom(false);
const preview = atom(false);

export const inSandboxAtom = atom((get) => get(sandbox));
export const inPreviewAtom = atom((get) => get(preview));

export const setSandboxAtom = atom(null, (_get, set, value: boolean) => set(sandbox, value));
export const setPreviewAtom = atom(null, (_get, set, value: boolean) => set(preview, value));

export const resetClientSessionAtom = atom(null, (_get, set) => {
  set(sandbox, false);
  set(preview, false);
});
