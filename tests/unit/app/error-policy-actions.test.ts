import { describe, expect, it, vi } from 'vitest';
import type { ApiFailure } from '@/api/error-policy-port';
import { createErrorPolicy, NATIVE_401_MESSAGE, type ErrorPolicyEffects } from '@/app/error-policy-actions';
import { RELOAD_KEYS } from '@/app/error-policy-reload';

const HOME = { name: 'index', layout: 'default', exempt401: false } as const;

function effects(over: Partial<ErrorPolicyEffects> = {}): ErrorPolicyEffects {
  return {
    currentRoute: () => HOME,
    signedIn: () => true,
    reload: vi.fn(() => true),
    forceSignOut: vi.fn(),
    postToNative: vi.fn(),
    featureDisabled: vi.fn(),
    refreshAccountToken: vi.fn(async () => undefined),
    refreshTicketingToken: vi.fn(async () => undefined),
    clearTicketingToken: vi.fn(),
    ...over,
  };
}

const failure = (over: Partial<ApiFailure> = {}): ApiFailure => ({
  service: 'main',
  method: 'GET',
  path: '/api/v2/main/balance',
  status: 401,
  body: {},
  challenge: false,
  ...over,
});

describe('the error policy carries out its decision', () => {
  it('signs out once for many parallel 401s', async () => {
    const fx = effects({ forceSignOut: vi.fn(() => new Promise<void>(() => undefined)) });
    const policy = createErrorPolicy(fx);
    const outcomes = await Promise.all([1, 2, 3].map(() => policy.onFailure(failure())));
    expect(outcomes).toEqual(['pass', 'pass', 'pass']);
    expect(fx.forceSignOut).toHaveBeenCalledTimes(1);
  });

  it('reads the route at the time of the failure', async () => {
    let route: ReturnType<ErrorPolicyEffects['currentRoute']> = HOME;
    const fx = effects({ currentRoute: () => route });
    const policy = createErrorPolicy(fx);
    route = { name: 'mobile-webview-receiving-method', layout: 'webview', exempt401: false };
    await policy.onFailure(failure());
    expect(fx.postToNative).toHaveBeenCalledWith(NATIVE_401_MESSAGE);
    expect(fx.forceSignOut).not.toHaveBeenCalled();
  });

  it('reloads a challenge under its own guard key', async () => {
    const fx = effects();
    await createErrorPolicy(fx).onFailure(failure({ status: 403, challenge: true }));
    expect(fx.reload).toHaveBeenCalledWith(RELOAD_KEYS.challenge);
  });

  it('announces a disabled feature', async () => {
    const fx = effects();
    await createErrorPolicy(fx).onFailure(
      failure({ status: 403, body: { message: 'This feature is unavailable for your account.' } }),
    );
    expect(fx.featureDisabled).toHaveBeenCalledTimes(1);
  });

  it('account 401: refreshes the token, then reloads', async () => {
    const fx = effects();
    const outcome = await createErrorPolicy(fx).onFailure(
      failure({ service: 'account', path: '/api/public-profile' }),
    );
    expect(outcome).toBe('pass');
    expect(fx.refreshAccountToken).toHaveBeenCalledTimes(1);
    expect(fx.reload).toHaveBeenCalledWith(RELOAD_KEYS.accountToken);
  });

  it('account 401: a refused refresh does not reload', async () => {
    const fx = effects({ refreshAccountToken: vi.fn(async () => Promise.reject(new Error('401'))) });
    await createErrorPolicy(fx).onFailure(failure({ service: 'account', path: '/api/public-profile' }));
    expect(fx.reload).not.toHaveBeenCalled();
  });

  it('ticketing 401: one refresh for parallel calls, and each of them retries', async () => {
    let finish: () => void = () => undefined;
    const fx = effects({
      refreshTicketingToken: vi.fn(() => new Promise<void>((resolve) => (finish = resolve))),
    });
    const policy = createErrorPolicy(fx);
    const calls = [1, 2].map(() => policy.onFailure(failure({ service: 'ticketing', path: '/api/events' })));
    finish();
    expect(await Promise.all(calls)).toEqual(['retry', 'retry']);
    expect(fx.refreshTicketingToken).toHaveBeenCalledTimes(1);
    expect(fx.forceSignOut).not.toHaveBeenCalled();
  });

  it('ticketing 401: a failed refresh clears the token and signs out', async () => {
    const fx = effects({ refreshTicketingToken: vi.fn(async () => Promise.reject(new Error('403'))) });
    const outcome = await createErrorPolicy(fx).onFailure(
      failure({ service: 'ticketing', path: '/api/events' }),
    );
    expect(outcome).toBe('pass');
    expect(fx.clearTicketingToken).toHaveBeenCalledTimes(1);
    expect(fx.forceSignOut).toHaveBeenCalledTimes(1);
  });

  it('does nothing for a failure the caller handles', async () => {
    const fx = effects();
    const outcome = await createErrorPolicy(fx).onFailure(failure({ status: 422 }));
    expect(outcome).toBe('pass');
    for (const effect of [fx.reload, fx.forceSignOut, fx.postToNative, fx.featureDisabled])
      expect(effect).not.toHaveBeenCalled();
  });
});
