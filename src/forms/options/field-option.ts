/**
 * One choice of a select-like widget (searchable select, multi-select, currency select), whether it comes from
 * the schema's `enum` / `oneOf` or from a named option source (`ui:options.source`).
 */
export interface FieldOption {
  /** The value stored in the form data. */
  value: string;
  /** The text shown; a text key (`namespace:key`) or plain text, widgets pass it through `t()`. */
  label: string;
  /** A currency code or other icon hint the widget may draw (the currency select draws the currency icon). */
  icon?: string;
  /** A second line (a contact's e-mail, an account's balance). */
  description?: string;
  /** Shown but not choosable. */
  disabled?: boolean;
  /** An account with nothing available (balances): choosable, but there is nothing to move out of it. */
  empty?: boolean;
}

/** How far an option list is: sources that call the API are loading first and may fail. */
export type OptionsStatus = 'loading' | 'ready' | 'error';

export interface FieldOptions {
  options: FieldOption[];
  status: OptionsStatus;
  /** For a source's list: the values of the fields it depends on, as a key (see use-clear-stale-choice.ts). */
  inputsKey?: string;
  /**
   * For a source's list that has loaded: the `inputsKey` it was loaded for. Undefined while loading, after a
   * failure, while it waits for an empty field, and for enum lists.
   */
  loadedFor?: string;
}
