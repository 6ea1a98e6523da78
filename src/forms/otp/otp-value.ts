import { OTP_BLOCK_SIZE, OTP_LENGTH } from '@/config/limits';

/** What a box accepts: digits only (the default, spec A §5) or any letter or digit. */
export type OtpType = 'numeric' | 'text';

export interface OtpShape {
  /** How many boxes (default 6, spec A §9). */
  length: number;
  type: OtpType;
}

export const DEFAULT_OTP: OtpShape = { length: OTP_LENGTH, type: 'numeric' };

/**
 * A code is kept as one box per position, '' for an empty box, so clearing the middle box of a full code keeps
 * the others where they were (a plain string would shift them).
 */
export type OtpBoxes = readonly string[];

const ACCEPTS: Record<OtpType, RegExp> = { numeric: /^\d$/, text: /^[\p{L}\p{N}]$/u };

export const acceptsChar = (char: string, type: OtpType): boolean => ACCEPTS[type].test(char);

/** The boxes of a stored value: a string of up to `length` characters, anything else is empty boxes. */
export function boxesOf(value: unknown, length: number): OtpBoxes {
  const text = typeof value === 'string' ? value : '';
  return Array.from({ length }, (_, i) => text[i] ?? '');
}

/** The value the form keeps: the filled boxes up to the first gap (a code with a gap is not a code yet). */
export function valueOf(boxes: OtpBoxes): string {
  const gap = boxes.indexOf('');
  return (gap === -1 ? boxes : boxes.slice(0, gap)).join('');
}

export const isComplete = (boxes: OtpBoxes): boolean => boxes.every((box) => box !== '');

/** Box `index` set to `char` (or emptied with ''); a character the type refuses leaves the boxes as they are. */
export function setDigitAt(boxes: OtpBoxes, index: number, char: string, type: OtpType): OtpBoxes {
  if (index < 0 || index >= boxes.length) return boxes;
  if (char !== '' && !acceptsChar(char, type)) return boxes;
  return boxes.map((box, i) => (i === index ? char : box));
}

export type PasteResult = { ok: true; chars: string } | { ok: false; reason: 'nonDigit' | 'empty' };

/**
 * A pasted (or autofilled) text made ready for the boxes (spec A §5): whitespace goes, the rest is cut to the
 * length; with the numeric type a non-digit left after that refuses the whole paste, so a pasted
 * "12a456" never becomes "12456".
 */
export function sanitizePaste(text: string, shape: OtpShape): PasteResult {
  const chars = [...text.replace(/\s+/g, '')].slice(0, shape.length);
  if (chars.length === 0) return { ok: false, reason: 'empty' };
  if (!chars.every((char) => acceptsChar(char, shape.type)))
    return { ok: false, reason: shape.type === 'numeric' ? 'nonDigit' : 'empty' };
  return { ok: true, chars: chars.join('') };
}

/**
 * The boxes after pasting `chars` at box `index`: a whole code always fills from the first box, a shorter piece
 * fills from the box it was pasted into. Returns where the focus goes next (the box after the last one filled).
 */
export function pasteAt(boxes: OtpBoxes, index: number, chars: string): { boxes: OtpBoxes; focus: number } {
  const start = chars.length >= boxes.length ? 0 : Math.max(0, Math.min(index, boxes.length - 1));
  const next = [...boxes];
  const pasted = [...chars].slice(0, boxes.length - start);
  pasted.forEach((char, i) => (next[start + i] = char));
  return { boxes: next, focus: Math.min(start + pasted.length, boxes.length - 1) };
}

/**
 * What one box's input event typed: the box held `previous` and now shows `shown`. A single new character is
 * the one that differs from what was there (the caret may sit before or after the old one); more than two
 * characters is an autofill or a paste the browser put into one box.
 */
export function typedInBox(
  previous: string,
  shown: string,
): { kind: 'clear' | 'char' | 'many'; text: string } {
  if (shown === '') return { kind: 'clear', text: '' };
  if (shown.length === 1) return { kind: 'char', text: shown };
  if (shown.length === 2 && previous && shown.includes(previous))
    return { kind: 'char', text: shown.startsWith(previous) ? shown.slice(1) : shown.slice(0, 1) };
  return { kind: 'many', text: shown };
}

/** Box indexes grouped in blocks (3 + 3 for six boxes, spec A §9); the last block takes the rest. */
export function blocksOf(length: number, blockSize = OTP_BLOCK_SIZE): number[][] {
  const blocks: number[][] = [];
  for (let start = 0; start < length; start += blockSize)
    blocks.push(Array.from({ length: Math.min(blockSize, length - start) }, (_, i) => start + i));
  return blocks;
}

/** The shape from `ui:options` (or a screen's props), falling back to 6 numeric boxes for anything unusable. */
export function otpShape(options: { length?: unknown; type?: unknown }): OtpShape {
  const length =
    typeof options.length === 'number' &&
    Number.isInteger(options.length) &&
    options.length > 0 &&
    options.length <= 12
      ? options.length
      : DEFAULT_OTP.length;
  const type: OtpType = options.type === 'text' ? 'text' : 'numeric';
  return { length, type };
}
