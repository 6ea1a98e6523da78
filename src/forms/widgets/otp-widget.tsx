import { useEffect, useRef } from 'react';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { OtpInput } from '@/forms/otp/otp-input';
import { otpShape } from '@/forms/otp/otp-value';

/**
 * RJSF widget `otp`: a one-time code as a string (spec A §4). A filled code completes by itself: the widget
 * submits its form, whose validation runs first, so nobody has to press a button after the sixth digit.
 *
 * ui:options
 * - `length` (number, default 6): how many boxes.
 * - `type` ('numeric' | 'text', default 'numeric'): digits only, or letters and digits.
 * - `autoSubmit` (boolean, default true): submit the form when the code is complete; false only validates
 *   the field (it reports a blur).
 *
 * @example { "code": { "ui:widget": "otp", "ui:options": { "length": 6 } } }
 */
export function OtpWidget(props: WidgetProps) {
  const { id, value, options, rawErrors, disabled, readonly, autofocus, label, onChange, onBlur, onFocus } =
    props;
  const { length, type } = otpShape({ length: options.length, type: options.type });
  const completed = useRef<string | undefined>(undefined);
  const code = typeof value === 'string' ? value : '';

  // The form sees the new value only after it re-renders this widget, so completing waits for that render;
  // submitting straight from the key press would send the code without its last digit.
  useEffect(() => {
    if (completed.current === undefined || completed.current !== code) return;
    completed.current = undefined;
    onBlur(id, code);
    if (options.autoSubmit === false) return;
    const form = document.getElementById(id)?.closest('form');
    form?.requestSubmit();
  }, [code, id, onBlur, options.autoSubmit]);

  return (
    <OtpInput
      id={id}
      value={code}
      length={length}
      type={type}
      label={label}
      describedBy={ariaDescribedByIds(id)}
      invalid={Boolean(rawErrors?.length)}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      onChange={(next) => onChange(next === '' ? undefined : next)}
      onComplete={(next) => {
        completed.current = next;
      }}
      onBlur={(next) => onBlur(id, next === '' ? undefined : next)}
      onFocus={(next) => onFocus(id, next === '' ? undefined : next)}
    />
  );
}
