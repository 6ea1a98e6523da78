import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FAULT_PLAN_KEY, takePlannedFault } from '@/mocks/fault-plan';

class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, value);
}

const get = (path: string, method = 'GET') => new Request(`http://app.test/ajax${path}`, { method });

describe('fault plan (browser fault injection)', () => {
  let store: MemoryStorage;
  beforeEach(() => {
    store = new MemoryStorage();
    vi.stubGlobal('sessionStorage', store);
  });
  afterEach(() => vi.unstubAllGlobals());

  const plan = (rules: unknown) => store.setItem(FAULT_PLAN_KEY, JSON.stringify(rules));

  it('fires once by default, then lets requests through', () => {
    plan([{ path: '/api/v2/faqs', fault: '500' }]);
    expect(takePlannedFault(get('/api/v2/faqs?code=home'))).toBe('500');
    expect(takePlannedFault(get('/api/v2/faqs?code=home'))).toBeUndefined();
  });

  it('matches the method when one is given, and counts down times', () => {
    plan([{ path: '/api/v2/settings', method: 'post', fault: '422', times: 2 }]);
    expect(takePlannedFault(get('/api/v2/settings'))).toBeUndefined();
    expect(takePlannedFault(get('/api/v2/settings', 'POST'))).toBe('422');
    expect(takePlannedFault(get('/api/v2/settings', 'POST'))).toBe('422');
    expect(takePlannedFault(get('/api/v2/settings', 'POST'))).toBeUndefined();
  });

  it('keeps a rule with times -1 and ignores other paths and a broken plan', () => {
    plan([{ path: '/sandbox/enter', fault: 'network', times: -1 }]);
    expect(takePlannedFault(get('/api/v2/processing/sandbox/enter'))).toBe('network');
    expect(takePlannedFault(get('/api/v2/processing/sandbox/enter'))).toBe('network');
    expect(takePlannedFault(get('/api/v2/processing/sandbox/leave'))).toBeUndefined();
    store.setItem(FAULT_PLAN_KEY, '{not json');
    expect(takePlannedFault(get('/api/v2/processing/sandbox/enter'))).toBeUndefined();
  });
});
