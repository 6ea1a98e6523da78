// The address field validates outside the form's schema: the server's address config names the inputs and
// their rules (`"validation_rules": ["required", "digits_between:4,6"]`), and src/forms/address checks them.
// Fed ≥ 1,000 generated configs and values, it must not throw and every error must be a message of every
// catalogue with its placeholders filled.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { addressFieldsOf, type LocalizedAddressConfig } from '@/forms/address/address-fields';
import { ADDRESS_RULE_NAMES } from '@/forms/address/server-rules';
import { addressErrors } from '@/forms/address/validate-address';
import { junk, unicodeText } from './hostile';
import { messageProblems } from './message-checks';
import { NUM_RUNS, ONLY, REPLAY_PATH, replayHint, seedFor } from './seed';
import { ruleText } from './server-rule-texts';

const PARAMS = ['', '3', '0', '-1', '4,6', '6,4', 'x', '1.5', ' 2 '];
const addressRuleText = fc.oneof(
  fc
    .tuple(fc.constantFrom(...ADDRESS_RULE_NAMES), fc.constantFrom(...PARAMS))
    .map(([rule, param]) => (param === '' ? rule : `${rule}:${param}`)),
  fc.constantFrom('required|max:5', 'regex:^\\d{5}$', 'min:2|digits'),
  ruleText,
);

const NAMES = ['address', 'city', 'zip', 'state', '__proto__', 'constructor', ''];
const field = fc.record(
  {
    name: fc.oneof(fc.constantFrom(...NAMES), fc.string({ maxLength: 6 })),
    label: fc.oneof(fc.constantFrom('City', 'Postal code'), unicodeText),
    type: fc.constantFrom('text', 'select', 'other'),
    level: fc.constantFrom(1, 2, 3, 7),
    validation_rules: fc.array(addressRuleText, { maxLength: 4 }),
  },
  { requiredKeys: ['name', 'label', 'validation_rules'] },
);
const config = fc
  .array(field, { maxLength: 5 })
  .map((fields) => ({ fields }) as unknown as LocalizedAddressConfig);
const values = fc.dictionary(fc.constantFrom(...NAMES), fc.oneof(fc.string({ maxLength: 8 }), junk), {
  maxKeys: 5,
});

describe('address field', () => {
  it.skipIf(ONLY !== undefined && ONLY !== 'address')(
    `${NUM_RUNS} generated configs and values: no throw, every error a message of all 15 catalogues`,
    () => {
      let failures = 0;
      const property = fc.property(config, values, fc.boolean(), (cfg, value, noRequired) => {
        const fields = addressFieldsOf(cfg, { noRequired });
        const problems: string[] = [];
        const errors = Object.entries(addressErrors(fields, value));
        if (errors.length > 0) failures += 1;
        for (const [name, error] of errors) {
          // The field's label is the server's own text (already in the person's language), so a key stands in.
          const given = { ...error.values, field: { $key: 'widgets:address.fallback.address' } };
          problems.push(
            ...messageProblems(`validations:messages.${error.rule}`, given).map((p) => `${name}: ${p}`),
          );
        }
        if (problems.length > 0) throw new Error(problems.join('\n'));
      });
      const details = fc.check(property, {
        seed: seedFor('address'),
        numRuns: NUM_RUNS,
        path: REPLAY_PATH,
        endOnFailure: REPLAY_PATH !== undefined,
      });
      if (details.failed)
        expect.fail(
          `${String(details.errorInstance)}\ninput: ${fc.stringify(details.counterexample).slice(0, 2_000)}\n` +
            replayHint('address', details.counterexamplePath ?? undefined),
        );
      expect(details.numRuns).toBeGreaterThanOrEqual(REPLAY_PATH ? 1 : NUM_RUNS);
      // The inputs reach the rules: a generator that only made valid addresses would prove nothing.
      expect(failures).toBeGreaterThan(NUM_RUNS / 10);
    },
  );
});
