import type { SessionValueName } from '@/config/form-file';
import type { FieldOption } from './field-option';

/** What an option source reads: the form's data and the session facts of `SESSION_VALUES`. */
export interface OptionSourceInput {
  formData: Record<string, unknown>;
  session: Partial<Record<SessionValueName, unknown>>;
}

/**
 * A named list of choices loaded from the API, for `ui:options.source` in a form file: one file
 * `src/forms/options/sources/NAME.ts` exporting `source`. `inputs` names what the list depends on (a sibling
 * field's value); the list is fetched again when they change and waits while one is empty.
 *
 * @example
 * export const source: OptionSource = {
 *   inputs: ({ formData }) => [formData.recipient_id],
 *   load: async ({ formData }) => ...,
 * };
 */
export interface OptionSource {
  inputs: (input: OptionSourceInput) => unknown[];
  /** What else the list depends on but does not wait for (send money's recipient narrows its methods). */
  optionalInputs?: (input: OptionSourceInput) => unknown[];
  load: (input: OptionSourceInput) => Promise<FieldOption[]>;
}
