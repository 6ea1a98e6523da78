/**
 * The shape of a form file, `schemas/forms/NAME.json` (product staff edit these; docs/configs.md explains how,
 * and `schemas/meta/form.schema.json` lets an editor autocomplete and check them).
 *
 * @example
 * {
 *   "$schema": "../meta/form.schema.json",
 *   "title": "forms:convert-money.title",
 *   "schema": {
 *     "type": "object",
 *     "properties": {
 *       "from": { "type": "string", "title": "forms:convert-money.from", "default": "USD", "rules": { "required": true } },
 *       "amount": { "type": "number", "title": "forms:common.amount", "rules": { "required": true, "greater_than_zero": true } }
 *     }
 *   },
 *   "uiSchema": { "amount": { "ui:widget": "money", "ui:options": { "currencyField": "from" } } },
 *   "submit": { "operation": "POST /api/v2/main/convert-money" },
 *   "onSuccess": { "notice": "forms:convert-money.done", "goTo": "transactions" }
 * }
 */

/**
 * A value a form file computes rather than states: a literal JSON value, or one of
 * `{ "$session": "transferTargetType" }` (a fact about the signed-in user, see SESSION_VALUES),
 * `{ "$route": "slug" }` (a param of the page's path), `{ "$query": "currency" }` (a query-string value),
 * `{ "$field": "recipient_id" }` (another field of the form), `{ "$response": "data.id" }` (a value of the
 * submit's answer, for `onSuccess`).
 */
export type ValueRef =
  | string
  | number
  | boolean
  | null
  | { $session: SessionValueName }
  | { $route: string }
  | { $query: string }
  | { $field: string }
  | { $response: string };

/** Facts about the signed-in user a form file may use (`{ "$session": NAME }`). */
export const SESSION_VALUES = [
  'transferTargetType',
  'supportTopicLevel',
  'userType',
  'username',
  'email',
  'timezone',
  'locale',
  'firstName',
  'lastName',
] as const;
export type SessionValueName = (typeof SESSION_VALUES)[number];

/** An API call: `"METHOD /path"` of one of the services' OpenAPI documents, with its params. */
export interface OperationCall {
  /** e.g. `"POST /api/v2/main/send-money"`, `"PUT /api/v2/main/contacts/{id}"`. */
  operation: string;
  /** Which service's document (default `main`). */
  service?: 'main' | 'account' | 'settings' | 'ticketing' | 'tracking';
  /** Path and query params, e.g. `{ "path": { "id": { "$route": "slug" } } }`. */
  params?: { path?: Record<string, ValueRef>; query?: Record<string, ValueRef> };
}

export interface SubmitCall extends OperationCall {
  /** Body fields the person does not type, e.g. `{ "target_type": { "$session": "transferTargetType" } }`. */
  extra?: Record<string, ValueRef>;
  /** Form fields kept out of the body (a confirmation, a field that only steers the form). */
  omit?: string[];
  /**
   * A masked field sent as several body fields, cut at its mask's groups (digits become numbers); the server's
   * errors on a part show at the field. `{ "expiry": ["exp_year", "exp_month"] }` sends 2031-07 as 2031 and 7.
   */
  parts?: Record<string, string[]>;
}

/** One line of a quote: `{ "label": "forms:common.fee", "path": "fee", "format": "money", "currency": { "$field": "source_currency" } }`. */
export interface QuoteLine {
  label: string;
  path: string;
  format?: 'money' | 'number' | 'text';
  /** A money line's currency when the answer gives a plain number: the sending currency is `{ "$field": "source_currency" }`. */
  currency?: ValueRef;
}

/** A preview the form asks the server for while the person types (fees, a conversion quote). */
export interface QuoteCall extends OperationCall {
  /** The form fields the quote needs; it is asked once all of them are filled (and again when one changes). */
  fields: string[];
  extra?: Record<string, ValueRef>;
  /** The lines shown: a text key and where in the answer's `data` the value is. */
  show: QuoteLine[];
  /** Shown when the quote fails (default `errors:server.feeCalculationFailed`). */
  failure?: string;
}

export interface FormFile {
  $schema?: string;
  /** Page title, a text key (`namespace:key`). */
  title: string;
  /** A line under the title, a text key. */
  description?: string;
  /** JSON Schema of the form data (titles, descriptions, placeholders are text keys; field rules in `rules`). */
  schema: Record<string, unknown>;
  /** RJSF uiSchema: widgets (`money`, `currency`, `searchableSelect`, ...), order, options. */
  uiSchema?: Record<string, unknown>;
  /** Values the form starts with, over the schema's defaults. */
  initial?: Record<string, ValueRef>;
  /**
   * Reads the record being edited; `pick` is the path of the values in the answer (default `data`). When a path
   * param has no value (an optional address part left out), nothing is read and the form starts empty.
   */
  load?: OperationCall & { pick?: string };
  /** The call that saves the form. */
  submit: SubmitCall;
  quote?: QuoteCall;
  /**
   * Rules the server gives while the form is open, per field (spec A §7: send money's description rules from
   * additional-params): the call, and `path` to the list of rule texts (`"max:105"`) in its answer.
   */
  serverRules?: Record<string, OperationCall & { path: string }>;
  /** Label of the submit button, a text key (default `forms:common.submit`). */
  submitLabel?: string;
  onSuccess: {
    /** A text key; its {{placeholders}} are filled from the answer's `data`, then `noticeValues`. */
    notice: string;
    /**
     * More {{placeholders}} of the notice, e.g. `{ "zone": { "$field": "timezone" } }` (a sent field) or
     * `{ "id": { "$response": "data.id" } }`; they win over the answer's `data` of the same name.
     */
    noticeValues?: Record<string, ValueRef>;
    /** How a placeholder's value is shown, per name: `{ "offset": "utcOffset" }` (see VALUE_FORMATS). */
    noticeFormats?: Record<string, ValueFormat>;
    /** A route name to go to, with params (`{ "$response": "data.id" }` works here). */
    goTo?: string;
    goToParams?: Record<string, ValueRef>;
    /** Empty the form for another entry instead (default: keep what was sent). */
    reset?: boolean;
    /** Fill the form again from `load` after saving: it shows what the server kept, not what was typed. */
    reload?: boolean;
    /**
     * A panel above the form that keeps what was just made on screen (until the next save): values of the
     * answer, each with an optional copy or share button, and a link onwards.
     *
     * @example
     * {
     *   "title": "transfers:request.resultTitle",
     *   "lines": [
     *     { "label": "transfers:request.link", "value": { "$response": "data.link" }, "format": "link", "copy": true, "share": true },
     *     { "label": "forms:common.amount", "value": { "$response": "data.amount" }, "format": "money", "currency": { "$response": "data.currency" } }
     *   ],
     *   "link": { "label": "transfers:request.seeAll", "to": "request-money-requests" }
     * }
     */
    panel?: ResultPanel;
  };
  /** Links beside the page title to other pages, by route name (a list of what this form made). */
  toolbar?: { label: string; to: string }[];
  /**
   * A status of the loaded record above the form: a badge (`labels` + value, default `statuses:`) and a line
   * per status (`notices`, text keys filled from the record), e.g. a business model's review status.
   *
   * @example { "path": "status", "notices": { "rejected": "processing:businessModel.notices.rejected" } }
   */
  status?: { path: string; labels?: string; notices?: Record<string, string> };
  onFailure?: {
    /**
     * The notice when the call fails and the server says nothing a person can use (a network failure, an
     * empty message), a text key (default `errors:server.somethingWentWrong`).
     */
    notice?: string;
  };
}

/** One value of `onSuccess.panel`: a text key, the value (a reference into the answer) and how it shows. */
export interface ResultLine {
  label: string;
  value: ValueRef;
  /** `text` (default), `money` (with `currency`, spec A §9 format) or `link` (an address that opens in a new tab). */
  format?: 'text' | 'money' | 'link';
  currency?: ValueRef;
  /** A button that copies the value. */
  copy?: boolean;
  /** A button that opens the device's share sheet, or copies the value where there is none. */
  share?: boolean;
}

export interface ResultPanel {
  /** Heading, a text key; its {{placeholders}} are filled from the answer's `data`. */
  title: string;
  description?: string;
  lines: ResultLine[];
  /** A link under the lines to a route without address parts. */
  link?: { label: string; to: string };
}

/**
 * Ways a form file may show a value in a text (`onSuccess.noticeFormats`): `utcOffset` turns an IANA zone
 * name into its offset today, `Asia/Tokyo` → `UTC+09:00` (an unknown name stays as it is).
 */
export const VALUE_FORMATS = ['utcOffset'] as const;
export type ValueFormat = (typeof VALUE_FORMATS)[number];

/**
 * Widget names a form file may give in `ui:widget`: the dashboard's own (src/forms/widgets) and the RJSF
 * built-ins it keeps. A unit test keeps this list and the form theme in step.
 */
export const FORM_WIDGETS = [
  'money',
  'percent',
  'mask',
  'currency',
  'searchableSelect',
  'multiSelect',
  'date',
  'otp',
  'uploader',
  'text',
  'textarea',
  'password',
  'email',
  'select',
  'radio',
  'checkbox',
  'checkboxes',
  'hidden',
] as const;

/** Field names a form file may give in `ui:field` (whole sub-forms with their own layout). */
export const FORM_FIELDS = ['address', 'massPayouts'] as const;
