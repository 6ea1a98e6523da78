import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { FieldOption, OptionsStatus } from '../options/field-option';

export interface SelectListProps {
  /** The combobox's id; the listbox is `${id}-listbox`, option i is `${id}-option-${i}`. */
  id: string;
  /** The options to show (already filtered), labels already in the person's language. */
  options: FieldOption[];
  status: OptionsStatus;
  /** Whether the source list has options at all (decides between "list is empty" and "result not found"). */
  hasAny: boolean;
  selected: ReadonlySet<string>;
  active: number;
  multiple: boolean;
  label: string;
  onPick: (option: FieldOption) => void;
  onHover: (index: number) => void;
  renderIcon?: (option: FieldOption) => ReactNode;
}

export const optionId = (id: string, index: number) => `${id}-option-${index}`;
export const listboxId = (id: string) => `${id}-listbox`;

/** The open list of a select: the options, or why there are none (loading, failed, empty, no match). */
export function SelectList(props: SelectListProps) {
  const { id, options, status, hasAny, selected, active, multiple, label, onPick, onHover, renderIcon } =
    props;
  const { t } = useTranslation('inputs');

  useEffect(() => {
    // Keeps the highlighted option in view as the arrows move it (jsdom has no scrollIntoView).
    document.getElementById(optionId(id, active))?.scrollIntoView?.({ block: 'nearest' });
  }, [id, active]);

  let message: ReactNode = null;
  if (status === 'loading')
    message = (
      <>
        <LoaderCircle aria-hidden className="size-4 animate-spin" />
        {t('select.loading')}
      </>
    );
  else if (status === 'error') message = t('select.error');
  else if (!hasAny) message = t('select.empty');
  else if (options.length === 0) message = t('select.notFound');

  return (
    <div className="absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-md border border-border bg-card shadow-lg">
      {message !== null && (
        <div role="status" className="flex items-center gap-2 px-3 py-3 text-sm text-muted-foreground">
          {message}
        </div>
      )}
      {options.length > 0 && (
        <ul
          id={listboxId(id)}
          role="listbox"
          aria-label={label}
          aria-multiselectable={multiple || undefined}
          className="max-h-64 overflow-y-auto py-1"
        >
          {options.map((option, index) => {
            const isSelected = selected.has(option.value);
            return (
              <li
                key={option.value}
                id={optionId(id, index)}
                role="option"
                aria-selected={isSelected}
                aria-disabled={option.disabled || undefined}
                // Keeps focus in the search box: the click picks without blurring the combobox.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => !option.disabled && onPick(option)}
                onMouseMove={() => index !== active && !option.disabled && onHover(index)}
                className={cn(
                  'flex min-h-10 cursor-pointer items-center gap-2 px-3 py-2 text-sm',
                  index === active && 'bg-accent',
                  option.disabled && 'cursor-not-allowed opacity-50',
                )}
              >
                {multiple && (
                  <span
                    aria-hidden
                    className={cn(
                      'flex size-4 shrink-0 items-center justify-center rounded-sm border border-border',
                      isSelected && 'border-primary bg-primary text-primary-foreground',
                    )}
                  >
                    {isSelected && <Check className="size-3" />}
                  </span>
                )}
                {renderIcon?.(option)}
                <span className="min-w-0 flex-1">
                  <span className="block truncate">{option.label}</span>
                  {option.description && (
                    <span className="block truncate text-xs text-muted-foreground">{option.description}</span>
                  )}
                </span>
                {!multiple && isSelected && <Check aria-hidden className="size-4 shrink-0 text-primary" />}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
