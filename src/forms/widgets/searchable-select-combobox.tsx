import { useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDown, X } from 'lucide-react';
import { cn } from '@/lib/cn';
import type { FieldOption, OptionsStatus } from '../options/field-option';
import { keyAction } from '../combobox-keys';
import { SEARCH_MAX_LENGTH, filterOptions, moveActive, typeAheadIndex } from '../option-search';
import { SelectList, listboxId, optionId } from './searchable-select-list';

export interface ComboboxProps {
  /** The field id: the focusable control carries it, so the field's label points at it. */
  id: string;
  /** The field's label, naming the list. */
  label: string;
  /** The choices, labels already in the person's language. */
  options: FieldOption[];
  status: OptionsStatus;
  selected: readonly string[];
  onPick: (option: FieldOption) => void;
  /** Several values: the list stays open after a pick and shows checkboxes. */
  multiple?: boolean;
  /** A search box (true) or a plain button that opens the list (a short list). */
  searchable?: boolean;
  /** Offers a clear button while something is chosen (single choice). */
  onClear?: () => void;
  /** Backspace in an empty search box (multiple choice: removes the last chip). */
  onRemoveLast?: () => void;
  /** Inside the box before the search text: the chosen currency's icon, the chosen chips. */
  before?: ReactNode;
  renderIcon?: (option: FieldOption) => ReactNode;
  placeholder?: string;
  disabled?: boolean;
  required?: boolean;
  autoFocus?: boolean;
  invalid?: boolean;
  describedBy: string;
  onFocus: () => void;
  onBlur: () => void;
}

/**
 * The accessible combobox behind the searchable select, the multi-select and the currency select (WAI-ARIA
 * combobox with a listbox popup): arrows move the highlight, Enter picks, Escape closes, typing filters.
 */
export function Combobox(props: ComboboxProps) {
  const { id, options, selected, multiple = false, searchable = true, disabled = false } = props;
  const { t } = useTranslation('inputs');
  const root = useRef<HTMLDivElement>(null);
  const control = useRef<HTMLInputElement & HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);

  const filtered = searchable ? filterOptions(options, query) : options;
  const highlighted = active < filtered.length ? active : -1;
  const chosen = new Set(selected);
  // Until the list has loaded, the chosen value itself (a currency code) stands in for its label.
  const chosenLabel = multiple
    ? ''
    : (options.find((option) => chosen.has(option.value))?.label ?? selected[0] ?? '');

  const openList = (from: 'first' | 'last') => {
    if (disabled) return;
    const current = options.findIndex((option) => chosen.has(option.value));
    setOpen(true);
    setQuery('');
    setActive(current >= 0 ? current : moveActive(options, -1, from));
  };
  const close = () => {
    setOpen(false);
    setQuery('');
    setActive(-1);
  };
  const pick = (option: FieldOption | undefined) => {
    if (!option || option.disabled) return;
    props.onPick(option);
    if (!multiple) close();
  };
  const search = (text: string) => {
    const next = text.slice(0, SEARCH_MAX_LENGTH);
    setQuery(next);
    setOpen(true);
    setActive(moveActive(filterOptions(options, next), -1, 'first'));
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const action = keyAction(event, {
      open,
      searchable,
      chipRemovable: query === '' && props.onRemoveLast !== undefined,
    });
    if (!action) return;
    if (action.type !== 'close' || action.escape) event.preventDefault();
    if (action.type === 'open') openList(action.from);
    else if (action.type === 'move') setActive(moveActive(filtered, highlighted, action.to));
    else if (action.type === 'pick') pick(filtered[highlighted]);
    else if (action.type === 'removeLast') props.onRemoveLast?.();
    else if (action.type === 'typeAhead') {
      setOpen(true);
      setActive(typeAheadIndex(options, highlighted, action.letter));
    } else {
      // Escape belongs to this list, not to a dialog the form is in.
      if (action.escape) event.stopPropagation();
      close();
    }
  };

  const onBlur = (event: FocusEvent) => {
    if (root.current?.contains(event.relatedTarget as Node | null)) return;
    close();
    props.onBlur();
  };
  const onFocus = (event: FocusEvent) => {
    if (!root.current?.contains(event.relatedTarget as Node | null)) props.onFocus();
  };

  const shared = {
    id,
    ref: control,
    role: 'combobox',
    disabled,
    autoFocus: props.autoFocus,
    'aria-expanded': open,
    'aria-controls': open && filtered.length > 0 ? listboxId(id) : undefined,
    'aria-activedescendant': open && highlighted >= 0 ? optionId(id, highlighted) : undefined,
    'aria-describedby': props.describedBy,
    'aria-invalid': props.invalid || undefined,
    'aria-required': props.required || undefined,
    onKeyDown,
    // The box around shows the focus ring (focus-within); the global :focus-visible outline would draw a second.
    style: { outline: 'none' },
    className: 'h-8 min-w-0 flex-1 truncate bg-transparent text-start placeholder:text-muted-foreground',
  } as const;

  return (
    <div ref={root} className="relative" onBlur={onBlur} onFocus={onFocus}>
      <div
        data-invalid={props.invalid || undefined}
        onMouseDown={(event) => {
          // A click anywhere in the box (the icon, the chevron) works the control, except on its own buttons.
          if (disabled || (event.target as Element).closest('button:not([role=combobox]), input')) return;
          event.preventDefault();
          control.current?.focus();
          if (open) close();
          else openList('first');
        }}
        className={cn(
          'flex min-h-10 w-full cursor-pointer items-center gap-2 rounded-md border border-border bg-card px-3 text-sm',
          'focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring',
          multiple && 'flex-wrap py-1',
          props.invalid && 'border-destructive',
          disabled && 'cursor-not-allowed opacity-50',
        )}
      >
        {props.before}
        {searchable ? (
          <input
            {...shared}
            type="text"
            aria-autocomplete="list"
            autoComplete="off"
            maxLength={SEARCH_MAX_LENGTH}
            value={open || multiple ? query : chosenLabel}
            placeholder={open && chosenLabel ? chosenLabel : props.placeholder}
            onChange={(event) => search(event.target.value)}
            onClick={() => !open && openList('first')}
            // Typing then replaces the chosen label instead of searching for "label + letter".
            onFocus={(event) => event.currentTarget.select()}
          />
        ) : (
          <button {...shared} type="button" aria-haspopup="listbox">
            {chosenLabel || <span className="text-muted-foreground">{props.placeholder}</span>}
          </button>
        )}
        {props.onClear && chosenLabel && !disabled && (
          <button
            type="button"
            aria-label={t('select.clear')}
            onClick={() => {
              props.onClear?.();
              control.current?.focus();
            }}
            className="rounded-sm p-0.5 text-muted-foreground hover:text-foreground"
          >
            <X aria-hidden className="size-4" />
          </button>
        )}
        <ChevronDown
          aria-hidden
          className={cn('size-4 shrink-0 text-muted-foreground transition-transform', open && 'rotate-180')}
        />
      </div>
      {open && (
        <SelectList
          id={id}
          label={props.label}
          options={filtered}
          status={props.status}
          hasAny={options.length > 0}
          selected={chosen}
          active={highlighted}
          multiple={multiple}
          onPick={pick}
          onHover={setActive}
          renderIcon={props.renderIcon}
        />
      )}
    </div>
  );
}
