import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';
import { Label } from '@/ui/label';

/** Countries by name in the reader's language (settings service). */
async function listCountries(locale: string) {
  const body = await unwrap(api.settings.GET('/api/public/v1/countries'));
  const collator = new Intl.Collator(locale.replace(/_/g, '-'));
  return [...body.data].sort((a, b) => collator.compare(a.name, b.name));
}

/** The payment country: a plain select, so phones open their own picker. */
export function CountrySelect({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const { t, i18n } = useTranslation('qr');
  const countries = useQuery({
    queryKey: ['settings', 'countries', i18n.language],
    queryFn: () => listCountries(i18n.language),
    staleTime: Infinity,
  });
  const known = countries.data?.some((country) => country.code === value);
  return (
    <div className="space-y-1.5">
      <Label htmlFor="qr-country">{t('country.label')}</Label>
      <select
        id="qr-country"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-describedby="qr-country-hint"
        className="h-10 w-full rounded-md border border-border bg-card px-3 text-sm"
      >
        {/* The code's own country stays choosable while the list loads or if it failed. */}
        {!known && value ? <option value={value}>{value}</option> : null}
        {countries.data?.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </select>
      <p id="qr-country-hint" className="text-sm text-muted-foreground">
        {countries.isError ? t('country.listFailed') : t('country.hint')}
      </p>
    </div>
  );
}
