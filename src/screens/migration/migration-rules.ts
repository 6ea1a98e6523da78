import { isPossiblePhoneNumber, type CountryCode } from 'libphonenumber-js';
import { ApiError } from '@/api/errors';
import { toBcp47 } from '@/i18n/languages';

/**
 * The last day of the legacy e-wallet service (spec B §9). The demo backend decides whether the flow is still
 * open (src/mocks/handlers/business/main-migration.ts keeps the same date); the page only shows it.
 */
export const LEGACY_SERVICE_ENDS_ON = '2024-09-02';

/** The end date in the reader's language, e.g. "2 September 2024", "September 2, 2024", "٢ سبتمبر ٢٠٢٤". */
export function formatEndDate(language: string, isoDate: string = LEGACY_SERVICE_ENDS_ON): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(toBcp47(language), { dateStyle: 'long', timeZone: 'UTC' }).format(
    Date.UTC(year, month - 1, day),
  );
}

export type Reason = 'already_migrated' | 'no_account' | 'refused' | 'service_ended';
export const REASONS: readonly Reason[] = ['already_migrated', 'no_account', 'refused', 'service_ended'];

/**
 * Why the flow is closed, or null: the server's reason, else the end date itself, so the page never starts a
 * migration after 2 September 2024 even when a server still offers it (`today` is an ISO day, UTC).
 *
 * @example closedReason(null, '2024-09-03') // 'service_ended'
 */
export function closedReason(server: Reason | null | undefined, today: string): Reason | null {
  if (server) return server;
  return today > LEGACY_SERVICE_ENDS_ON ? 'service_ended' : null;
}

/** The screen's steps: the consent page, the three steps of spec B §2, and the two endings. */
export type Step = 'consent' | 'phone' | 'code' | 'password' | 'success' | 'refused';
export const NUMBERED_STEPS = ['phone', 'code', 'password'] as const;

/** "Step n of 3" for the numbered steps, else null. */
export function stepNumber(step: Step): number | null {
  const index = (NUMBERED_STEPS as readonly string[]).indexOf(step);
  return index < 0 ? null : index + 1;
}

/** The Password schema of spec A §5: 8 to 128 characters, a lowercase letter, an uppercase letter, a digit. */
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9]).{8,128}$/;

export type FieldProblems<F extends string> = Partial<Record<F, string>>;

/**
 * i18n keys (migration namespace) of the phone step's problems. The length is checked per country, not the
 * number ranges: a legacy number may be old or unusual.
 */
export function phoneProblems(country: string, phone: string): FieldProblems<'country' | 'phone'> {
  if (!country) return { country: 'validation.countryRequired' };
  if (!phone.trim()) return { phone: 'validation.phoneRequired' };
  if (!isPossiblePhoneNumber(phone, country as CountryCode)) return { phone: 'validation.phoneInvalid' };
  return {};
}

/** i18n keys of the password step's problems; the confirmation message is spec B §5's. */
export function passwordProblems(password: string, confirm: string): FieldProblems<'password' | 'confirm'> {
  if (!password) return { password: 'validation.passwordRequired' };
  if (!PASSWORD_PATTERN.test(password)) return { password: 'validation.passwordRule' };
  if (password !== confirm) return { confirm: 'validation.passwordMismatch' };
  return {};
}

/** Server words the steps know, as keys of the migration catalogue; anything else is shown as written. */
const KNOWN: Record<string, string> = {
  'Invalid OTP': 'errors.invalidOtp',
  'The password confirmation does not match': 'validation.passwordMismatch',
  'Invalid phone number.': 'validation.phoneInvalid',
  'Invalid country.': 'validation.countryRequired',
};

/** A message to show: `{ key }` of the migration catalogue, or `{ text }`, the server's own words. */
export type Shown = { key: string } | { text: string };
export const shown = (message: string): Shown =>
  KNOWN[message] ? { key: KNOWN[message] } : { text: message };

/**
 * What a failed step call means for the screen: `restart` when the flow is no longer open for this account
 * (refused or finished in another tab), so the consent page is read again; `fields` for messages at
 * fields (API field names renamed to the form's); else one message for the form.
 */
export type StepFailure =
  { kind: 'restart' } | { kind: 'fields'; fields: Record<string, Shown> } | { kind: 'form'; message: Shown };

export function stepFailure(error: unknown, rename: Record<string, string> = {}): StepFailure {
  if (!(error instanceof ApiError)) return { kind: 'form', message: { key: 'errors.generic' } };
  if (error.errors?.migration) return { kind: 'restart' };
  const fields: Record<string, Shown> = {};
  for (const [name, messages] of Object.entries(error.errors ?? {})) {
    const first = messages[0];
    if (first) fields[rename[name] ?? name] ??= shown(first);
  }
  if (Object.keys(fields).length) return { kind: 'fields', fields };
  return { kind: 'form', message: shown(error.message) };
}
