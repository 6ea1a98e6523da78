import type { FocusEvent } from 'react';
import {
  ariaDescribedByIds,
  descriptionId,
  enumOptionSelectedValue,
  enumOptionValueDecoder,
  enumOptionValueEncoder,
  getOptionValueFormat,
  labelValue,
  optionId,
  schemaRequiresTrueValue,
  type WidgetProps,
} from '@rjsf/utils';
import { cn } from '@/lib/cn';
import { Label } from '@/ui/label';

/**
 * The form theme's box (a boolean), `radio` and `textarea` widgets, written with RJSF's custom-widget API
 * (`WidgetProps`). They draw what the shadcn theme's widgets drew (its classes, ids, names, labels and
 * `aria-describedby`) with native inputs in place of Radix's checkbox and radio group: those brought seven
 * Radix packages to every form page. A native box and radio are the `checkbox` and `radio` roles a screen
 * reader and the tests look for; the browser moves between a group's radios with the arrow keys, as Radix's
 * roving focus did. They are not in ./widgets/, so no form file names them as a `ui:widget` of their own.
 */

const labelClass =
  'flex items-center gap-2 text-sm leading-tight font-medium select-none peer-disabled:cursor-not-allowed peer-disabled:opacity-50';
const controlClass =
  'peer size-4 shrink-0 border-input accent-primary shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50';

/** A boolean's box: its description above it (unless the label is hidden), its label beside it. */
export function CheckboxWidget(props: WidgetProps) {
  const {
    id,
    htmlName,
    value,
    disabled,
    readonly,
    label,
    hideLabel,
    schema,
    autofocus,
    options,
    onChange,
    onBlur,
    onFocus,
    registry,
    uiSchema,
    className,
    required,
  } = props;
  // The mark shows when only `true` is valid (`const` or `enum`), as in the shadcn theme.
  const trueValueRequired = schemaRequiresTrueValue(schema) && required;
  const { DescriptionFieldTemplate } = registry.templates;
  const description = options.description || schema.description;
  return (
    <div
      className={`relative ${disabled || readonly ? 'cursor-not-allowed opacity-50' : ''}`}
      aria-describedby={ariaDescribedByIds(id)}
    >
      {!hideLabel && description && (
        <DescriptionFieldTemplate
          id={descriptionId(id)}
          description={description}
          schema={schema}
          uiSchema={uiSchema}
          registry={registry}
        />
      )}
      <div className="my-2 flex items-center gap-2">
        <input
          type="checkbox"
          data-slot="checkbox"
          id={id}
          name={htmlName || id}
          checked={typeof value === 'undefined' ? false : Boolean(value)}
          required={required}
          disabled={disabled || readonly}
          autoFocus={autofocus}
          onChange={(event) => onChange(event.target.checked)}
          onBlur={() => onBlur(id, value)}
          onFocus={() => onFocus(id, value)}
          className={cn(controlClass, 'rounded-[4px]', className)}
        />
        <Label className={labelClass} htmlFor={id}>
          {labelValue(label, hideLabel || !label)}
          {!hideLabel && label && trueValueRequired && <span className="ms-1 text-destructive">*</span>}
        </Label>
      </div>
    </div>
  );
}

/** The value of the radio a focus event of the group came from. */
const valueOf = (event: FocusEvent) => (event.target as HTMLInputElement | null)?.value ?? '';

/** One radio per enum option in a `radiogroup`, side by side with `ui:options.inline`. */
export function RadioWidget({
  id,
  htmlName,
  options,
  value,
  required,
  disabled,
  readonly,
  onChange,
  onBlur,
  onFocus,
  className,
}: WidgetProps) {
  const { enumOptions, enumDisabled, emptyValue } = options;
  const optionValueFormat = getOptionValueFormat(options);
  const decode = (raw: string) => enumOptionValueDecoder(raw, enumOptions, optionValueFormat, emptyValue);
  const inline = Boolean(options.inline);
  const selectValue = enumOptionSelectedValue(value, enumOptions, false, optionValueFormat, '');
  return (
    <div className="mb-0">
      <div
        role="radiogroup"
        data-slot="radio-group"
        aria-required={required || undefined}
        aria-orientation={inline ? 'horizontal' : 'vertical'}
        aria-describedby={ariaDescribedByIds(id)}
        onBlur={(event) => onBlur(id, decode(valueOf(event)))}
        onFocus={(event) => onFocus(id, decode(valueOf(event)))}
        className={cn('flex flex-wrap gap-3', { 'flex-col': !inline }, className)}
      >
        {Array.isArray(enumOptions) &&
          enumOptions.map((option, index) => {
            const itemDisabled = Array.isArray(enumDisabled) && enumDisabled.includes(option.value);
            const encoded = String(enumOptionValueEncoder(option.value, index, optionValueFormat));
            return (
              <div key={optionId(id, index)} className="flex items-center gap-2">
                <input
                  type="radio"
                  data-slot="radio-group-item"
                  id={optionId(id, index)}
                  name={htmlName || id}
                  value={encoded}
                  checked={selectValue === encoded}
                  disabled={disabled || readonly || itemDisabled}
                  onChange={(event) => onChange(decode(event.target.value))}
                  className={cn(controlClass, 'aspect-square rounded-full')}
                />
                <Label className={labelClass} htmlFor={optionId(id, index)}>
                  {option.label}
                </Label>
              </div>
            );
          })}
      </div>
    </div>
  );
}

/** A text area of `ui:options.rows` rows (5 by default); emptied, the field takes `emptyValue`. */
export function TextareaWidget({
  id,
  htmlName,
  placeholder,
  value,
  required,
  disabled,
  autofocus,
  readonly,
  onBlur,
  onFocus,
  onChange,
  options,
  className,
}: WidgetProps) {
  return (
    <div className="flex p-0.5">
      <textarea
        data-slot="textarea"
        id={id}
        name={htmlName || id}
        placeholder={placeholder}
        disabled={disabled}
        readOnly={readonly}
        value={(value as string | undefined) ?? ''}
        required={required}
        autoFocus={autofocus}
        rows={(options.rows as number | undefined) || 5}
        onChange={({ target }) => onChange(target.value === '' ? options.emptyValue : target.value)}
        onBlur={({ target }) => onBlur(id, target.value)}
        onFocus={({ target }) => onFocus(id, target.value)}
        aria-describedby={ariaDescribedByIds(id)}
        className={cn(
          'flex min-h-16 w-full rounded-md border border-input bg-transparent px-3 py-2 text-base shadow-xs transition-[color,box-shadow] outline-none placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive aria-invalid:ring-destructive/20 md:text-sm dark:bg-input/30',
          className,
        )}
      />
    </div>
  );
}
