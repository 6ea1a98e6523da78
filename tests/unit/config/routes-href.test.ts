import { describe, expect, it } from 'vitest';
import { fillPath, isExempt401, routeMiddleware } from '@/config/routes';
import { href } from '../../../routes.config';

describe('href(name, params): typed links by route name', () => {
  it('builds paths and encodes params', () => {
    expect(href('index')).toBe('/');
    expect(href('send-money')).toBe('/send-money');
    expect(href('accounts-slug', { slug: 'USD' })).toBe('/accounts/USD');
    expect(href('debit-cards-slug-settings', { slug: 'crd virtual/1' })).toBe(
      '/debit-cards/crd%20virtual%2F1/settings',
    );
    expect(href('manage-events-id-advanced-settings', { id: 'evt_001' })).toBe(
      '/manage-events/evt_001/advanced-settings',
    );
  });

  it('drops optional params that are not given', () => {
    expect(href('pay-invoice-id')).toBe('/pay/invoice');
    expect(href('pay-invoice-id', { id: 'INV-2026-0001' })).toBe('/pay/invoice/INV-2026-0001');
    expect(href('qr-code-set-amount')).toBe('/qr/set-amount');
    expect(href('organizer-id', { organizer: 'sofia' })).toBe('/sofia');
  });

  it('rejects unknown names and missing required params at compile time', () => {
    // @ts-expect-error: not a route name
    expect(() => href('send-monee')).toThrow('Unknown route name "send-monee"');
    // @ts-expect-error: accounts-slug needs its slug
    expect(href('accounts-slug')).toBe('/accounts');
    // @ts-expect-error: the param is called slug, not id
    expect(href('accounts-slug', { id: 'USD' })).toBe('/accounts');
  });
});

describe('fillPath', () => {
  it.each([
    ['/', undefined, '/'],
    ['/transfer/:id?', {}, '/transfer'],
    ['/transfer/:id?', { id: 'TL10000001' }, '/transfer/TL10000001'],
    ['/qr/:code?/select-country', { code: 'QR00001' }, '/qr/QR00001/select-country'],
    ['/:organizer/:id?', { organizer: 'a', id: 'b' }, '/a/b'],
  ])('%s with %j → %s', (path, params, expected) => expect(fillPath(path, params)).toBe(expected));
});

describe('routeMiddleware: defaults follow the access rule', () => {
  it.each([
    [{}, ['auth']],
    [{ access: { needsOnboarding: true } }, ['auth', 'permission']],
    [{ access: { auth: false } }, []],
    [{ access: { guestOnly: true } }, ['check-auth']],
    [{ access: { auth: false }, middleware: ['check-auth'] }, ['check-auth']],
  ])('%j → %j', (route, expected) => expect(routeMiddleware(route)).toEqual(expected));
});

describe('isExempt401: families of spec A §8', () => {
  it.each([
    ['auth-login', true],
    ['qr-code-select-country', true],
    ['me-slug', true],
    ['money-tracker-slug', true],
    ['mass-payouts', false],
    ['my-contacts', false],
    ['auth-logout', false],
    ['index', false],
  ])('%s → %s', (name, exempt) => expect(isExempt401(name)).toBe(exempt));
});
