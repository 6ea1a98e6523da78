// Values shaped by a field's `rules` (src/forms/rules): near the edge of what each rule accepts, so the fuzz
// reaches both its pass and its fail (a random string is never a valid IBAN). Rules not listed here get
// generic text and numbers, which is still a fair test of "never throws".
import fc from 'fast-check';
import { dataUrl } from './hostile';

const digits = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });
const letters = (min: number, max: number) =>
  fc.string({ unit: fc.constantFrom(..."abcXYZéßاب-' ."), minLength: min, maxLength: max });
const isoDate = fc
  .date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));
const count = (param: unknown) => (typeof param === 'number' && Number.isFinite(param) ? param : 10);

/** Around a length limit: just under, at, just over. */
const nearLength = (limit: number) =>
  fc.integer({ min: Math.max(0, limit - 2), max: limit + 2 }).map((n) => 'a'.repeat(n));

const RULE_VALUES: Record<string, (param: unknown) => fc.Arbitrary<unknown>> = {
  required: () => fc.constantFrom('', ' ', false, [], null, 'x'),
  email: () => fc.oneof(fc.emailAddress(), fc.constantFrom('a@b', 'a@b.c', '@x.io', 'a b@c.de')),
  phone: () =>
    fc.oneof(
      fc.constantFrom('+1 (555) 123-4567', '(020) 7946.0958', '+44 20 7946 0958', '++1', '555--1'),
      fc
        .array(fc.oneof(digits(1, 4), fc.constantFrom(' ', '-', '.', '(', ')', '+', 'x')), { maxLength: 12 })
        .map((a) => a.join('')),
    ),
  iban: () =>
    fc.constantFrom(
      'DE89 3704 0044 0532 0130 00',
      'de89370400440532013000',
      'GB82WEST12345698765432',
      'DE00',
      'UA213223130000026007233566001',
    ),
  swift_code: () => fc.constantFrom('DEUTDEFF', 'deutdeff500', 'DEUT', 'DEUTDEFF5000'),
  bank_account: () => fc.oneof(fc.string({ unit: fc.constantFrom(...'AZ09az'), maxLength: 26 })),
  routing_number: () => digits(4, 11),
  credit_card: () =>
    fc.oneof(fc.constantFrom('4111 1111 1111 1111', '4111-1111-1111-1112', '4111'), digits(10, 21)),
  card_expiry: () =>
    fc.oneof(
      fc
        .tuple(fc.integer({ min: 1990, max: 2060 }), fc.integer({ min: 0, max: 13 }))
        .map(([year, month]) => `${year}${String(month).padStart(2, '0')}`),
      fc.constantFrom('2031-07', '203107', '2031', '9999-99'),
    ),
  age: () => isoDate,
  date_after: () => fc.oneof(isoDate, fc.constantFrom('2023-02-29', '2024-13-01', 'tomorrow')),
  website: () => fc.oneof(fc.webUrl(), fc.constantFrom('example.com', 'http://x', 'https://a.b/c?d#e')),
  mimes: () => fileValue,
  size: () => fileValue,
  digits_between: (param) =>
    digits(0, (Array.isArray(param) && typeof param[1] === 'number' ? param[1] : 9) + 2),
  digits: (param) => digits(0, count(param) + 2),
  max: (param) => nearLength(count(param)),
  min: (param) => nearLength(count(param)),
  length: (param) => nearLength(count(param)),
  min_value: (param) =>
    fc.oneof(fc.double({ min: count(param) - 5, max: count(param) + 5 }), fc.constant(String(param))),
  max_value: (param) =>
    fc.oneof(fc.double({ min: count(param) - 5, max: count(param) + 5 }), fc.constant(`${String(param)},5`)),
  greater_than_zero: () => fc.constantFrom(0, 0.001, 0.01, -1, '0,01', '1.5', 3),
  between: () => fc.double({ min: -10, max: 1000 }),
  integer: () => fc.oneof(fc.integer().map(String), fc.constantFrom('1.5', '-0', '')),
  username: () => fc.oneof(fc.string({ unit: fc.constantFrom(...'ab_9Z'), maxLength: 18 })),
  not2underscore: () => fc.constantFrom('a__b', 'a_b'),
  full_name: () => fc.array(letters(1, 8), { minLength: 1, maxLength: 4 }).map((words) => words.join(' ')),
  beneficiary_name: () => letters(0, 20),
  city_rule: () => letters(0, 20),
  name_rule: () => letters(0, 20),
  title: () => letters(0, 20),
  address: () => fc.string({ unit: fc.constantFrom(..."ab 12-.,/'#"), maxLength: 30 }),
  zip_code: () => fc.string({ unit: fc.constantFrom(...'A1 -_'), maxLength: 10 }),
  description: () => fc.string({ unit: fc.constantFrom(...'ab -1'), maxLength: 110 }),
  customRegex: (param) => {
    const source = Array.isArray(param) ? param[0] : param;
    try {
      return fc.oneof(fc.stringMatching(new RegExp(String(source))), fc.string({ maxLength: 10 }));
    } catch {
      return fc.string({ maxLength: 10 });
    }
  },
};

/** What an uploader holds: its attachment records, browser-like file objects, RJSF's data URLs, or an address. */
const fileRecord = fc.record(
  {
    name: fc.oneof(
      fc.constantFrom('a.png', 'b.JPEG', 'c.pdf', 'noext', '.png', 'x.'),
      fc.string({ maxLength: 8 }),
    ),
    type: fc.constantFrom('image/png', 'image/jpeg', 'application/pdf', '', 'text/html'),
    size: fc.oneof(fc.nat({ max: 20_000_000 }), fc.constantFrom(-1, Number.NaN)),
  },
  { requiredKeys: [] },
);
const fileValue = fc.oneof(
  fc.array(fc.oneof(fileRecord, dataUrl), { maxLength: 3 }),
  fileRecord,
  dataUrl,
  fc.webUrl(),
);

/** An arbitrary of values shaped by some rule of `rules`, or undefined when no rule has a shape here. */
export function ruleShaped(rules: Record<string, unknown>): fc.Arbitrary<unknown> | undefined {
  const shaped = Object.entries(rules).flatMap(([rule, param]) => RULE_VALUES[rule]?.(param) ?? []);
  return shaped.length > 0 ? fc.oneof(...shaped) : undefined;
}
