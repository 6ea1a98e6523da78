/**
 * The slug of a business page (/business/:slug) from the business name, the same way the server makes it:
 * lower case, accents dropped, every run of other characters one hyphen ("Marquez Coffee Roasters" →
 * "marquez-coffee-roasters").
 */
export const businessSlug = (name: string): string =>
  name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
