import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { cn } from '@/lib/cn';
import { toBcp47 } from '@/i18n/languages';
import {
  composeDate,
  daysInMonth,
  monthLabels,
  partOrder,
  splitDate,
  withPart,
  yearRange,
  YEARS_BACK,
  type DatePart,
} from '../date-parts';
import { useNarrowParent } from './date-width';

const yearOption = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) ? value : undefined;

/**
 * `ui:widget: "date"`: a date as three selects (day, month, year) in the order the language writes them, month
 * names in the person's language. Stores 'YYYY-MM-DD' once all three are chosen. Years run from
 * `ui:options.maxYear` (default this year) down to `ui:options.minYear` (default 100 years earlier, spec A §9).
 * In a parent 270 px wide or narrower, months show as numbers.
 *
 * @example
 * // uiSchema: { "birth_date": { "ui:widget": "date", "ui:options": { "maxYear": 2008 } } }
 */
export function DateWidget(props: WidgetProps) {
  const { id, value, disabled, readonly, onChange, onBlur, onFocus } = props;
  const { t, i18n } = useTranslation('inputs');
  const root = useRef<HTMLDivElement>(null);
  const narrow = useNarrowParent(root);
  const [parts, setParts] = useState(() => splitDate(value));
  const [seen, setSeen] = useState<unknown>(value);
  if (value !== seen) {
    setSeen(value);
    if (composeDate(parts) !== value) setParts(splitDate(value));
  }

  const locale = toBcp47(i18n.language || 'en');
  const maxYear = yearOption(props.options.maxYear) ?? new Date().getFullYear();
  const years = yearRange(maxYear, yearOption(props.options.minYear) ?? maxYear - YEARS_BACK);
  // A stored year outside the range (an old record) stays choosable rather than showing as empty.
  if (parts.year !== undefined && !years.includes(parts.year)) years.push(parts.year);
  years.sort((a, b) => b - a);
  const names: Record<DatePart, string> = {
    day: t('date.day'),
    month: t('date.month'),
    year: t('date.year'),
  };
  const choices: Record<DatePart, { value: number; label: string }[]> = {
    day: Array.from({ length: daysInMonth(parts.month, parts.year) }, (_, index) => ({
      value: index + 1,
      label: String(index + 1),
    })),
    month: monthLabels(locale, narrow ? 'numeric' : 'long').map((label, index) => ({
      value: index + 1,
      label,
    })),
    year: years.map((year) => ({ value: year, label: String(year) })),
  };
  const widths: Record<DatePart, string> = {
    day: 'w-20 shrink-0',
    month: 'min-w-0 flex-1',
    year: 'w-24 shrink-0',
  };

  const choose = (part: DatePart, raw: string) => {
    const next = withPart(parts, part, raw === '' ? undefined : Number(raw));
    setParts(next);
    onChange(composeDate(next));
  };

  return (
    <div
      ref={root}
      role="group"
      aria-label={props.label || undefined}
      className="flex gap-2"
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) onBlur(id, value);
      }}
      onFocus={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) onFocus(id, value);
      }}
    >
      {partOrder(locale).map((part, index) => (
        <select
          key={part}
          // The first select carries the field id, so the field's label focuses the date.
          id={index === 0 ? id : `${id}-${part}`}
          aria-label={names[part]}
          aria-describedby={ariaDescribedByIds(id)}
          aria-invalid={props.rawErrors?.length ? true : undefined}
          aria-required={props.required || undefined}
          value={parts[part] ?? ''}
          disabled={disabled || readonly}
          autoFocus={index === 0 && props.autofocus}
          onChange={(event) => choose(part, event.target.value)}
          className={cn(
            'h-10 rounded-md border border-border bg-card px-2 text-sm aria-[invalid=true]:border-destructive',
            narrow ? 'min-w-0 flex-1' : widths[part],
          )}
        >
          <option value="">{names[part]}</option>
          {choices[part].map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
      ))}
    </div>
  );
}
