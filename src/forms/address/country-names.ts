/** A country with its name in the person's language. */
export interface CountryChoice {
  code: string;
  name: string;
}

/**
 * The countries by their names in the person's language (Intl's region names; the server's English name where
 * Intl has none), sorted the way that language sorts.
 */
export function localizedCountries(
  countries: readonly { code: string; name: string }[],
  locale: string,
): CountryChoice[] {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  } catch {
    names = undefined;
  }
  const collator = new Intl.Collator(locale);
  return countries
    .map((country) => {
      let name: string | undefined;
      try {
        name = names?.of(country.code);
      } catch {
        name = undefined;
      }
      return { code: country.code, name: name ?? country.name };
    })
    .sort((a, b) => collator.compare(a.name, b.name));
}
