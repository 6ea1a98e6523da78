import { describe, expect, it } from 'vitest';
import { safeContinue } from '@/access/safe-continue';
import {
  addNewHref,
  DRAFT_MAX_AGE_MS,
  returnTarget,
  safeReturnField,
  saveDraft,
  startingData,
  takeDraft,
} from '@/forms/return-to';

/** An in-memory sessionStorage. */
function memoryStorage(failing = false) {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      if (failing) throw new Error('QuotaExceededError');
      items.set(key, value);
    },
    removeItem: (key: string) => void items.delete(key),
  };
}

// returnTo is read with the sign-in's safeContinue: the vectors a returnTo meets.
describe('safeContinue for returnTo', () => {
  it.each([
    ['/send-money', '/send-money'],
    ['/send-money?recipient_id=ct_1', '/send-money?recipient_id=ct_1'],
    ['/accounts/USD#top', '/accounts/USD#top'],
    ['/a/../send-money', '/send-money'],
  ])('accepts the same-origin path %s', (value, expected) => {
    expect(safeContinue(value)).toBe(expected);
  });

  it.each([
    '//evil.com',
    '//evil.com/send-money',
    '/\\evil.com',
    '\\\\evil.com',
    'https://x',
    'http://evil.com/send-money',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' /send-money',
    '/\t/evil.com',
    '/\n/evil.com',
    'send-money',
    '',
    null,
    undefined,
  ])('rejects %j', (value) => {
    expect(safeContinue(value)).toBeUndefined();
  });
});

describe('safeReturnField', () => {
  it.each([
    ['recipient_id', 'recipient_id'],
    ['payee-id', 'payee-id'],
    ['a.b', undefined],
    ['1abc', undefined],
    ['x&y=1', undefined],
    ['', undefined],
    [null, undefined],
  ])('%j → %j', (value, expected) => {
    expect(safeReturnField(value)).toBe(expected);
  });
});

describe('returnTarget', () => {
  const query = (text: string) => new URLSearchParams(text);
  it.each([
    ['returnTo=%2Fsend-money&returnField=recipient_id', 'ct_9', '/send-money?recipient_id=ct_9'],
    [
      'returnTo=%2Fsend-money%3Frecipient_id%3Dct_1&returnField=recipient_id',
      'ct_9',
      '/send-money?recipient_id=ct_9',
    ],
    ['returnTo=%2Fsend-money%3Fa%3D1&returnField=recipient_id', 42, '/send-money?a=1&recipient_id=42'],
    ['returnTo=%2Fsend-money&returnField=recipient_id', undefined, '/send-money'],
    ['returnTo=%2Fsend-money&returnField=a.b', 'ct_9', '/send-money'],
    ['returnTo=%2Fsend-money', 'ct_9', '/send-money'],
    ['returnTo=%2F%2Fevil.com&returnField=recipient_id', 'ct_9', undefined],
    ['returnTo=javascript%3Aalert(1)', 'ct_9', undefined],
    ['returnField=recipient_id', 'ct_9', undefined],
    ['', 'ct_9', undefined],
  ])('%s with id %j → %j', (text, id, expected) => {
    expect(returnTarget(query(text), id)).toBe(expected);
  });
});

describe('addNewHref', () => {
  it('adds where to come back and which field to fill', () => {
    const href = addNewHref('/my-contacts/new', '/send-money?x=1', 'recipient_id');
    const url = new URL(href, 'https://app.test');
    expect(url.pathname).toBe('/my-contacts/new');
    expect(url.searchParams.get('returnTo')).toBe('/send-money?x=1');
    expect(url.searchParams.get('returnField')).toBe('recipient_id');
  });
  it('keeps a query the route already has', () => {
    expect(addNewHref('/x?a=1', '/y', 'f')).toBe('/x?a=1&returnTo=%2Fy&returnField=f');
  });
});

describe('drafts', () => {
  const now = 1_000_000;

  it('gives back what was saved, once', () => {
    const storage = memoryStorage();
    saveDraft(storage, 'send-money', { amount: 12, source_currency: 'USD' }, now);
    expect(takeDraft(storage, 'send-money', now + 1000)).toEqual({ amount: 12, source_currency: 'USD' });
    expect(takeDraft(storage, 'send-money', now + 2000)).toBeUndefined();
  });

  it('keeps each form apart', () => {
    const storage = memoryStorage();
    saveDraft(storage, 'send-money', { amount: 12 }, now);
    expect(takeDraft(storage, 'withdrawal', now)).toBeUndefined();
    expect(takeDraft(storage, 'send-money', now)).toEqual({ amount: 12 });
  });

  it('drops a draft older than the limit', () => {
    const storage = memoryStorage();
    saveDraft(storage, 'send-money', { amount: 12 }, now);
    expect(takeDraft(storage, 'send-money', now + DRAFT_MAX_AGE_MS + 1)).toBeUndefined();
    expect(storage.items.size).toBe(0);
  });

  it.each([
    'not json',
    '{"savedAt":1000000,"data":[1]}',
    '{"data":{"a":1}}',
    '{"savedAt":1000000,"data":null}',
  ])('ignores a broken draft %s', (raw) => {
    const storage = memoryStorage();
    storage.items.set('form-draft:send-money', raw);
    expect(takeDraft(storage, 'send-money', now)).toBeUndefined();
  });

  it('survives a storage that refuses to save', () => {
    const storage = memoryStorage(true);
    expect(() => saveDraft(storage, 'send-money', { amount: 12 }, now)).not.toThrow();
    expect(takeDraft(storage, 'send-money', now)).toBeUndefined();
  });
});

describe('startingData', () => {
  it('draft wins over defaults, the query wins over the draft', () => {
    expect(
      startingData(
        { id: 'r1', amount: 1 },
        { source_currency: 'GBP', recipient_id: 'ct_default' },
        { amount: 12, recipient_id: 'ct_old', source_currency: 'USD' },
        { recipient_id: 'ct_new' },
      ),
    ).toEqual({ id: 'r1', amount: 12, source_currency: 'USD', recipient_id: 'ct_new' });
  });
  it('without a draft, the record and initial values', () => {
    expect(startingData({ a: 1 }, { b: 2 }, undefined, {})).toEqual({ a: 1, b: 2 });
  });
  it('a field the record holds as null starts empty; false, 0 and empty text are kept', () => {
    expect(startingData({ name: null, active: false, count: 0, note: '' }, {}, undefined, {})).toEqual({
      active: false,
      count: 0,
      note: '',
    });
  });
});
