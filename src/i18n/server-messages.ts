/**
 * The English messages the servers send (spec A §8, B §8) mapped to keys of the `errors` namespace, so a
 * notice shows the visitor's language. Pure: no i18next import; the caller passes its `t`.
 * A message not listed here is shown as the server wrote it (spec A §8: "with the server message").
 */

/** Exact server texts → keys. Compared after trimming, case and a final full stop ignored. */
export const SERVER_MESSAGE_KEYS: Readonly<Record<string, string>> = {
  'Your session has expired. Please refresh the page and try again.': 'errors:server.sessionExpired',
  'This page could not be found': 'errors:server.notFound',
  'An error occurred while rendering the page. Please try again.': 'errors:server.renderFailed',
  'Something went wrong': 'errors:server.somethingWentWrong',
  'Invalid request. Missing parameters or invalid.': 'errors:server.invalidRequest',
  'Insufficient funds': 'errors:server.insufficientFunds',
  'Maximum money sending limit reached.': 'errors:server.sendingLimitReached',
  'Either the account or password is incorrect.': 'errors:server.wrongCredentials',
  "There's no account associated with this email address": 'errors:server.noAccountForEmail',
  'The email has already been taken.': 'errors:server.emailTaken',
  'Invalid OTP': 'errors:server.invalidOtp',
  'Failed to generate OTP. Please try again': 'errors:server.otpGenerationFailed',
  'The verification code has expired. Please sign up again': 'errors:server.verificationCodeExpired',
  'Failed to calculate fees. Please try again.': 'errors:server.feeCalculationFailed',
  'Failed to convert money. Please try again.': 'errors:server.conversionFailed',
  'Manual check in failed': 'errors:server.manualCheckInFailed',
  'File upload failed. Please try again later': 'errors:server.fileUploadFailed',
  'Invalid file type': 'errors:server.invalidFileType',
  'Authorization is not found or invalid': 'errors:server.authorizationInvalid',
  'Invalid tv code': 'errors:server.invalidTvCode',
  'QR not found or expired': 'errors:server.qrNotFound',
  'This feature is disabled for your account': 'errors:server.featureDisabled',
  'This feature is unavailable for your account.': 'errors:server.featureDisabledForYourAccount',
  'This payment method is non-refundable': 'errors:server.nonRefundable',
  'You cannot delete an active business profile': 'errors:server.cannotDeleteActiveProfile',
  'Transfer link locked for 24 hours after attempts run out': 'errors:server.transferLinkLocked',
  'This order does not exist': 'errors:server.orderNotFound',
  'The widget version is not found': 'errors:server.widgetVersionNotFound',
  'Invalid or Expired QR Code': 'errors:server.invalidQr',
  'Payment failed': 'errors:server.paymentFailed',
  'Payment cancelled': 'errors:server.paymentCancelled',
  'Invalid amount': 'errors:server.invalidAmount',
  'Customization limit reached': 'errors:server.customizationLimit',
  'Cannot do this now. Please try again later.': 'errors:sandbox.unavailable',
  'Logout failed.': 'errors:logout.failed',
  'Failed to retrieve password. Please try again.': 'errors:password.retrieveFailed',
  // The demo server's refusals of widget versions and stored cards (issue 8).
  'A version under review cannot be changed.': 'errors:server.widgetUnderReview',
  'Only drafts can be submitted for review.': 'errors:server.widgetOnlyDrafts',
  'The active version cannot be deleted.': 'errors:server.widgetActiveNotDeleted',
  'The colour must look like #1E40AF.': 'errors:server.colourFormat',
  'Only letters, numbers, dashes and spaces.': 'errors:server.titleCharacters',
  'Up to 20 tags of at most 50 characters.': 'errors:server.tagsLimit',
  'Upload a background image.': 'errors:server.backgroundImageNeeded',
  'The minimum must be 0 or more and not above the maximum.': 'errors:server.minMaxAmount',
  'This card is already stored.': 'errors:server.cardAlreadyStored',
  'This card has expired.': 'errors:server.cardExpired',
  // The demo server's phone confirmation (verification-phone-number).
  'This code has expired. Send a new code.': 'errors:server.phoneCodeExpired',
  'Please wait a minute before asking for a new code.': 'errors:server.resendTooSoon',
  'Send a code to your phone number first.': 'errors:server.phoneCodeNotRequested',
  // The integration simulator outside test mode (issue 25).
  'Switch on test mode to simulate an authorization.': 'errors:server.simulationTestModeOnly',
};

/**
 * Server texts that carry a value: the named groups become the key's {{placeholders}}. A group listed in
 * `words` is a word of the server's English (an action): it becomes the text of its key in the visitor's
 * language, and a word not listed leaves the message as the server wrote it.
 */
export const SERVER_MESSAGE_PATTERNS: readonly {
  pattern: RegExp;
  key: string;
  words?: Readonly<Record<string, Readonly<Record<string, string>>>>;
}[] = [
  {
    pattern: /^Failed to create the Local (?<currency>[A-Z]{3}) Account\.?$/i,
    key: 'errors:server.localAccountFailed',
  },
  {
    // A transfer to a recipient who has no such receiving method in that currency.
    pattern: /^(?<name>.+) cannot receive (?<currency>[A-Z]{3}) by (?<method>[a-z ]+?)\.?$/,
    key: 'errors:server.recipientCannotReceive',
    words: {
      method: {
        'atm card': 'transfers:method.atm_card',
        'bank card': 'transfers:method.bank_card',
        'bank transfer': 'transfers:method.bank_transfer',
        'e wallet': 'transfers:method.e_wallet',
      },
    },
  },
  {
    // spec A §4, §8: 'You don't have any {currency} to {action}'.
    pattern: /^You don't have any (?<currency>[A-Z]{3}) to (?<action>[a-z ]+?)\.?$/i,
    key: 'errors:server.noCurrencyTo',
    words: {
      action: {
        withdraw: 'errors:noCurrencyAction.withdraw',
        send: 'errors:noCurrencyAction.send',
        convert: 'errors:noCurrencyAction.convert',
        'pay out': 'errors:noCurrencyAction.payOut',
      },
    },
  },
];

/** The translate function this module needs: i18next's `t` fits. */
export type Translate = (key: string, options?: Record<string, string>) => string;

const canonical = (message: string) =>
  message
    .trim()
    .replace(/[.\s]+$/, '')
    .replace(/[’‘]/g, "'")
    .toLowerCase();

const EXACT = new Map(Object.entries(SERVER_MESSAGE_KEYS).map(([text, key]) => [canonical(text), key]));

/**
 * The key (and values) for a known server message, or undefined.
 *
 * @example serverMessageKey('Insufficient funds.'); // { key: 'errors:server.insufficientFunds', values: {} }
 * @example serverMessageKey('Failed to create the Local EUR Account'); // { key: '…localAccountFailed', values: { currency: 'EUR' } }
 */
export function serverMessageKey(
  message: string,
): { key: string; values: Record<string, string>; wordKeys: Record<string, string> } | undefined {
  const exact = EXACT.get(canonical(message));
  if (exact) return { key: exact, values: {}, wordKeys: {} };
  for (const { pattern, key, words = {} } of SERVER_MESSAGE_PATTERNS) {
    const values = pattern.exec(message.trim().replace(/[’‘]/g, "'"))?.groups;
    if (!values) continue;
    const wordKeys: Record<string, string> = {};
    for (const [group, keys] of Object.entries(words)) {
      const wordKey = keys[(values[group] ?? '').toLowerCase()];
      if (!wordKey) return undefined;
      wordKeys[group] = wordKey;
    }
    return { key, values: { ...values }, wordKeys };
  }
  return undefined;
}

/**
 * The visitor's-language text of a server message: the translation of a known one, the server's own words
 * otherwise.
 *
 * @example translateServerMessage('Invalid OTP', t); // 'Código OTP no válido' in es_CO
 * @example translateServerMessage('Card 4242 is frozen', t); // 'Card 4242 is frozen'
 */
export function translateServerMessage(message: string, t: Translate): string {
  const known = serverMessageKey(message);
  if (!known) return message;
  const words = Object.fromEntries(Object.entries(known.wordKeys).map(([group, key]) => [group, t(key)]));
  return t(known.key, { ...known.values, ...words });
}
