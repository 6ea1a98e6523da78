// Issue 9 item 5: every form schema fed ≥ 1,000 generated inputs. Each form's validator is built as the app
// builds it and its errors translated as the page translates them; for every input the validator must not
// throw, stay quick, and every error a person would see must be a `validations:messages.*` text (never ajv's
// English) present in all 15 catalogues with each {{placeholder}} filled and fields named by their titles.
// The same data goes through the form's masks, money inputs and submit parts (form-extras.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { RJSFValidationError } from '@rjsf/utils';
import { firstPerField, relatedProperties, translateErrors } from '@/forms/error-messages';
import { readServerRules, serverRuleErrors } from '@/forms/server-rules';
import { extraProblems } from './form-extras';
import { formBuilder, formNames, rawErrors, type BuiltForm } from './form-harness';
import { messageProblems, recordingT } from './message-checks';
import { formDataOf } from './schema-arbitrary';
import { NUM_RUNS, ONLY, REPLAY_PATH, replayHint, seedFor } from './seed';
import { serverRuleTexts } from './server-rule-texts';

const NAMES = formNames().filter((name) => !ONLY || name === ONLY);
/** One validation taking longer than this would freeze the page as the person types. */
const SLOW_MS = 2_000;

const builder = formBuilder();
afterAll(() => builder.dispose());

/** Why the errors of one input would show something wrong; empty when all is well. */
function problemsOf(form: BuiltForm, errors: RJSFValidationError[], t: ReturnType<typeof recordingT>) {
  const problems: string[] = [];
  const translated = translateErrors(errors, form.schema, t.t);
  firstPerField(translated);
  for (const error of translated) {
    relatedProperties(error);
    const where = `${error.name} at "${error.property}"`;
    const call = t.callOf(error.message);
    if (!call) {
      problems.push(`${where} shows untranslated text ${JSON.stringify(error.message)}`);
      continue;
    }
    if (!call.key.startsWith('validations:messages.'))
      problems.push(`${where} shows "${call.key}", not a validations:messages text`);
    // The type message is the fallback for keywords the form engine does not know: it must not speak for them.
    if (call.key === 'validations:messages.type' && error.name !== 'type')
      problems.push(
        `${where} falls back to the "wrong kind of value" message: map "${error.name}" to a rule`,
      );
    problems.push(...messageProblems(call.key, t.resolved(call)).map((p) => `${where}: ${p}`));
  }
  return problems;
}

/** The failing input for a person: long runs of one character shortened (`"1"×3000`), and cut at 2,000 characters. */
const readable = (value: unknown) =>
  fc
    .stringify(value)
    .replace(/(.)\1{19,}/gs, (run, char: string) => `${char}…(×${run.length})`)
    .slice(0, 2_000);

// FUZZ_ONLY naming no form (the address fuzz) leaves nothing here: say so rather than fail on an empty file.
if (NAMES.length === 0) it('no form matches FUZZ_ONLY', () => {});

describe.each(NAMES)('form %s', (name) => {
  let form: BuiltForm;
  beforeAll(async () => {
    form = await builder.build(name);
  });

  it(`${NUM_RUNS} generated inputs: no throw, every error a translated message in all 15 catalogues`, () => {
    const t = recordingT();
    const rulesFields = Object.keys(form.file.serverRules ?? {});
    const input = fc.tuple(formDataOf(form.schema), serverRuleTexts(rulesFields), fc.nat());
    let slowest = 0;
    let valid = 0;
    const seen = new Set<string>();
    const property = fc.property(input, ([data, texts, caret]) => {
      t.clear();
      // The server's rules as the form reads them (send money's description rules): junk texts included.
      const serverRules = Object.fromEntries(
        Object.entries(texts).map(([field, list]) => [field, readServerRules(list, form.file.schema)]),
      );
      const started = performance.now();
      const errors = [...rawErrors(form, data), ...serverRuleErrors(serverRules, data)];
      for (const error of errors) {
        const rule = (error.params as { rule?: string } | undefined)?.rule;
        seen.add(error.name === 'rules' ? `${rule}` : `${error.name}`);
      }
      if (errors.length === 0) valid += 1;
      const problems = [...problemsOf(form, errors, t), ...extraProblems(form.file, data, caret)];
      const took = performance.now() - started;
      slowest = Math.max(slowest, took);
      if (took > SLOW_MS) problems.push(`validating took ${Math.round(took)} ms`);
      if (problems.length > 0) throw new Error([...new Set(problems)].join('\n'));
    });
    const seed = seedFor(name);
    const details = fc.check(property, {
      seed,
      numRuns: NUM_RUNS,
      path: REPLAY_PATH,
      endOnFailure: !!REPLAY_PATH,
    });
    if (details.failed) {
      const error =
        details.errorInstance instanceof Error
          ? details.errorInstance.message
          : String(details.errorInstance);
      expect.fail(
        `form ${name} (seed ${details.seed}, path ${details.counterexamplePath}): ${error}\n` +
          `input: ${readable(details.counterexample)}\n${replayHint(name, details.counterexamplePath ?? undefined)}`,
      );
    }
    expect(details.numRuns).toBeGreaterThanOrEqual(REPLAY_PATH ? 1 : NUM_RUNS);
    expect(slowest).toBeLessThan(SLOW_MS);
    // The inputs reach the validator's errors: a generator that only made valid data would prove nothing.
    if (!REPLAY_PATH) expect(seen.size).toBeGreaterThan(0);
    if (process.env.FUZZ_STATS)
      console.log(name, { valid, slowest: Math.round(slowest), seen: [...seen].sort().join(' ') });
  });
});
