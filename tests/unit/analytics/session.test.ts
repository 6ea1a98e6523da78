import { describe, expect, it } from 'vitest';
import { hasSession, sessionCheck } from '@/analytics/session';

describe('sessionCheck (spec B §4)', () => {
  it.each([
    ['no cookie: no session, nothing recorded', undefined, 'a', { sessionId: undefined }],
    ['no cookie and nothing stored', undefined, undefined, { sessionId: undefined }],
    ['no stored id: session_start', 'a', undefined, { sessionId: 'a', start: 'a' }],
    ['same id: nothing to announce', 'a', 'a', { sessionId: 'a' }],
    ['different id: end old, start new', 'b', 'a', { sessionId: 'b', end: 'a', start: 'b' }],
    ['empty cookie counts as none', '', 'a', { sessionId: undefined }],
  ])('%s', (_name, cookie, stored, expected) => {
    expect(sessionCheck(cookie, stored)).toEqual(expected);
  });
});

describe('hasSession (spec B §5)', () => {
  it.each([
    ['s1', true],
    ['', false],
    [undefined, false],
    [null, false],
  ])('%j → %s', (sessionId, expected) => {
    expect(hasSession({ session_id: sessionId as string })).toBe(expected);
  });
});
