import { describe, expect, it, vi } from 'vitest';

/** A fresh copy of the rule modules: the IBAN check is handed over once per page. */
async function freshRules() {
  vi.resetModules();
  const { checkRule } = await import('@/forms/validation/check-rule');
  const { loadChecksFor } = await import('@/forms/rules/rule-checks');
  return { checkRule, loadChecksFor };
}

describe('checks loaded with the rules that need them', () => {
  it('an IBAN rule run before its check is loaded fails loudly, not as a pass or a refusal', async () => {
    const { checkRule } = await freshRules();
    expect(() => checkRule('iban', 'DE89370400440532013000', true, {})).toThrow(/iban-check/);
  });

  it('server rules naming an IBAN rule load its check first', async () => {
    const { checkRule, loadChecksFor } = await freshRules();
    await loadChecksFor(['required', 'iban']);
    expect(checkRule('iban', 'DE89 3704 0044 0532 0130 00', true, {})).toBe(true);
    expect(checkRule('iban', 'DE89 3704 0044 0532 0130 01', true, {})).toBe(false);
  });

  it('rules that need nothing more load nothing', async () => {
    const { checkRule, loadChecksFor } = await freshRules();
    await loadChecksFor(['required', 'email']);
    expect(() => checkRule('iban', 'DE89370400440532013000', true, {})).toThrow();
  });
});
