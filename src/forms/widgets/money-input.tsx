import { useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { cn } from '@/lib/cn';
import { amountRefusal, amountValue, type AmountLimits, type AmountRefusal } from '../money';

export interface AmountInputProps {
  widget: WidgetProps;
  limits: AmountLimits;
  /** How a stored number is shown when the field is not being typed in. */
  format: (value: number) => string;
  /** A unit beside the number (a currency code, "%"), at the inline start or end. */
  adornment?: ReactNode;
  adornmentAt: 'start' | 'end';
  /** The unit named in the "no decimals" hint (a currency code). */
  unit?: string;
}

const textOf = (value: unknown, format: (value: number) => string) =>
  typeof value === 'number' && Number.isFinite(value) ? format(value) : '';

/**
 * The number input under the money and percent widgets. It keeps the text as typed ("12," stays "12,") and
 * stores the number it reads (12); a keystroke that would make the text unreadable or too large is refused.
 * Leaving the field shows the number formatted. A new value from outside (a reset, a loaded record) replaces
 * the text.
 */
export function AmountInput({ widget, limits, format, adornment, adornmentAt, unit }: AmountInputProps) {
  const { id, value, disabled, readonly, onChange, onBlur, onFocus } = widget;
  const { t } = useTranslation('inputs');
  const [text, setText] = useState(() => textOf(value, format));
  // Why the last keystroke was refused; shown under the field until the next accepted one.
  const [refused, setRefused] = useState<AmountRefusal>();
  const [seen, setSeen] = useState<unknown>(value);
  if (!Object.is(value, seen)) {
    setSeen(value);
    if (!Object.is(amountValue(text, limits.max), value)) setText(textOf(value, format));
  }

  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const next = input.value;
    const refusal = amountRefusal(next, limits);
    setRefused(refusal);
    if (refusal) {
      // React puts the old text back; keep the caret where the refused character would have gone.
      const caret = Math.max(0, (input.selectionStart ?? next.length) - (next.length - text.length));
      queueMicrotask(() => input.setSelectionRange(caret, caret));
      return;
    }
    setText(next);
    onChange(amountValue(next, limits.max));
  };
  const blur = () => {
    setRefused(undefined);
    const parsed = amountValue(text, limits.max);
    if (parsed !== undefined) setText(format(parsed));
    onBlur(id, parsed);
  };
  const adornmentId = `${id}-unit`;
  const hintId = `${id}-hint`;
  const hints: Record<AmountRefusal, string> = {
    invalid: t('amount.invalid'),
    noDecimals: t('amount.noDecimals', { unit: unit ?? '' }),
    decimals: t('amount.decimals', { digits: limits.fractionDigits }),
    max: t('amount.max', { max: format(limits.max) }),
  };
  const adornmentNode = adornment ? (
    <span
      id={adornmentId}
      className={cn(
        'flex shrink-0 items-center gap-1.5 bg-muted px-3 text-sm font-medium text-muted-foreground',
        adornmentAt === 'start' ? 'border-e border-border' : 'border-s border-border',
      )}
    >
      {adornment}
    </span>
  ) : null;

  return (
    <div>
      <div
        className={cn(
          'flex h-10 w-full overflow-hidden rounded-md border border-border bg-card',
          'focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring',
          widget.rawErrors?.length && 'border-destructive',
          disabled && 'opacity-50',
        )}
      >
        {adornmentAt === 'start' && adornmentNode}
        <input
          id={id}
          name={widget.htmlName || id}
          type="text"
          inputMode="decimal"
          dir="ltr"
          autoComplete="off"
          value={text}
          placeholder={widget.placeholder}
          disabled={disabled}
          readOnly={readonly}
          required={widget.required}
          autoFocus={widget.autofocus}
          aria-invalid={widget.rawErrors?.length ? true : undefined}
          aria-describedby={`${ariaDescribedByIds(id)} ${hintId}${adornmentNode ? ` ${adornmentId}` : ''}`}
          onChange={change}
          onBlur={blur}
          onFocus={() => onFocus(id, value)}
          // The box draws the focus ring; the global :focus-visible outline would add a second one inside it.
          style={{ outline: 'none' }}
          className="h-full min-w-0 flex-1 bg-transparent px-3 text-sm tabular-nums placeholder:text-muted-foreground"
        />
        {adornmentAt === 'end' && adornmentNode}
      </div>
      {/* Always in the page so screen readers hear the hint when it appears. */}
      <p id={hintId} role="status" className="mt-1 text-xs text-muted-foreground empty:hidden">
        {refused ? hints[refused] : ''}
      </p>
    </div>
  );
}
