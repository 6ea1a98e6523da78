/**
 * The shape of a wizard file, `schemas/wizards/NAME.json`: a flow of several steps rendered by the WizardPage
 * (docs/configs.md, section Wizards; `npm run config:check` checks it). A wizard is one of two kinds:
 *
 * - **Steps that save themselves** (business onboarding): each step is a form file saved by its own call, or
 *   table files the person fills through its add and edit dialogs (owners, withdrawal details). `progress` reads
 *   where the whole flow stands; each step's `done` checks say whether it is complete, `requires` keeps a step
 *   shut until others are, and `finish` sends the whole application.
 * - **One form across pages** (an event): `form` names one form file, each step lists the top-level `fields`
 *   it shows, Next checks only those fields, and the form is sent once, from the last step.
 *
 * @example
 * {
 *   "$schema": "../meta/wizard.schema.json",
 *   "title": "onboarding:title",
 *   "layout": "tabs",
 *   "progress": { "operation": "GET /api/v2/processing/onboarding" },
 *   "steps": [
 *     { "id": "company", "label": "onboarding:steps.company", "form": "business-details",
 *       "done": [{ "check": "present", "path": "data.business_entity.attributes.industry",
 *                  "label": "onboarding:fields.industry", "message": "onboarding:checks.missing" }] },
 *     { "id": "owners", "label": "onboarding:steps.owners", "tables": ["onboarding-owners"], "requires": ["company"] }
 *   ],
 *   "finish": { "call": { "operation": "POST /api/v2/processing/onboarding/submit" },
 *               "label": "onboarding:submit", "notice": "onboarding:submitted" }
 * }
 */
import type { OperationCall, ValueRef } from './form-file';
import type { ToolbarAction } from './table-file';

/**
 * A condition on the `progress` answer that makes a step complete, with the text shown while it does not hold.
 * `path` is dotted; `[]` maps a list (`data.ubo[].percentOfShares`).
 * - `present`: the value is not empty (not missing, not null, not blank text, not an empty list).
 * - `minItems`: the list has at least `value` items.
 * - `sum`: the numbers add up to `value` exactly.
 * - `some`: at least one item of the list has every `where` value (`{ "isLegalRepresentative": true }`) and,
 *   when `present` is given, a non-empty value at each of those paths of that item.
 */
export type StepCheck = {
  path: string;
  /** A text key shown while the check fails; `{{field}}` is `label`, `{{value}}` is `value`. */
  message: string;
  /** A text key naming what is checked, for `{{field}}` (e.g. the field's own label). */
  label?: string;
} & (
  | { check: 'present' }
  | { check: 'minItems'; value: number }
  | { check: 'sum'; value: number }
  | { check: 'some'; where: Record<string, string | number | boolean | null>; present?: string[] }
);
export const STEP_CHECKS = ['present', 'minItems', 'sum', 'some'] as const;

export interface WizardStep {
  /** Names the step in the address (`?step=owners`) and in `requires`; letters, digits and dashes. */
  id: string;
  /** The step's name in the step list, a text key. */
  label: string;
  /** A line under the step's heading, a text key. */
  description?: string;
  /** A form file this step saves (steps that save themselves). */
  form?: string;
  /** Table files this step shows, each with its toolbar and row actions (steps that save themselves). */
  tables?: string[];
  /** The wizard form's top-level fields this step shows (one form across pages). */
  fields?: string[];
  /** What makes the step complete, checked against `progress`; a step without checks is complete once saved. */
  done?: StepCheck[];
  /** Steps that must be complete before this one opens. */
  requires?: string[];
  /**
   * With the wizard's `form`: the step shows, above its own fields, what the person gave on the steps before it
   * (each field's label and value, and a link back to its step), to check before sending.
   */
  review?: boolean;
}

/** Where an application stands: the stage whose `statuses` holds the value at `path` is the current one. */
export interface WizardStages {
  /** The status in the `progress` answer (`data.application_status.status`). */
  path: string;
  stages: { label: string; statuses: string[] }[];
}

/**
 * One state of `status`: what the page says while the status in `progress` is one of `statuses`, and whether the
 * steps show. A state with neither `showSteps` nor `retry` hides them (the flow was sent: pending, approved).
 */
export interface WizardStatusState {
  statuses: string[];
  /** The heading of the status panel, a text key. */
  title: string;
  /** What it means and what to do next, a text key. */
  description?: string;
  /** The steps show under the panel (the flow is still to be sent). */
  showSteps?: boolean;
  /** The text key of a button that opens the steps again (to send again after a decline). */
  retry?: string;
  /** Pages to go to next, as links under the text: `{ "label": "...", "to": "index" }`. */
  links?: { label: string; to: string }[];
}

/**
 * Where the person stands once the flow may have been sent (a verification's status), read from `progress` and
 * shown above the steps as a badge, a heading, a text and what to do next. A status no state lists shows the
 * steps and no panel.
 *
 * @example
 * { "path": "data.status", "labels": "verification:statuses.",
 *   "reason": { "path": "data.decline_reason", "labels": "verification:reasons." },
 *   "states": [{ "statuses": ["pending"], "title": "verification:state.pending.title" },
 *              { "statuses": ["unverified"], "title": "verification:state.declined.title",
 *                "retry": "verification:state.declined.resubmit" }] }
 */
export interface WizardStatus {
  /** The status in the `progress` answer (`data.status`). */
  path: string;
  /** The badge's text-key prefix (`verification:statuses.` + the status); default the shared `statuses:`. */
  labels?: string;
  /** Why (a decline reason): its path in the answer and the text-key prefix of its values. */
  reason?: { path: string; labels: string };
  states: WizardStatusState[];
}

export interface WizardFinish {
  /** The call that sends the whole flow (`POST /api/v2/processing/onboarding/submit`). */
  call: OperationCall;
  /** The button's text, a text key. */
  label: string;
  /** Shown after it succeeds, a text key. */
  notice: string;
  /** Offered only while the `progress` value at each path is one of the listed values. */
  when?: Record<string, (string | number | boolean | null)[]>;
  /** A route to go to afterwards. */
  goTo?: string;
}

export interface WizardFile {
  $schema?: string;
  /** Page title, a text key. */
  title: string;
  /** A line under the title, a text key. */
  description?: string;
  /**
   * `steps`: one after another, with Back and Next; a later step opens once those before it are complete.
   * `tabs`: any tab opens once its `requires` are complete.
   */
  layout: 'steps' | 'tabs';
  /** The one form paged across the steps (each step lists its `fields`). */
  form?: string;
  /** Read when the page opens and after every save: what the `done` checks, `stages` and `finish.when` see. */
  progress?: OperationCall & {
    params?: { path?: Record<string, ValueRef>; query?: Record<string, ValueRef> };
  };
  /** Where the application stands, shown above the steps. */
  stages?: WizardStages;
  /** What the page says for each status of the sent flow, and whether the steps show (see WizardStatus). */
  status?: WizardStatus;
  /** Buttons beside the title (a page, a form or a table in a dialog), as a table's toolbar. */
  toolbar?: ToolbarAction[];
  steps: WizardStep[];
  /** Sends the whole flow once every step is complete (steps that save themselves). */
  finish?: WizardFinish;
}
