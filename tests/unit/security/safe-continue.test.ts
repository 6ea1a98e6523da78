import { describe, expect, it } from 'vitest';
import { safeContinue } from '@/access/safe-continue';
import { GOOD_CONTINUE, HOSTILE_CONTINUE } from '../../e2e/security-payloads';

// The same lists as the e2e sign-in check (tests/e2e/security-continue.spec.ts).
describe('safeContinue against hostile continue values', () => {
  it('has at least 8 hostile values', () => {
    expect(HOSTILE_CONTINUE.length).toBeGreaterThanOrEqual(8);
  });

  it.each(HOSTILE_CONTINUE)('refuses %j', (value) => {
    expect(safeContinue(value)).toBeUndefined();
  });

  it.each(HOSTILE_CONTINUE)('refuses %j as it arrives from the address bar, too', (value) => {
    // What the login page reads: the value after URLSearchParams decodes the query once.
    const read = new URLSearchParams(`continue=${encodeURIComponent(value)}`).get('continue');
    expect(safeContinue(read)).toBeUndefined();
  });

  it.each(GOOD_CONTINUE)('follows the same-origin path %s', (value, expected) => {
    expect(safeContinue(value)).toBe(expected);
  });

  it.each(GOOD_CONTINUE)('what it follows stays on the origin: %s', (value) => {
    const origin = 'https://app.example';
    expect(new URL(safeContinue(value) ?? '', origin).origin).toBe(origin);
  });
});
