import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getUiOptions, type ErrorSchema, type FieldProps } from '@rjsf/utils';
import { formContextOf } from '@/forms/form-context';
import { toBcp47 } from '@/i18n/languages';
import { Spinner } from '@/ui/spinner';
import {
  addressFieldsOf,
  fallbackFields,
  startValue,
  type AddressFieldSpec,
} from '@/forms/address/address-fields';
import { AddressInput } from '@/forms/address/address-input';
import { useAddressConfig, useCountries } from '@/forms/address/address-queries';
import { localizedCountries } from '@/forms/address/country-names';
import { changeField, subdivisionOptions } from '@/forms/address/subdivisions';
import { useSubmitGuard } from '@/forms/address/use-submit-guard';
import { addressErrors } from '@/forms/address/validate-address';
import { useLatest } from '@/lib/use-latest';

type Value = Record<string, unknown>;

const isRecord = (value: unknown): value is Value =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The first message the form itself has for a sub-field (a schema rule, a server 422). */
const formErrorAt = (errorSchema: ErrorSchema | undefined, name: string): string | undefined =>
  (errorSchema as Record<string, { __errors?: string[] } | undefined> | undefined)?.[name]?.__errors?.[0];

const hasErrors = (errorSchema: unknown): boolean =>
  isRecord(errorSchema) &&
  Object.entries(errorSchema).some(([key, node]) =>
    key === '__errors' ? Array.isArray(node) && node.length > 0 : hasErrors(node),
  );

/**
 * RJSF field `address` (spec A §2 "country-driven address form", §3, §5, §7): a searchable country select,
 * then the inputs of that country's address config — text inputs and subdivision selects whose choices follow
 * the level above — validated with the server's rules (only those spec A §5 honours). If the config cannot be
 * read, plain address line, city and postal code inputs stand in, without a message. The value is one object:
 * the country code and each input's value by its name (`{ "country_code": "US", "state": "US-CA", … }`).
 *
 * ui:options
 * - `countryKey` (default 'country_code'): the key of the country in the value.
 * - `countryField`: the name of a sibling field that holds the country; the field then shows no country select.
 * - `noRequired` (boolean): nothing is required (every input is labelled optional).
 *
 * @example { "address": { "ui:field": "address", "ui:options": { "countryKey": "country" } } }
 */
export function AddressField(props: FieldProps) {
  const { t, i18n } = useTranslation(['widgets', 'validations']);
  const locale = toBcp47(i18n.language ?? 'en');
  const options = getUiOptions(props.uiSchema);
  const countryKey = typeof options.countryKey === 'string' ? options.countryKey : 'country_code';
  const countryField = typeof options.countryField === 'string' ? options.countryField : undefined;
  const noRequired = options.noRequired === true;
  const baseId = props.fieldPathId.$id;
  const locked = Boolean(props.disabled || props.readonly);

  const value: Value = isRecord(props.formData) ? props.formData : {};
  const country = text(countryField ? formContextOf(props).formData[countryField] : value[countryKey]);
  const countries = useCountries();
  // ~250 names through Intl and a collator: worth keeping between renders.
  const countryOptions = useMemo(
    () => localizedCountries(countries.data ?? [], locale).map((c) => ({ value: c.code, label: c.name })),
    [countries.data, locale],
  );
  const config = useAddressConfig(country || undefined);
  const loading = Boolean(country) && config.isPending;
  const fields: AddressFieldSpec[] =
    !country || loading
      ? []
      : config.data
        ? addressFieldsOf(config.data, { noRequired })
        : fallbackFields({ noRequired });

  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [attempted, setAttempted] = useState(false);
  const showAll = attempted || Boolean(props.rawErrors?.length) || hasErrors(props.errorSchema);

  const emit = (next: Value, name: string) =>
    props.onChange(next, props.fieldPathId.path, undefined, `${baseId}_${name}`);

  // A country's defaults go in once its config is known; a different country starts from a clean value.
  const appliedFor = useRef<string | undefined>(undefined);
  const latest = useLatest({ fields, value, emit });
  useEffect(() => {
    if (!country) appliedFor.current = undefined;
    if (!country || loading || appliedFor.current === country) return;
    const switched = appliedFor.current !== undefined;
    appliedFor.current = country;
    const { fields: current, value: before, emit: send } = latest.current;
    const fresh = startValue(countryKey, country, current);
    if (countryField) delete fresh[countryKey];
    const next = switched ? fresh : { ...fresh, ...before };
    if (JSON.stringify(next) !== JSON.stringify(before)) send(next, countryKey);
  }, [latest, country, loading, countryKey, countryField]);

  const countryMissing = !countryField && !country && !noRequired;
  const errors = addressErrors(fields, value);
  const shown = (name: string) => showAll || touched.has(name);
  const messageFor = (field: AddressFieldSpec, label: string) => {
    const error = errors[field.name];
    const own =
      error && shown(field.name)
        ? t(`validations:messages.${error.rule}`, { ...error.values, field: label })
        : undefined;
    return own ?? formErrorAt(props.errorSchema, field.name);
  };
  const countryLabel = t('address.country');
  const countryError =
    (countryMissing && shown(countryKey)
      ? t('validations:messages.required', { field: countryLabel })
      : undefined) ?? formErrorAt(props.errorSchema, countryKey);

  const container = useRef<HTMLFieldSetElement>(null);
  useSubmitGuard(
    container,
    () => countryMissing || Object.keys(errors).length > 0,
    (blocked) => {
      setAttempted(true);
      if (!blocked) return;
      const first = countryMissing ? countryKey : fields.find((field) => errors[field.name])?.name;
      if (first) document.getElementById(`${baseId}_${first}`)?.focus();
    },
  );

  const touch = (name: string) => {
    setTouched((before) => new Set(before).add(name));
    props.onBlur(`${baseId}_${name}`, value[name]);
  };

  const title = typeof options.title === 'string' ? options.title : props.schema.title;
  return (
    <fieldset ref={container} className="flex flex-col gap-4">
      {title ? <legend className="mb-2 text-sm font-semibold">{title}</legend> : null}
      {countryField ? null : (
        <AddressInput
          id={`${baseId}_${countryKey}`}
          label={countryLabel}
          required={!noRequired}
          kind="select"
          value={country}
          options={countryOptions}
          status={countries.isError ? 'error' : countries.data ? 'ready' : 'loading'}
          placeholder={t('address.chooseCountry')}
          error={countryError}
          disabled={locked}
          onChange={(code) => {
            if (code === country) return;
            emit(code ? { [countryKey]: code } : {}, countryKey);
          }}
          onBlur={() => touch(countryKey)}
        />
      )}
      {loading ? <Spinner label={t('address.loading')} /> : null}
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((field) => {
          const label = field.translate ? t(field.label) : field.label;
          const choices =
            field.kind === 'select'
              ? subdivisionOptions(config.data?.subdivisions?.children, fields, value, field).map((node) => ({
                  value: node.code,
                  label: node.name,
                }))
              : undefined;
          return (
            <AddressInput
              key={`${country}-${field.name}`}
              id={`${baseId}_${field.name}`}
              label={label}
              required={field.required}
              kind={field.kind}
              value={text(value[field.name])}
              placeholder={field.placeholder}
              options={choices}
              error={messageFor(field, label)}
              disabled={locked}
              onChange={(next) => emit(changeField(value, fields, field, next), field.name)}
              onBlur={() => touch(field.name)}
            />
          );
        })}
      </div>
    </fieldset>
  );
}
