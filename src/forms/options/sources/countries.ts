import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';
import { localizedCountries } from '../../address/country-names';
import type { OptionSource } from '../option-source';

/** Every country, named in the person's language and sorted the way it sorts (settings service). */
export const source: OptionSource = {
  inputs: ({ session }) => [session.locale],
  load: async ({ session }) => {
    const countries = (await unwrap(api.settings.GET('/api/public/v1/countries'))).data;
    const locale = typeof session.locale === 'string' ? session.locale.replace('_', '-') : 'en';
    return localizedCountries(countries, locale).map((country) => ({
      value: country.code,
      label: country.name,
    }));
  },
};
