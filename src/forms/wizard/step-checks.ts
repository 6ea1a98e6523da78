/**
 * Whether the steps of a wizard file are complete and may open, read from the server's `progress` answer
 * (src/config/wizard-file.ts). Pure: the WizardPage asks, renders what it is told.
 */
import type { StepCheck, WizardFile, WizardStages, WizardStep } from '@/config/wizard-file';
import { pick } from '../value-refs';

const isEmpty = (value: unknown): boolean =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** Cents-safe sum: 33.33 + 33.33 + 33.34 is 100, not 99.99999999999999. */
const sumOf = (values: unknown[]) =>
  Math.round(values.reduce<number>((total, value) => total + (Number(value) || 0), 0) * 1e6) / 1e6;

/** True when the check holds for the progress answer. */
export function checkHolds(check: StepCheck, progress: unknown): boolean {
  const value = pick(progress, check.path);
  switch (check.check) {
    case 'present':
      return !isEmpty(value);
    case 'minItems':
      return asList(value).length >= check.value;
    case 'sum':
      return asList(value).length > 0 && sumOf(asList(value)) === check.value;
    case 'some':
      return asList(value).some(
        (item) =>
          Object.entries(check.where).every(([key, wanted]) => pick(item, key) === wanted) &&
          (check.present ?? []).every((path) => !isEmpty(pick(item, path))),
      );
  }
}

/** The checks of a step that do not hold yet (none for a step without checks). */
export const failingChecks = (step: WizardStep, progress: unknown): StepCheck[] =>
  (step.done ?? []).filter((check) => !checkHolds(check, progress));

/**
 * A step is complete when all its checks hold; a step without checks once it was saved in this visit (`saved`):
 * the server's progress does not say whether such a step was ever saved.
 */
export function stepComplete(step: WizardStep, progress: unknown, saved: ReadonlySet<string>): boolean {
  if (step.done && step.done.length > 0)
    return progress !== undefined && failingChecks(step, progress).length === 0;
  return saved.has(step.id);
}

/** The steps a step still waits for (its `requires` that are not complete). */
export function missingRequirements(
  file: WizardFile,
  step: WizardStep,
  progress: unknown,
  saved: ReadonlySet<string>,
): WizardStep[] {
  return (step.requires ?? [])
    .map((id) => file.steps.find((other) => other.id === id))
    .filter((other): other is WizardStep => other !== undefined && !stepComplete(other, progress, saved));
}

/**
 * The steps that keep step `index` shut: its `requires` that are not complete and, in a `steps` wizard, every
 * earlier step whose checks do not hold yet (a step without checks never blocks the ones after it).
 */
export function blockersOf(
  file: WizardFile,
  index: number,
  progress: unknown,
  saved: ReadonlySet<string>,
): WizardStep[] {
  const step = file.steps[index];
  if (!step) return [];
  const earlier =
    file.layout === 'steps'
      ? file.steps.slice(0, index).filter((other) => other.done && failingChecks(other, progress).length > 0)
      : [];
  const required = missingRequirements(file, step, progress, saved);
  return [...earlier, ...required.filter((other) => !earlier.includes(other))];
}

/**
 * Where a visit starts: the step the address names when it may open; else, in a `steps` wizard, the first step
 * whose checks do not hold yet, so a person coming back carries on where they stopped; else the first step.
 */
export function startingStep(
  file: WizardFile,
  progress: unknown,
  asked: string | null,
  saved: ReadonlySet<string> = new Set(),
): number {
  const askedIndex = file.steps.findIndex((step) => step.id === asked);
  if (askedIndex >= 0 && blockersOf(file, askedIndex, progress, saved).length === 0) return askedIndex;
  if (file.layout === 'tabs' || file.form || progress === undefined) return 0;
  const open = file.steps.findIndex((step) => step.done && failingChecks(step, progress).length > 0);
  return open < 0 ? 0 : open;
}

/** The index of the current stage, or -1 when the status is in none of them. */
export function stageIndex(stages: WizardStages, progress: unknown): number {
  const status = pick(progress, stages.path);
  return stages.stages.findIndex((stage) => stage.statuses.includes(String(status)));
}

/** Whether `finish.when` lets the flow be sent now (no `when`: always). */
export function finishOffered(file: WizardFile, progress: unknown): boolean {
  const when = file.finish?.when;
  if (!file.finish) return false;
  if (!when) return true;
  return Object.entries(when).every(([path, values]) =>
    values.some((value) => pick(progress, path) === value),
  );
}

/** The steps with checks that do not hold yet: the finish button names them instead of failing on the server. */
export const incompleteSteps = (file: WizardFile, progress: unknown): WizardStep[] =>
  file.steps.filter((step) => failingChecks(step, progress).length > 0);
