import { describe, expect, it } from 'vitest';
import {
  afterSandboxSwitch,
  sandboxFailureMessage,
  showsSandboxSwitch,
  type SandboxNavigation,
} from '@/access/sandbox-navigation';
import { ApiError } from '@/api/errors';
import { merchant, signedOut, subject, subMerchant } from './fixtures';

const welcome = { kind: 'navigate', to: 'processing-integration-test-mode' } as const;
const home = { kind: 'navigate', to: 'index' } as const;
const stay = { kind: 'stay' } as const;
const reload = { kind: 'reload' } as const;

describe('afterSandboxSwitch: where a successful switch leads (spec A §4 Sandbox)', () => {
  it.each<[string, boolean, string[], boolean, SandboxNavigation]>([
    ['entering the first time opens the welcome page', true, ['transactions'], false, welcome],
    [
      'entering the first time from a business-profile page opens the welcome page',
      true,
      ['business-profile'],
      false,
      welcome,
    ],
    ['entering again stays on the page', true, ['transactions'], true, stay],
    ['entering again on home stays on home', true, ['index'], true, stay],
    [
      'entering again on the welcome page stays there',
      true,
      ['processing-integration-test-mode'],
      true,
      stay,
    ],
    ['entering again on business-profile goes home', true, ['business-profile'], true, home],
    ['entering again on business-profile/:id goes home', true, ['business-profile-id'], true, home],
    ['leaving on the welcome page goes home', false, ['processing-integration-test-mode'], true, home],
    ['leaving on another page reloads it', false, ['transactions'], true, reload],
    ['leaving on business-profile reloads it', false, ['business-profile'], true, reload],
    ['leaving on home reloads it', false, ['index'], false, reload],
  ])('%s', (_case, entered, routeNames, welcomeSeen, expected) => {
    expect(afterSandboxSwitch({ entered, routeNames, welcomeSeen })).toEqual(expected);
  });
});

describe('showsSandboxSwitch: business users only', () => {
  it.each([
    ['a business main account', merchant(), true],
    ['an unverified business account', merchant({ verified: false }), true],
    ['a sub-merchant', subMerchant(['view-transaction']), true],
    ['a personal user', subject(), false],
    ['a signed-out visitor', signedOut(), false],
  ] as const)('%s → %s', (_case, who, expected) => {
    expect(showsSandboxSwitch(who)).toBe(expected);
  });
});

describe('sandboxFailureMessage: the server message, or null for the generic text (spec B §8)', () => {
  it.each([
    [
      'a 422 with a message',
      new ApiError({ statusCode: 422, message: 'Finish onboarding first.' }),
      'Finish onboarding first.',
    ],
    ['a 403 with a message', new ApiError({ statusCode: 403, message: 'Request failed' }), 'Request failed'],
    [
      'a network failure',
      new ApiError({ statusCode: 500, message: 'Something went wrong', code: 'network_error' }),
      null,
    ],
    [
      'an aborted call',
      new ApiError({ statusCode: 500, message: 'Request cancelled', code: 'aborted' }),
      null,
    ],
    [
      'the normaliser fallback (no message in the body)',
      new ApiError({ statusCode: 500, message: 'Something went wrong' }),
      null,
    ],
    ['an empty message', new ApiError({ statusCode: 422, message: '  ' }), null],
    ['a plain TypeError (not an API failure)', new TypeError('Failed to fetch'), null],
    ['nothing', undefined, null],
  ] as const)('%s', (_case, error, expected) => {
    expect(sandboxFailureMessage(error)).toBe(expected);
  });
});
