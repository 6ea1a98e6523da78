import { useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import {
  DEFAULT_OTP,
  blocksOf,
  boxesOf,
  isComplete,
  pasteAt,
  sanitizePaste,
  setDigitAt,
  typedInBox,
  valueOf,
  type OtpBoxes,
  type OtpType,
} from './otp-value';

export interface OtpInputProps {
  /** Id of the first box, so a `<label htmlFor>` lands there. The other boxes get `${id}-2` … */
  id: string;
  /** The code so far (filled boxes up to the first empty one). */
  value: string;
  onChange: (code: string) => void;
  /** Called with the code each time a change leaves every box filled (spec A §4: it completes by itself). */
  onComplete?: (code: string) => void;
  /** Called when the focus leaves the whole group. */
  onBlur?: (code: string) => void;
  onFocus?: (code: string) => void;
  length?: number;
  type?: OtpType;
  /** The group's accessible name, or `labelledBy` when a visible label exists. */
  label?: string;
  labelledBy?: string;
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
}

/**
 * The one-time-code boxes (spec A §4, §5, §9): one box per character in blocks of 3, typing moves on, Backspace
 * goes back, arrows move, a paste fills the boxes (whitespace stripped, cut to the length, refused with a reason
 * when a numeric code holds anything but digits). The boxes stay left to right in Arabic too: a code is read in
 * the order it was sent.
 */
export function OtpInput({
  id,
  value,
  onChange,
  onComplete,
  onBlur,
  onFocus,
  length = DEFAULT_OTP.length,
  type = DEFAULT_OTP.type,
  label,
  labelledBy,
  describedBy,
  invalid = false,
  disabled = false,
  autoFocus = false,
}: OtpInputProps) {
  const { t } = useTranslation('widgets');
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const [boxes, setBoxes] = useState<OtpBoxes>(() => boxesOf(value, length));
  const [seen, setSeen] = useState({ value, length });
  const [refusal, setRefusal] = useState('');

  // A value or length from outside (a reset, a restored draft) replaces the boxes; our own echo does not, so a
  // cleared middle box keeps the boxes after it.
  if (seen.value !== value || seen.length !== length) {
    setSeen({ value, length });
    if (seen.length !== length || value !== valueOf(boxes)) setBoxes(boxesOf(value, length));
  }

  const focusBox = (index: number) => {
    const box = refs.current[Math.max(0, Math.min(index, length - 1))];
    box?.focus();
    box?.select();
  };

  const commit = (next: OtpBoxes) => {
    setRefusal('');
    if (next.every((box, i) => box === boxes[i])) return;
    setBoxes(next);
    const code = valueOf(next);
    onChange(code);
    if (isComplete(next)) onComplete?.(code);
  };

  const paste = (index: number, text: string) => {
    const result = sanitizePaste(text, { length, type });
    if (!result.ok) {
      if (result.reason === 'nonDigit') setRefusal(t('otp.nonDigitPaste'));
      return;
    }
    const { boxes: next, focus } = pasteAt(boxes, index, result.chars);
    commit(next);
    focusBox(focus);
  };

  const onInput = (index: number, shown: string) => {
    const typed = typedInBox(boxes[index] ?? '', shown);
    if (typed.kind === 'many') return paste(index, typed.text);
    const next = setDigitAt(boxes, index, typed.text, type);
    if (next === boxes) return;
    commit(next);
    if (typed.kind === 'char' && index < length - 1) focusBox(index + 1);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    const move = (to: number) => {
      event.preventDefault();
      focusBox(to);
    };
    if (event.key === 'ArrowLeft') return move(index - 1);
    if (event.key === 'ArrowRight') return move(index + 1);
    if (event.key === 'Home') return move(0);
    if (event.key === 'End') return move(length - 1);
    if (event.key === 'Backspace' || event.key === 'Delete') {
      event.preventDefault();
      // An empty box hands Backspace to the box before it, so holding the key clears the code backwards.
      const target = event.key === 'Backspace' && boxes[index] === '' && index > 0 ? index - 1 : index;
      commit(setDigitAt(boxes, target, '', type));
      if (target !== index) focusBox(target);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    paste(index, event.clipboardData.getData('text'));
  };

  const leavesGroup = (next: EventTarget | null) =>
    !(next instanceof Node) || !refs.current.some((box) => box === next);

  return (
    <div>
      <div
        role="group"
        aria-label={labelledBy ? undefined : (label ?? t('otp.label'))}
        aria-labelledby={labelledBy}
        // Inline, so an Arabic page puts the left-to-right code at its start (the right).
        dir="ltr"
        className="inline-flex items-center gap-3 sm:gap-4"
      >
        {blocksOf(length).map((block) => (
          <div key={block[0]} className="flex gap-1.5 sm:gap-2">
            {block.map((index) => (
              <input
                key={index}
                ref={(element) => {
                  refs.current[index] = element;
                }}
                id={index === 0 ? id : `${id}-${index + 1}`}
                type="text"
                value={boxes[index] ?? ''}
                aria-label={t('otp.digit', { index: index + 1, total: length })}
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                autoComplete={index === 0 ? 'one-time-code' : 'off'}
                inputMode={type === 'numeric' ? 'numeric' : 'text'}
                pattern={type === 'numeric' ? '[0-9]*' : undefined}
                autoCapitalize="off"
                spellCheck={false}
                disabled={disabled}
                autoFocus={autoFocus && index === 0}
                className={cn(
                  'size-10 rounded-md border border-border bg-card text-center font-mono text-lg sm:size-11',
                  'focus:border-primary focus:outline-none focus:ring-2 focus:ring-primary/30',
                  'aria-[invalid=true]:border-destructive disabled:opacity-50',
                )}
                onFocus={(event) => {
                  event.target.select();
                  if (leavesGroup(event.relatedTarget)) onFocus?.(valueOf(boxes));
                }}
                onBlur={(event) => {
                  if (leavesGroup(event.relatedTarget)) onBlur?.(valueOf(boxes));
                }}
                onChange={(event) => onInput(index, event.target.value)}
                onKeyDown={(event) => onKeyDown(index, event)}
                onPaste={(event) => onPaste(index, event)}
              />
            ))}
          </div>
        ))}
      </div>
      <p aria-live="polite" className={cn('text-sm text-destructive', refusal && 'mt-2')}>
        {refusal}
      </p>
    </div>
  );
}
