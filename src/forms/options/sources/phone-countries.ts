import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';
import { localizedCountries } from '../../address/country-names';
import type { OptionSource } from '../option-source';

/**
 * Every country with its dialling code ("Egypt (+20)"), named in the person's language: the country of a phone
 * number. The value is the country's code, as `phone_country_code` takes it.
 */
export const source: OptionSource = {
  inputs: ({ session }) => [session.locale],
  load: async ({ session }) => {
    const countries = (await unwrap(api.settings.GET('/api/public/v1/countries'))).data;
    const locale = typeof session.locale === 'string' ? session.locale.replace('_', '-') : 'en';
    // "+1", "+1 340": one plus, whether the answer's code carries one or not.
    const dialling = new Map(
      countries.map((country) => [
        country.code,
        `+${(country.phoneCodeDisplay ?? country.phoneCode).replace(/^\++/, '')}`,
      ]),
    );
    return localizedCountries(countries, locale).map((country) => ({
      value: country.code,
      // The code is isolated left to right, so "+20" stays "+20" inside an Arabic name.
      label: `${country.name} (\u2066${dialling.get(country.code)}\u2069)`,
    }));
  },
};
