/**
 * What MSW expects of a browser that a service worker lacks: its cookie store (msw/lib/core/utils/cookieStore)
 * refuses to load without `localStorage` outside Node. The handlers take tokens from the Authorization header,
 * so the worker gives MSW a store in memory. Imported first by demo-worker.ts, before anything loads MSW.
 */
class MemoryStorage implements Storage {
  #items = new Map<string, string>();
  get length() {
    return this.#items.size;
  }
  clear() {
    this.#items.clear();
  }
  getItem(key: string) {
    return this.#items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.#items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.#items.delete(key);
  }
  setItem(key: string, value: string) {
    this.#items.set(key, String(value));
  }
}

if (typeof globalThis.localStorage === 'undefined')
  Object.defineProperty(globalThis, 'localStorage', { value: new MemoryStorage(), configurable: true });
