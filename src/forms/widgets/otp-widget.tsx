import { useEffect, useRef } from 'react';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { formContextOf } from '@/forms/form-context';
import { OtpInput } from '@/forms/otp/otp-input';
import { isResendOption, OtpResend } from '@/forms/otp/otp-resend';
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
 * - `resend` (object): a resend countdown, then a resend link under the boxes (spec A §4): `operation` (and
 *   `params`, `service`) sends a new code, `seconds` (default 60) is the wait between codes, `readyAt` names the
 *   form field with the time the first new code may be asked for, `notice` the text key shown once sent.
 *
 * @example { "code": { "ui:widget": "otp", "ui:options": { "length": 6 } } }
 * @example { "code": { "ui:widget": "otp", "ui:options": { "resend": { "operation": "POST /api/v2/verification/phone/resend" } } } }
 */
export function OtpWidget(props: WidgetProps) {
  const { id, value, options, rawErrors, disabled, readonly, autofocus, label, onChange, onBlur, onFocus } =
    props;
  const { length, type } = otpShape({ length: options.length, type: options.type });
  const completed = useRef<string | undefined>(undefined);
  const code = typeof value === 'string' ? value : '';
  const { formData } = formContextOf(props);
  const onPage = (props.registry.formContext as { formData?: unknown } | undefined)?.formData !== undefined;
  // RJSF draws the widget with the new value before the page's form holds it (its onChange reaches the page
  // after its own update): a top-level field waits until the page's data has the code too, or the submit
  // would check and send the code without its last digit.
  const topLevel = onPage && Object.hasOwn(props.registry.rootSchema.properties ?? {}, props.name);
  const formHasCode = !topLevel || formData[props.name] === code || (code === '' && !formData[props.name]);

  // The form sees the new value only after it re-renders this widget, so completing waits for that render;
  // submitting straight from the key press would send the code without its last digit.
  useEffect(() => {
    if (completed.current === undefined || completed.current !== code || !formHasCode) return;
    completed.current = undefined;
    onBlur(id, code);
    if (options.autoSubmit === false) return;
    const form = document.getElementById(id)?.closest('form');
    form?.requestSubmit();
  }, [code, formHasCode, id, onBlur, options.autoSubmit]);

  const input = (
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
  if (!isResendOption(options.resend)) return input;
  return (
    <div className="space-y-2">
      {input}
      <OtpResend option={options.resend} formData={formData} onSent={() => onChange(undefined)} />
    </div>
  );
}
