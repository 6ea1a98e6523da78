// Valid and invalid vectors for the date rules (spec A §5) on a fixed local day; the tables live in cases/dates.ts.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RULES } from '@/forms/rules/library';
import { runCases } from './run-cases';
import { DATE_CASES, TODAY } from './cases/dates';

beforeAll(() => {
  vi.useFakeTimers();
  vi.setSystemTime(TODAY);
});
afterAll(() => vi.useRealTimers());

runCases(DATE_CASES);

describe('age on a 29 February birthday', () => {
  it('comes of age on 1 March in a year without 29 February', () => {
    vi.setSystemTime(new Date(2026, 1, 28, 12));
    expect(RULES.age('2008-02-29', 18, { parent: {} })).toBe(false);
    vi.setSystemTime(new Date(2026, 2, 1, 12));
    expect(RULES.age('2008-02-29', 18, { parent: {} })).toBe(true);
    vi.setSystemTime(TODAY);
  });
});
