/**
 * Digit masks of the mask input (spec A §9): the form stores the digits only, the field shows them grouped.
 */
interface MaskSpec {
  /** Digits per group, in order; their sum is the mask's length. */
  groups: readonly number[];
  /** What is shown between groups. */
  separator: string;
}

export const MASKS = {
  /** 4 digits (a PIN, the last four of a card). */
  digits4: { groups: [4], separator: '' },
  /** 6 digits shown like a UK sort code: 12-34-56. */
  sortCode: { groups: [2, 2, 2], separator: '-' },
  /** A 16-digit card number in four groups of four. */
  card16: { groups: [4, 4, 4, 4], separator: ' ' },
  /** A 19-digit card number: four groups of four and one of three. */
  card19: { groups: [4, 4, 4, 4, 3], separator: ' ' },
  /** Spec A §9 "month-year (4-2)": 6 digits shown as 4-2, a four-digit year then the month: 2031-07. */
  monthYear: { groups: [4, 2], separator: '-' },
} as const satisfies Record<string, MaskSpec>;

export type MaskName = keyof typeof MASKS;

export const isMaskName = (name: unknown): name is MaskName =>
  typeof name === 'string' && Object.hasOwn(MASKS, name);

/** How many digits the mask holds. */
export const maskLength = (name: MaskName): number => MASKS[name].groups.reduce((sum, size) => sum + size, 0);

/** Unicode digit blocks whose zero is at these code points; phone keyboards in Arabic or Hindi may type them. */
const DIGIT_ZEROS = [0x0660, 0x06f0, 0x0966, 0x0e50, 0xff10];

/** Turns Arabic-Indic, Persian, Devanagari, Thai and full-width digits into 0-9; leaves everything else. */
export function latinDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f\u0e50-\u0e59\uff10-\uff19]/g, (char) => {
    const code = char.charCodeAt(0);
    const zero = DIGIT_ZEROS.find((start) => code >= start && code <= start + 9) ?? code;
    return String(code - zero);
  });
}

/** The digits of `text` in 0-9, anything else (spaces, dashes, letters of a paste) dropped. */
export const onlyDigits = (text: string): string => latinDigits(text).replace(/\D/g, '');

/** `digits` grouped for display, without a separator after an unfinished group ("123" → "12-3"). */
function group(name: MaskName, digits: string): string {
  const { groups, separator } = MASKS[name];
  const parts: string[] = [];
  let start = 0;
  for (const size of groups) {
    if (start >= digits.length) break;
    parts.push(digits.slice(start, start + size));
    start += size;
  }
  return parts.join(separator);
}

/**
 * What the mask input shows and stores for what was typed or pasted: non-digits dropped, digits past the
 * mask's length cut off.
 *
 * @example
 * applyMask('sortCode', '12 34 56 78'); // { display: '12-34-56', digits: '123456' }
 */
export function applyMask(name: MaskName, input: string): { display: string; digits: string } {
  const digits = onlyDigits(input).slice(0, maskLength(name));
  return { display: group(name, digits), digits };
}

/** The caret position in `display` just after its `count`-th digit (0 → the start). */
export function caretAfterDigits(display: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < display.length; index += 1) {
    if (/\d/.test(display[index] ?? '')) seen += 1;
    if (seen === count) return index + 1;
  }
  return display.length;
}

/**
 * One edit of the mask input: the new display, digits and caret. The caret stays after the same digits as in
 * what was typed, so editing in the middle does not throw it to the end. Deleting a separator deletes the
 * digit beside it (otherwise regrouping would put the separator straight back and the key would do nothing).
 */
export function editMask(
  name: MaskName,
  previousDigits: string,
  input: string,
  caret: number,
  deleting?: 'backward' | 'forward',
): { display: string; digits: string; caret: number } {
  let digits = onlyDigits(input);
  let before = onlyDigits(input.slice(0, caret)).length;
  if (deleting && digits === previousDigits) {
    const at = deleting === 'backward' ? before - 1 : before;
    if (at >= 0 && at < digits.length) {
      digits = digits.slice(0, at) + digits.slice(at + 1);
      before = at;
    }
  }
  const masked = applyMask(name, digits);
  return { ...masked, caret: caretAfterDigits(masked.display, Math.min(before, masked.digits.length)) };
}

/** The digit groups of the mask a form field's `ui:options.mask` names in a uiSchema, or undefined. */
export function maskGroupsOf(uiSchema: unknown, field: string): readonly number[] | undefined {
  const fieldUi = (uiSchema as Record<string, unknown> | undefined)?.[field];
  const options = (fieldUi as Record<string, unknown> | undefined)?.['ui:options'];
  const mask = (options as Record<string, unknown> | undefined)?.mask;
  return isMaskName(mask) ? MASKS[mask].groups : undefined;
}
