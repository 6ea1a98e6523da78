import { useTranslation } from 'react-i18next';
import { Combobox } from '@/forms/widgets/searchable-select-combobox';
import type { FieldOption, OptionsStatus } from '@/forms/options/field-option';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';

/** Lists longer than this get a search box; a short one (the Emirates) opens as a plain list. */
const SEARCHABLE_FROM = 9;

export interface AddressInputProps {
  id: string;
  label: string;
  required: boolean;
  kind: 'text' | 'select';
  value: string;
  placeholder?: string;
  /** The choices of a select. */
  options?: FieldOption[];
  status?: OptionsStatus;
  error?: string;
  disabled: boolean;
  autoComplete?: string;
  onChange: (next: string | undefined) => void;
  onBlur: () => void;
}

/**
 * One input of the address form with its own label ("(optional)" when not required, spec A §5) and its error
 * under it; the address field renders its sub-fields itself, so labels and errors are drawn here.
 */
export function AddressInput(props: AddressInputProps) {
  const { t } = useTranslation('widgets');
  const { id, label, required, error, disabled } = props;
  const errorId = `${id}__error`;
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>
        {label}
        {required ? null : (
          <>
            {' '}
            <span className="font-normal text-muted-foreground">{t('address.optional')}</span>
          </>
        )}
      </Label>
      {props.kind === 'select' ? (
        <Combobox
          id={id}
          label={label}
          options={props.options ?? []}
          status={props.status ?? 'ready'}
          selected={props.value ? [props.value] : []}
          searchable={(props.options?.length ?? 0) >= SEARCHABLE_FROM}
          onPick={(option) => props.onChange(option.value)}
          onClear={required ? undefined : () => props.onChange(undefined)}
          placeholder={props.placeholder || t('address.choose')}
          disabled={disabled}
          required={required}
          invalid={Boolean(error)}
          describedBy={errorId}
          onFocus={() => {}}
          onBlur={props.onBlur}
        />
      ) : (
        <Input
          id={id}
          // A Latin street name in an Arabic page keeps its own order ("123 Rizal St").
          dir="auto"
          value={props.value}
          placeholder={props.placeholder}
          disabled={disabled}
          autoComplete={props.autoComplete}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          onChange={(event) => props.onChange(event.target.value)}
          onBlur={props.onBlur}
        />
      )}
      <p id={errorId} className="text-sm text-destructive" hidden={!error}>
        {error}
      </p>
    </div>
  );
}
