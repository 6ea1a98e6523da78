import { useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { Input } from '@/ui/input';
import { applyMask, editMask, isMaskName, type MaskName } from '@/lib/masks';

const digitsOf = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** How a native input event deletes, so a deleted separator takes the digit on the right side with it. */
function deletingOf(event: ChangeEvent<HTMLInputElement>): 'backward' | 'forward' | undefined {
  const type = (event.nativeEvent as InputEvent).inputType ?? '';
  if (type.startsWith('deleteContentBackward') || type === 'deleteWordBackward') return 'backward';
  if (type.startsWith('deleteContentForward') || type === 'deleteWordForward') return 'forward';
  return undefined;
}

/**
 * `ui:widget: "mask"`: digits shown grouped, stored as the digits alone (spec A §9). `ui:options.mask` is one of
 * `digits4`, `sortCode` (12-34-56), `card16` (4 × 4), `card19` (4 × 4 + 3), `monthYear` (4-2: 2031-07).
 * Pasted spaces, dashes and letters are dropped; digits past the mask's length are cut off (no maxLength on the
 * input: the browser would cut a pasted "12 - 34 - 56" before its digits are read).
 *
 * @example
 * // uiSchema: { "sort_code": { "ui:widget": "mask", "ui:options": { "mask": "sortCode" } } }
 */
export function MaskWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur, onFocus } = props;
  const mask: MaskName = isMaskName(props.options.mask) ? props.options.mask : 'digits4';
  const display = applyMask(mask, digitsOf(value)).display;
  const input = useRef<HTMLInputElement>(null);
  const [caret, setCaret] = useState<{ at: number } | null>(null);

  useLayoutEffect(() => {
    // React moves the caret to the end when it regroups the text; put it back after the same digits.
    if (caret && input.current === document.activeElement)
      input.current?.setSelectionRange(caret.at, caret.at);
  }, [caret]);

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const target = event.target;
    const edit = editMask(
      mask,
      digitsOf(value),
      target.value,
      target.selectionStart ?? target.value.length,
      deletingOf(event),
    );
    onChange(edit.digits === '' ? undefined : edit.digits);
    setCaret({ at: edit.caret });
  };
  const autoComplete = typeof props.options.autocomplete === 'string' ? props.options.autocomplete : 'off';

  return (
    <Input
      ref={input}
      id={id}
      name={props.htmlName || id}
      type="text"
      inputMode="numeric"
      dir="ltr"
      autoComplete={autoComplete}
      value={display}
      placeholder={props.placeholder}
      disabled={disabled}
      readOnly={readonly}
      required={props.required}
      autoFocus={props.autofocus}
      aria-invalid={props.rawErrors?.length ? true : undefined}
      aria-describedby={ariaDescribedByIds(id)}
      onChange={change}
      onBlur={() => onBlur(id, value)}
      onFocus={() => onFocus(id, value)}
      className="tabular-nums"
    />
  );
}
