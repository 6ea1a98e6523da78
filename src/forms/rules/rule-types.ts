/** The object that holds the field: its siblings, for rules that compare with another field. */
export interface RuleContext {
  parent: Record<string, unknown>;
}

/** One rule: does `value` pass with the `param` written in the form file? */
export type RuleCheck = (value: unknown, param: unknown, ctx: RuleContext) => boolean;

/**
 * The shapes a rule's param can take in a form file (`"rules": { "<rule>": <param> }`), so config:check can
 * say what is wrong with it before the form ships (see params.ts).
 */
export type ParamKind =
  | 'flag' // true
  | 'count' // a whole number ≥ 0: a length, a number of years
  | 'kilobytes' // a number > 0
  | 'number' // any finite number
  | 'range' // [min, max], numbers, min ≤ max
  | 'count-range' // [min, max], whole numbers ≥ 0, min ≤ max
  | 'counts' // [n1, n2, …], whole numbers ≥ 0, at least one
  | 'strings' // ["a", "b", …], at least one
  | 'field' // "otherField"
  | 'field-values' // ["otherField", value, …], at least one value
  | 'scalar' // a string, number, boolean or null
  | 'substring' // a non-empty string
  | 'regex' // "pattern" or ["pattern", "flags"]
  | 'date-after'; // "otherField" or { date, time?, ownTime? }

/** A rule of the library: its check, its param's shape, and the message values its param gives. */
export interface RuleDef {
  check: RuleCheck;
  param: ParamKind;
  /** Interpolation values for `validations:messages.<rule>` other than the field label. */
  values?: (param: unknown) => Record<string, string | number>;
}
