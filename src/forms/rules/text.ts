// Character-set rules for names, places and free text (spec A §5, spec B §5, spec A §9 for description).
import type { RuleDef } from './rule-types';
import { matches, textRule } from './values';

// Letters of any script include their combining marks (Devanagari, Thai and Arabic vowel signs are \p{M}).
const L = '\\p{L}\\p{M}';
const letters = (extra: string) => new RegExp(`^(?=.*[${L}])[${L}${extra}]+$`, 'u');

const FULL_NAME_WORD = new RegExp(`^[.\\-]*[${L}][${L}.\\-]*$`, 'u');
const DESCRIPTION_MAX = 105;

export const TEXT_RULES = {
  // Latin only: addresses go into bank transfers, whose character set is latin.
  address: { param: 'flag', check: matches(/^[A-Za-z0-9\-.,/' ]+$/) },
  zip_code: { param: 'flag', check: matches(/^[\p{L}\p{M}0-9\- ]+$/u) },
  string: { param: 'flag', check: matches(/^[\p{L}\p{M}0-9\- ]+$/u) },
  // Two or more words, each with a letter, so "J. Smith" passes and "Smith" or "- -" does not.
  full_name: {
    param: 'flag',
    check: textRule((text) => {
      const words = text.trim().split(/\s+/);
      return words.length >= 2 && words.every((word) => FULL_NAME_WORD.test(word));
    }),
  },
  beneficiary_name: { param: 'flag', check: matches(letters('.\\- ')) },
  // The typographic apostrophe counts too: phones type ’ for ' (O’Brien, N’Djamena).
  city_rule: { param: 'flag', check: matches(letters("'’\\- ")) },
  name_rule: { param: 'flag', check: matches(letters("'’\\- ")) },
  title: { param: 'flag', check: matches(/^[\p{L}\p{M}\p{N}\- ]+$/u) },
  description: {
    param: 'flag',
    check: textRule((text) => text.length <= DESCRIPTION_MAX && /^[A-Za-z -]+$/.test(text)),
    values: () => ({ max: DESCRIPTION_MAX }),
  },
} satisfies Record<string, RuleDef>;
