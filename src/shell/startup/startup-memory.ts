import type { StartupDialog } from '@/access/startup-dialog';

/**
 * What the startup dialogs remember. Per app start (module state, so it survives the default layout unmounting
 * for an auth page and mounting again) the dialog decided for each user: at most one per start, and once it is
 * closed it stays closed while the user moves around. Per browser tab (sessionStorage) the dialogs the user
 * closed, so a reload does not bring the same notice back within the session.
 */
const decided = new Map<number, StartupDialog | null>();
const listeners = new Set<() => void>();
let version = 0;

const STORAGE_KEY = 'startup-dialogs:dismissed';

type Dismissed = Record<string, StartupDialog[]>;

function readDismissed(): Dismissed {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Dismissed)
      : {};
  } catch {
    return {};
  }
}

/** Dialogs `userId` closed earlier in this tab. */
export function dismissedFor(userId: number): StartupDialog[] {
  const list = readDismissed()[String(userId)];
  return Array.isArray(list) ? list : [];
}

export const startupMemory = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  snapshot: () => version,

  /** The dialog of this start for `userId`: decided by `decide` the first time, remembered afterwards. */
  dialogFor(userId: number, decide: () => StartupDialog | null): StartupDialog | null {
    if (!decided.has(userId)) decided.set(userId, decide());
    return decided.get(userId) ?? null;
  },

  /** Closes the dialog for the rest of this start and remembers it for the tab. */
  close(userId: number, dialog: StartupDialog) {
    decided.set(userId, null);
    try {
      const all = readDismissed();
      all[String(userId)] = [...new Set([...dismissedFor(userId), dialog])];
      sessionStorage.setItem(STORAGE_KEY, JSON.stringify(all));
    } catch {
      // Storage full or blocked: the dialog still stays closed for this start.
    }
    version += 1;
    listeners.forEach((listener) => listener());
  },
};
