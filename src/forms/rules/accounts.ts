// Rules for sign-in details, web addresses, codes and custom patterns (spec A §5).
import { readField, readRegex } from './params';
import type { RuleDef } from './rule-types';
import { asText, isEmpty, matches, textRule } from './values';

// A first group of 1 to 4 digits (optionally in brackets) after an optional +, then groups of digits
// (optionally in brackets), each after at most one separator: "+1 (555) 123-4567", "(020) 7946.0958".
// Written so each character has one way to match: the plain form, `(\d{1,4}|…)([ .-]?(\d+|…))*`, lets a run
// of digits split in exponentially many ways, and 30 digits then a letter froze the page for seconds.
const PHONE = /^\+?(?:\(\d{1,4}\)\d*|\d+)(?:[ .-]?\(\d+\)\d*|[ .-]\d+)*$/;
const PASSWORD_MIN = 8;
const USERNAME = { min: 3, max: 16 };
// http(s)://, labels of a domain, a top-level domain of 2 to 10 letters, optional :port, optional path/query.
const WEBSITE =
  /^https?:\/\/(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,10}(?::\d{1,5})?(?:[/?#][^\s]*)?$/i;
const ASCENDING = '0123456789';
const DESCENDING = '9876543210';

export const ACCOUNT_RULES = {
  phone: { param: 'flag', check: matches(PHONE) },
  password: {
    param: 'flag',
    check: textRule(
      (text) =>
        [...text].length >= PASSWORD_MIN && /\p{Ll}/u.test(text) && /\p{Lu}/u.test(text) && /\d/.test(text),
    ),
    values: () => ({ length: PASSWORD_MIN }),
  },
  // Latin letters: a username is part of links and payment handles.
  username: { param: 'flag', check: matches(/^[A-Za-z][A-Za-z0-9_]{2,15}$/), values: () => USERNAME },
  not2underscore: { param: 'flag', check: textRule((text) => !text.includes('__')) },
  unique_username: {
    param: 'field',
    // The form keeps the current name in the other field; the new one must differ from it in any case.
    check: (value, param, { parent }) => {
      const field = readField(param);
      if (isEmpty(value)) return true;
      const text = asText(value);
      if (field === undefined || text === undefined) return false;
      const current = asText(parent[field]);
      return current === undefined || current.trim().toLowerCase() !== text.trim().toLowerCase();
    },
    values: (param) => ({ targetField: String(param) }),
  },
  website: { param: 'flag', check: matches(WEBSITE) },
  customRegex: {
    param: 'regex',
    check: (value, param) => {
      const regex = readRegex(param);
      return isEmpty(value) || (typeof regex !== 'string' && textRule((text) => regex.test(text))(value));
    },
  },
  // A run of three or more consecutive digits up or down ("123456", "987654") is too easy to guess.
  non_sequential: {
    param: 'flag',
    check: textRule(
      (text) => !(/^\d{3,}$/.test(text) && (ASCENDING.includes(text) || DESCENDING.includes(text))),
    ),
  },
  // Two or more of one character ("000000", "aaaa").
  non_identical: {
    param: 'flag',
    check: textRule((text) => {
      const chars = [...text];
      return chars.length < 2 || chars.some((char) => char !== chars[0]);
    }),
  },
} satisfies Record<string, RuleDef>;
