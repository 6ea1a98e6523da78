/**
 * The steps of a wizard file: unique ids, `requires` that name other steps without waiting in a circle, and
 * what each step shows — a form or tables that exist (steps that save themselves), or, in a wizard with one
 * `form`, that form's own top-level fields, each on exactly one step. Pure.
 */
import { isObject, type Json } from './check-form-context';
import { fieldNames } from './check-form-fields';
import type { FileUnderCheck } from './check-table-context';
import { objects } from './check-table-context';
import { checkFileRef } from './check-table-refs';
import { suggestion } from './did-you-mean';

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
const idOf = (step: Json) => (typeof step.id === 'string' ? step.id : '');
const hasChecks = (step: Json | undefined) => Array.isArray(step?.done) && step.done.length > 0;

/** Ids unique; each `requires` names another step; in a `steps` wizard, an earlier one. */
function checkIds(file: FileUnderCheck, steps: [Json, number][]) {
  const ids = steps.map(([step]) => idOf(step));
  for (const [position, [step, i]] of steps.entries()) {
    const first = ids.indexOf(idOf(step));
    if (idOf(step) !== '' && first !== position)
      file.error(
        `steps[${i}].id`,
        'duplicate-step',
        `step id "${idOf(step)}" is used by steps[${steps[first]?.[1] ?? 0}] already: each step needs its own id (it names the step in the address and in "requires").`,
      );
    for (const [k, wanted] of strings(step.requires).entries()) {
      const where = `steps[${i}].requires[${k}]`;
      const target = ids.indexOf(wanted);
      if (wanted === idOf(step))
        file.error(
          where,
          'requires-itself',
          `step "${wanted}" cannot wait for itself: remove it from "requires".`,
        );
      else if (target < 0)
        file.error(where, 'unknown-step', `there is no step "${wanted}".${suggestion(wanted, ids)}`);
      else if (!file.json.form && !hasChecks(steps[target]?.[0]))
        file.error(
          where,
          'requires-unchecked-step',
          `"${wanted}" has no "done" checks, so it only counts as complete once saved in this visit: after a reload "${idOf(step)}" is shut again. Give "${wanted}" "done" checks that read the progress answer, or remove it from "requires".`,
        );
      else if (file.json.layout === 'steps' && !file.json.form && target > position)
        file.error(
          where,
          'requires-later-step',
          `in a "steps" wizard the person meets the steps in order, so "${idOf(step)}" cannot wait for "${wanted}", which comes after it: move "${wanted}" before it, or use "layout": "tabs".`,
        );
    }
  }
}

/** A circle of `requires` (a → b → a): none of its steps ever opens. Said once, at its first step. */
function checkCycles(file: FileUnderCheck, steps: [Json, number][]) {
  const requires = new Map(steps.map(([step]) => [idOf(step), strings(step.requires)]));
  const said = new Set<string>();
  for (const [step, i] of steps) {
    const start = idOf(step);
    const walk = (id: string, trail: string[]): string[] | undefined => {
      for (const next of requires.get(id) ?? []) {
        if (next === start && trail.length > 1) return [...trail, next];
        if (next !== id && !trail.includes(next) && requires.has(next)) {
          const found = walk(next, [...trail, next]);
          if (found) return found;
        }
      }
      return undefined;
    };
    const circle = walk(start, [start]);
    if (!circle || circle.some((id) => said.has(id))) continue;
    circle.forEach((id) => said.add(id));
    file.error(
      `steps[${i}].requires`,
      'requires-circle',
      `${circle.map((id) => `"${id}"`).join(' → ')}: these steps wait for each other, so none of them ever opens. Remove one of these "requires".`,
    );
  }
}

/** Settings a wizard with one `form` does not use: the form's own checks and submit do their job. */
const UNUSED_WITH_FORM: Record<string, string> = {
  done: "Next checks the step's fields against the form",
  requires: 'the steps open in order, each once the ones before it are filled',
};

function checkFormSteps(file: FileUnderCheck, steps: [Json, number][], form: Json | undefined) {
  const name = String(file.json.form);
  const schema = form && isObject(form.schema) ? form.schema : undefined;
  const known = schema ? fieldNames(schema) : undefined;
  const onStep = new Map<string, string>();
  for (const [step, i] of steps) {
    for (const key of ['form', 'tables'].filter((k) => k in step))
      file.error(
        `steps[${i}].${key}`,
        'step-file-in-form-wizard',
        `this wizard pages the one form "${name}", so a step shows some of its "fields", not its own "${key}": replace "${key}" with "fields": [ ... ].`,
      );
    if (!('fields' in step))
      file.error(
        `steps[${i}]`,
        'missing-fields',
        `in a wizard with "form", each step lists the fields of schemas/forms/${name}.json it shows: add "fields": [ ... ].`,
      );
    for (const key of Object.keys(UNUSED_WITH_FORM).filter((k) => k in step))
      file.error(
        `steps[${i}].${key}`,
        'unused-with-form',
        `"${key}" does nothing in a wizard with "form" (${UNUSED_WITH_FORM[key]}): remove it.`,
      );
    for (const [k, field] of strings(step.fields).entries()) {
      const where = `steps[${i}].fields[${k}]`;
      if (known && !known.includes(field))
        file.error(
          where,
          'unknown-field',
          `"${field}" is not a top-level field of schemas/forms/${name}.json.${suggestion(field, known)}`,
        );
      else if (onStep.has(field))
        file.error(
          where,
          'field-twice',
          `"${field}" is on step "${onStep.get(field)}" already: each field is on one step.`,
        );
      else onStep.set(field, idOf(step));
    }
  }
  const required = schema ? strings(schema.required) : [];
  for (const field of (known ?? []).filter((f) => !onStep.has(f)))
    if (required.includes(field))
      file.error(
        'steps',
        'field-on-no-step',
        `"${field}" is a required field of schemas/forms/${name}.json, but no step shows it, so the form could never be sent: add it to a step's "fields".`,
      );
    else
      file.note(
        'steps',
        'field-on-no-step',
        `no step shows "${field}" of schemas/forms/${name}.json, so nobody can fill it: add it to a step's "fields".`,
      );
}

function checkSavingSteps(file: FileUnderCheck, steps: [Json, number][]) {
  for (const [step, i] of steps) {
    if ('fields' in step)
      file.error(
        `steps[${i}].fields`,
        'fields-without-form',
        '"fields" only works when the wizard names its one "form": a step of this wizard saves its own "form" or fills "tables".',
      );
    if ('review' in step)
      file.error(
        `steps[${i}].review`,
        'review-without-form',
        '"review" shows what was typed on the steps before, and only a wizard with one "form" keeps it: remove it.',
      );
    checkFileRef(file, `steps[${i}].form`, 'form', step.form);
    for (const [table, k] of strings(step.tables).map((t, k) => [t, k] as const))
      checkFileRef(file, `steps[${i}].tables[${k}]`, 'table', table);
  }
}

/**
 * Every problem of the steps. `formOf` reads a form file's JSON by name (undefined when it does not exist or is
 * not JSON).
 */
export function checkSteps(file: FileUnderCheck, formOf: (name: string) => Json | undefined) {
  const steps = objects(file.json.steps);
  checkIds(file, steps);
  checkCycles(file, steps);
  if (typeof file.json.form !== 'string') {
    checkSavingSteps(file, steps);
    return;
  }
  checkFileRef(file, 'form', 'form', file.json.form);
  if (file.json.layout === 'tabs')
    file.error(
      'layout',
      'tabs-with-form',
      'a wizard with "form" pages one form in order: set "layout": "steps".',
    );
  if ('finish' in file.json)
    file.error(
      'finish',
      'unused-with-form',
      `"finish" does nothing in a wizard with "form": the last step sends the form with its own "submit". Remove it.`,
    );
  checkFormSteps(file, steps, formOf(file.json.form));
}
