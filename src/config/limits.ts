/**
 * Business constants and limits of spec A §9, in one place so a change is one edit. Cookie lifetimes live with
 * the cookies (`src/session/cookies.ts`). Durations are milliseconds unless the name says otherwise.
 */

// ---- sidebar and account menu (spec A §2, §9) ----
/** Items an area of the sidebar shows before its More link. */
export const MENU_ITEMS_PER_AREA = 3;
/** The account list becomes a searchable dropdown with more accounts than this. */
export const ACCOUNT_DROPDOWN_ABOVE = 3;
/** Menu titles longer than this many characters get a tooltip. */
export const MENU_TOOLTIP_ABOVE = 25;

// ---- timing ----
/** A failed route chunk reloads the page at most once in this window. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;
export const NOTICE_MS = 5_000;
export const ERROR_NOTICE_MS = 15_000;
export const APP_LAUNCHER_TIMEOUT_MS = 2_000;
export const SEARCH_DEBOUNCE_MS = 200;
export const VALIDATION_DEBOUNCE_MS = 600;
export const HELP_PANEL_DEBOUNCE_MS = 300;
export const PROGRESS_BAR = { durationMs: 5_000, throttleMs: 200 } as const;

// ---- layout ----
/** The help panel collapses below this viewport width (px). */
export const HELP_PANEL_MIN_WIDTH = 992;
/** Desktop from this viewport width (px). */
export const DESKTOP_MIN_WIDTH = 900;
/** Default dialog width (px). */
export const DIALOG_WIDTH = 532;
/** A date picker whose parent is at most this wide (px) uses the short format. */
export const DATE_PICKER_SHORT_AT = 270;
/** Pages shown either side of the current page. */
export const PAGINATION_WINDOW = 3;
/** Years a date dropdown reaches back from its maximum year. */
export const DATE_DROPDOWN_YEARS = 100;
export const DEFAULT_COLOR_MODE = 'light';
/** Contrast helper: colours brighter than this luminance get dark text. */
export const CONTRAST_LUMINANCE_THRESHOLD = 0.5;

// ---- codes and inputs ----
export const OTP_LENGTH = 6;
export const OTP_BLOCK_SIZE = 3;
export const CAPTCHA_DEFAULTS = { version: 3, enterprise: true, invisible: true } as const;
export const CURRENCY_FORMAT = { fractionDigits: 2, thousands: ' ', decimal: '.' } as const;
/** Filter fields never sent as filters, and the field that is never cleared. */
export const FILTER_EXCLUDED_FIELDS = ['page', 'per_page'] as const;
export const FILTER_FROZEN_FIELD = 'dateRange';
export const IDENTITY_PASSWORD_LENGTH = { min: 6, max: 128 } as const;
export const BANK_ACCOUNT_LENGTH = { min: 6, max: 24 } as const;
export const ROUTING_NUMBER_DIGITS = { min: 6, max: 9 } as const;
export const DESCRIPTION_MAX = 105;
export const DOCUMENT_MAX_BYTES = 8 * 1024 * 1024;
export const LOGO_MAX_BYTES = 1 * 1024 * 1024;

// ---- currencies ----
export const CURRENCIES_EXCLUDED_IN_SOME_FLOWS = [
  'RUB',
  'MXN',
  'AED',
  'TRY',
  'UAH',
  'KRW',
  'COP',
  'ALL',
  'AFN',
] as const;
export const ZERO_FRACTION_CURRENCIES = ['JPY', 'VND', 'IDR', 'CNY'] as const;
/** Anchored currencies cannot be converted. */
export const ANCHORED_CURRENCIES = ['VND', 'PHP', 'THB', 'IDR'] as const;

// ---- account lifecycle (shown in copy) ----
/** A transfer to a non-registered recipient is reversed after this many days. */
export const UNCLAIMED_TRANSFER_REVERSAL_DAYS = 14;
/** Accounts with no transactions for this many months are deactivated. */
export const INACTIVITY_DEACTIVATION_MONTHS = 6;
/** The legacy wallet service ends on this date. */
export const LEGACY_WALLET_END = '2024-09-02';
