import { describe, expect, it } from 'vitest';
import { readLoginLink, withoutLoginLink } from '@/session/login-query';

const read = (query: string) => readLoginLink(new URLSearchParams(query));

describe('readLoginLink (spec A §2 login link parameters)', () => {
  it.each([
    ['', null],
    ['continue=%2Finvoices', null],
    ['admin_id_token=A', { sessionToken: 'A', byAdmin: true, preview: false }],
    [
      'admin_id_token=A&preview=1&widget_id=wv_001',
      { sessionToken: 'A', byAdmin: true, preview: true, widgetId: 'wv_001' },
    ],
    ['admin_id_token=A&preview=true', { sessionToken: 'A', byAdmin: true, preview: true }],
    ['admin_id_token=A&preview=0', { sessionToken: 'A', byAdmin: true, preview: false }],
    // An admin token wins over a handed-over one.
    ['auth_id_token=U&admin_id_token=A', { sessionToken: 'A', byAdmin: true, preview: false }],
    ['auth_id_token=U', { sessionToken: 'U', byAdmin: false, preview: false }],
    // widget_id belongs to admin links only.
    ['auth_id_token=U&widget_id=wv_001&preview=1', { sessionToken: 'U', byAdmin: false, preview: true }],
    ['account_id_token=C', { byAdmin: false, preview: false, accountIdToken: 'C' }],
    ['ticketing-event=summer-fest', { byAdmin: false, preview: false, ticketingEvent: 'summer-fest' }],
    ['auth_id_token=', { byAdmin: false, preview: false }],
  ])('%s → %j', (query, expected) => {
    expect(read(query)).toEqual(expected);
  });
});

describe('withoutLoginLink', () => {
  it.each([
    ['/auth/login?admin_id_token=A&preview=1&continue=%2Fx', '/auth/login?continue=%2Fx'],
    ['/auth/login?auth_id_token=U&account_id_token=C&ticketing-event=e&widget_id=w', '/auth/login'],
    ['/auth/login?continue=%2Fx&foo=bar', '/auth/login?continue=%2Fx&foo=bar'],
  ])('%s → %s', (address, expected) => {
    expect(withoutLoginLink(new URL(address, 'https://app.test'))).toBe(expected);
  });
});
