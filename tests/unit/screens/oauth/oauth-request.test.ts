import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/errors';
import { readOauthRequest, refusalOf, requestSearch } from '@/screens/oauth/oauth-request';

describe('readOauthRequest', () => {
  it('needs the client and its redirect URL', () => {
    expect(readOauthRequest(new URLSearchParams('redirect_uri=https://a.test'))).toBeUndefined();
    expect(readOauthRequest(new URLSearchParams('client_id=x&redirect_uri=%20'))).toBeUndefined();
  });

  it('keeps what was given and carries it unchanged', () => {
    const search =
      'client_id=ledgerly&redirect_uri=https%3A%2F%2Fa.test%2Fcb%3Fx%3D1&scope=profile+balances&state=a%26b';
    const request = readOauthRequest(new URLSearchParams(search));
    expect(request).toEqual({
      client_id: 'ledgerly',
      redirect_uri: 'https://a.test/cb?x=1',
      scope: 'profile balances',
      state: 'a&b',
    });
    expect(readOauthRequest(new URLSearchParams(requestSearch(request!)))).toEqual(request);
  });
});

describe('refusalOf', () => {
  const api = (statusCode: number, code?: string, errors?: Record<string, string[]>) =>
    new ApiError({ message: 'x', statusCode, ...(code && { code }), ...(errors && { errors }) });

  it.each([
    [api(404, 'unknown_client'), 'unknown_client'],
    [api(404), 'unknown_client'],
    [api(422, 'redirect_uri_mismatch'), 'redirect_uri_mismatch'],
    [api(422, undefined, { redirect_uri: ['required'] }), 'redirect_uri_mismatch'],
    [api(422, undefined, { scope: ['no'] }), 'invalid_scope'],
    [api(422), 'invalid_request'],
    [api(500), undefined],
    [api(401), undefined],
    [new Error('network'), undefined],
  ])('%# → %s', (error, expected) => {
    expect(refusalOf(error)).toBe(expected);
  });
});
