import { readFileSync } from 'node:fs';
import { createInstance } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  SERVER_MESSAGE_KEYS,
  serverMessageKey,
  translateServerMessage,
  type Translate,
} from '@/i18n/server-messages';

const catalogue = (language: string) =>
  JSON.parse(readFileSync(`locales/${language}/errors.json`, 'utf8')) as Record<string, unknown>;

const i18n = createInstance();
let t: (language: string) => Translate;
beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['errors'],
    resources: {
      en: { errors: catalogue('en') },
      es_CO: { errors: catalogue('es_CO') },
      ar_EG: { errors: catalogue('ar_EG') },
    },
    interpolation: { escapeValue: false },
  });
  t = (language) => (key, options) => i18n.getFixedT(language)(key, options);
});

describe('every known server message has a real key', () => {
  it.each(Object.entries(SERVER_MESSAGE_KEYS))('%s → %s', (message, key) => {
    expect(i18n.exists(key, { lng: 'en' }), `${key} missing in locales/en/errors.json`).toBe(true);
    // The English catalogue says what the server says (for these, the spec gives the wording).
    if (key.startsWith('errors:server.') && !['errors:server.invalidTvCode'].includes(key))
      expect(t('en')(key).replace(/\.$/, '')).toBe(message.replace(/\.$/, ''));
  });
});

const es = catalogue('es_CO') as { server: Record<string, string>; noCurrencyAction: Record<string, string> };
const ES_NO_USD_PAY_OUT = es.server
  .noCurrencyTo!.replace('{{currency}}', 'USD')
  .replace('{{action}}', es.noCurrencyAction.payOut!);

describe('translateServerMessage', () => {
  it.each([
    ['Insufficient funds', 'es_CO', 'Fondos insuficientes'],
    ['Invalid OTP', 'ar_EG', 'رمز التحقق لمرة واحدة غير صالح'],
    [
      'This feature is unavailable for your account.',
      'es_CO',
      'Esta función no está disponible para tu cuenta.',
    ],
    // Tolerant of what servers vary: the final full stop, spaces, case, a typographic apostrophe.
    [
      'Failed to generate OTP. Please try again',
      'es_CO',
      'No se pudo generar el código OTP. Inténtalo de nuevo.',
    ],
    [
      'Failed to generate OTP. Please try again.',
      'es_CO',
      'No se pudo generar el código OTP. Inténtalo de nuevo.',
    ],
    ['  insufficient FUNDS.  ', 'es_CO', 'Fondos insuficientes'],
    [
      'There’s no account associated with this email address',
      'es_CO',
      'No hay ninguna cuenta asociada a este correo electrónico',
    ],
    // A value in the message becomes the placeholder.
    ['Failed to create the Local EUR Account', 'es_CO', 'No se pudo crear la cuenta local en EUR'],
    // A word of the server's English (the action) becomes the visitor's word.
    ["You don't have any JPY to withdraw", 'en', "You don't have any JPY to withdraw"],
    ['You don’t have any USD to pay out.', 'es_CO', ES_NO_USD_PAY_OUT],
    // An action the app does not know leaves the server's words.
    ["You don't have any USD to gamble", 'es_CO', "You don't have any USD to gamble"],
    // Unknown messages are the server's own words.
    ['Card 4242 is frozen until Monday', 'es_CO', 'Card 4242 is frozen until Monday'],
    ['Insufficient funds on card 4242', 'es_CO', 'Insufficient funds on card 4242'],
  ])('%j in %s → %j', (message, language, expected) => {
    expect(translateServerMessage(message, t(language))).toBe(expected);
  });
});

describe('serverMessageKey', () => {
  it('gives the key and the values', () => {
    expect(serverMessageKey('Failed to create the Local GBP Account.')).toEqual({
      key: 'errors:server.localAccountFailed',
      values: { currency: 'GBP' },
      wordKeys: {},
    });
    expect(serverMessageKey('Payment failed')).toEqual({
      key: 'errors:server.paymentFailed',
      values: {},
      wordKeys: {},
    });
    expect(serverMessageKey("You don't have any EUR to send")).toEqual({
      key: 'errors:server.noCurrencyTo',
      values: { currency: 'EUR', action: 'send' },
      wordKeys: { action: 'errors:noCurrencyAction.send' },
    });
  });

  it('names the recipient, the currency and the method of a transfer they cannot receive', () => {
    expect(serverMessageKey('Ann Lee cannot receive EUR by bank transfer.')).toEqual({
      key: 'errors:server.recipientCannotReceive',
      values: { name: 'Ann Lee', currency: 'EUR', method: 'bank transfer' },
      wordKeys: { method: 'transfers:method.bank_transfer' },
    });
    expect(serverMessageKey('Ann Lee cannot receive EUR by carrier pigeon')).toBeUndefined();
  });

  it('knows nothing of an empty message', () => {
    expect(serverMessageKey('')).toBeUndefined();
  });
});
