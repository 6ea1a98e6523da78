import type { SessionCookies } from '@/analytics/session-cookie';
import type { Batch, TrackerDeps } from '@/analytics/tracker';

/** Cookies in memory; `refuse` makes the browser reject them, `expire` ends the current session. */
export function memoryCookies(refuse = false) {
  const jar = new Map<string, string>();
  const cookies: SessionCookies = {
    sessionId: () => jar.get('session'),
    touch(id) {
      if (!refuse) jar.set('session', id);
      return jar.get('session');
    },
    storedId: () => jar.get('stored'),
    store: (id) => void jar.set('stored', id),
  };
  return { cookies, jar };
}

export function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
}

/** Tracker dependencies with a counter for ids and a send that answers from `answers` (default: accept). */
export function fakeDeps(overrides: Partial<TrackerDeps> = {}) {
  let n = 0;
  const sent: Batch[] = [];
  const answers: boolean[] = [];
  const deps: TrackerDeps = {
    cookies: memoryCookies().cookies,
    storage: memoryStorage(),
    send: async (batch) => {
      sent.push(batch);
      return answers.shift() ?? true;
    },
    userId: () => 42,
    identity: {
      device_model: 'Desktop',
      app_version: '1.0.0',
      platform: 'Web',
      os_version: 'Linux',
      ip_address: '{ip}',
    },
    now: () => 1_767_225_600_000,
    newId: () => `id-${(n += 1)}`,
    ...overrides,
  };
  return { deps, sent, answers };
}
