// Bank and card identifiers (spec A §5, §9).
import type { RuleDef } from './rule-types';
import { matches, textRule } from './values';

/** An IBAN as people write it ("de89 3704 …") in the electronic form ibantools checks. */
const electronic = (text: string) => text.replace(/\s+/g, '').toUpperCase();

/**
 * ibantools' check, handed over by iban-check.ts. The validator of a form with an IBAN rule imports that file
 * (compile.ts), so its country table (3.6 KB gzip) loads with those forms only, not with every form.
 */
let ibanCheck: ((iban: string) => boolean) | undefined;

export function provideIbanCheck(check: (iban: string) => boolean): void {
  ibanCheck = check;
}

function validIban(text: string): boolean {
  if (!ibanCheck)
    throw new Error('An IBAN rule ran without src/forms/rules/iban-check.ts loaded (compile.ts imports it).');
  return ibanCheck(electronic(text));
}

/** The Luhn checksum: from the right, every second digit doubled (minus 9 past 9), total divisible by 10. */
export function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

export const BANKING_RULES = {
  iban: { param: 'flag', check: textRule(validIban) },
  iban_ua: {
    param: 'flag',
    check: textRule((text) => electronic(text).startsWith('UA') && validIban(text)),
  },
  // Bank, country, location, optional branch. Case does not matter: the bank reads it in capitals anyway.
  swift_code: { param: 'flag', check: matches(/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/i) },
  ifsc: { param: 'flag', check: matches(/^[A-Z]{4}0[A-Z0-9]{6}$/i) },
  bank_account: { param: 'flag', check: matches(/^[A-Z0-9]{6,24}$/), values: () => ({ min: 6, max: 24 }) },
  routing_number: { param: 'flag', check: matches(/^\d{6,9}$/), values: () => ({ min: 6, max: 9 }) },
  credit_card: {
    param: 'flag',
    check: textRule((text) => {
      if (!/^[\d -]+$/.test(text)) return false;
      const digits = text.replace(/\D/g, '');
      return digits.length >= 12 && digits.length <= 19 && luhn(digits);
    }),
  },
} satisfies Record<string, RuleDef>;
