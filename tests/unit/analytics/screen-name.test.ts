import { describe, expect, it } from 'vitest';
import { screenName } from '@/analytics/screen-name';

const m = (handle?: unknown) => ({ route: { handle } });

describe('screenName', () => {
  it.each([
    ['the deepest named route', [m(), m({ name: 'layout' }), m({ name: 'transactions' })], 'transactions'],
    ['skips unnamed children', [m({ name: 'index' }), m()], 'index'],
    ['the catch-all page', [m(), m()], 'not_found'],
    ['no matches', [], 'not_found'],
  ])('%s', (_name, matches, expected) => {
    expect(screenName(matches)).toBe(expected);
  });
});
