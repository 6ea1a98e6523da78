// Hostile junk for the form fuzz: what a paste, a broken client or an attacker can put in a field, whatever
// type the schema says. Pure fast-check arbitraries.
import fc from 'fast-check';

/** Characters that break naive text handling: direction marks and overrides, joiners, BOM, NUL, surrogates. */
const NASTY_CHARS = [
  '\u200F', // right-to-left mark
  '\u200E', // left-to-right mark
  '\u202E', // right-to-left override
  '\u2066', // left-to-right isolate
  '\u061C', // Arabic letter mark
  '\u200D', // zero-width joiner
  '\uFEFF', // byte order mark
  '\u0000',
  '\uD800', // a lone surrogate
  '\u0301', // a combining accent on nothing
  '٣', // Arabic-Indic three
  '\u00A0',
  '\u2028',
  '%',
  '%E0%A4%A',
];

/** Keys that reach an object's prototype when code copies or indexes carelessly. */
export const PROTOTYPE_KEYS = [
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'hasOwnProperty',
  'valueOf',
];

/** An object with these own keys, `__proto__` included as an own key (as JSON.parse makes it). */
export const withOwnKeys = (entries: [string, unknown][]): Record<string, unknown> => {
  const object: Record<string, unknown> = {};
  for (const [key, value] of entries)
    Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true });
  return object;
};

const nastyChar = fc.constantFrom(...NASTY_CHARS);

/** Text of any script, with direction marks and the like mixed in. */
export const unicodeText = fc
  .array(fc.oneof(fc.string({ unit: 'grapheme', maxLength: 6 }), nastyChar, fc.constant('مرحبا')), {
    maxLength: 8,
  })
  .map((parts) => parts.join(''));

/**
 * Long text: a short piece repeated (up to 20,000 characters), digits then a letter too — the shape that makes
 * a backtracking pattern take seconds.
 */
export const hugeText = fc.oneof(
  fc
    .tuple(fc.string({ minLength: 1, maxLength: 6 }), fc.integer({ min: 200, max: 20_000 }))
    .map(([piece, times]) => piece.repeat(times).slice(0, 20_000)),
  fc
    .tuple(
      fc.constantFrom('1', '12 ', '1-', '(1)', 'a', 'a.', 'a-', 'a ', '0', ' '),
      fc.integer({ min: 20, max: 3_000 }),
      fc.constantFrom('x', '!', '', '@', '.', '--'),
    )
    .map(([piece, times, end]) => piece.repeat(times) + end),
);

/** Numbers no form should meet, and a few it might. */
export const oddNumber = fc.constantFrom(
  Number.NaN,
  Number.POSITIVE_INFINITY,
  Number.NEGATIVE_INFINITY,
  -0,
  1e308,
  -1e308,
  5e-324,
  Number.MAX_SAFE_INTEGER + 2,
  0.001,
  0.1 + 0.2,
);

/** A data URL like RJSF's file widget makes, with a name that may be broken percent-encoding. */
export const dataUrl = fc
  .tuple(
    fc.constantFrom('image/png', 'application/pdf', '', 'text/html', 'image/svg+xml'),
    fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('%E0%A4%A', '%', 'a%20b.pdf', 'x.png')),
    fc.boolean(),
    fc.string({ maxLength: 40 }),
  )
  .map(([type, name, base64, payload]) => `data:${type};name=${name}${base64 ? ';base64' : ''},${payload}`);

const junkObject = fc
  .array(
    fc.tuple(fc.oneof(fc.constantFrom(...PROTOTYPE_KEYS), fc.string({ maxLength: 6 })), fc.jsonValue()),
    { maxLength: 4 },
  )
  .map(withOwnKeys);

/** Anything at all where a field expects one type: every JSON type, odd numbers, prototype keys, long text. */
export const junk: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, undefined, true, false, '', ' ', [], {}, '0', 'null', 'undefined', '__proto__'),
  oddNumber,
  fc.integer(),
  fc.double(),
  unicodeText,
  hugeText,
  dataUrl,
  junkObject,
  fc.array(fc.oneof(fc.string({ maxLength: 5 }), fc.integer(), fc.constant(null)), { maxLength: 4 }),
  fc.jsonValue({ maxDepth: 2 }),
);
