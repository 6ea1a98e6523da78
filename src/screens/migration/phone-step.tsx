import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Label } from '@/ui/label';
import { listCountries } from '../auth/auth-calls';
import { FormAlert } from '../auth/message';
import { TextField } from '../auth/text-field';
import { phoneProblems, type FieldProblems } from './migration-rules';

export interface PhoneValues {
  country: string;
  phone: string;
}
type Field = keyof PhoneValues;

/** Step 1: the phone number of the legacy e-wallet account, where the 6-digit code goes. */
export function PhoneStep({
  values,
  onChange,
  onSubmit,
  busy,
  serverErrors,
  formError,
}: {
  values: PhoneValues;
  onChange: (values: PhoneValues) => void;
  onSubmit: () => void;
  busy: boolean;
  /** Translated field messages from the server. */
  serverErrors: Partial<Record<Field, string>>;
  formError: string | undefined;
}) {
  const { t, i18n } = useTranslation('migration');
  const [errors, setErrors] = useState<FieldProblems<Field>>({});
  const countries = useQuery({
    queryKey: ['settings', 'countries', i18n.language],
    queryFn: () => listCountries(i18n.language),
    staleTime: Infinity,
  });
  const error = (field: Field) => (errors[field] ? t(errors[field]) : serverErrors[field]);
  const change = (field: Field) => (event: { target: { value: string } }) => {
    setErrors((current) => ({ ...current, [field]: undefined }));
    onChange({ ...values, [field]: event.target.value });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = phoneProblems(values.country, values.phone);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit();
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm text-muted-foreground">{t('phone.hint')}</p>
      <div className="space-y-1.5">
        <Label htmlFor="migration-country">{t('phone.country')}</Label>
        <select
          id="migration-country"
          value={values.country}
          onChange={change('country')}
          aria-invalid={Boolean(error('country'))}
          aria-describedby={error('country') ? 'migration-country-error' : undefined}
          className="h-10 w-full rounded-md border border-border bg-card px-3 text-sm aria-[invalid=true]:border-destructive"
        >
          <option value="">
            {countries.isPending ? t('phone.countriesLoading') : t('phone.countryPick')}
          </option>
          {countries.data?.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
        {error('country') ? (
          <p id="migration-country-error" className="text-sm text-destructive">
            {error('country')}
          </p>
        ) : null}
      </div>
      <TextField
        id="migration-phone"
        label={t('phone.number')}
        type="tel"
        autoComplete="tel-national"
        inputMode="tel"
        dir="ltr"
        value={values.phone}
        onChange={change('phone')}
        error={error('phone')}
      />
      <FormAlert message={formError ?? (countries.isError ? t('phone.countriesFailed') : undefined)} />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? t('phone.sending') : t('phone.submit')}
      </Button>
    </form>
  );
}
