import type { EnumOptionsType, RJSFSchema } from '@rjsf/utils';
import type { TFunction } from 'i18next';
import type { FieldOption } from '../options/field-option';

/**
 * Option labels in the person's language. A label may be a text key (`namespace:key`) or plain text (a
 * currency's name from the API); plain text comes back unchanged.
 */
export const translatedOptions = (options: FieldOption[], t: TFunction): FieldOption[] =>
  options.map((option) => ({
    ...option,
    label: t(option.label, { defaultValue: option.label }),
    description: option.description && t(option.description, { defaultValue: option.description }),
  }));

/**
 * The value to store for a picked option. Options carry strings; a schema enum of numbers or booleans must get
 * its own value back, or validation would refuse "2" for 2.
 */
export function storedValue(enumOptions: EnumOptionsType<RJSFSchema>[] | undefined, value: string): unknown {
  const match = enumOptions?.find((option) => String(option.value) === value);
  return match ? match.value : value;
}

/** The chosen values of a select's form value, as the option strings. */
export function chosenValues(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item) => item !== undefined && item !== null).map(String);
  return value === undefined || value === null || value === '' ? [] : [String(value)];
}
