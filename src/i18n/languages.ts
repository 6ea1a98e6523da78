/** Interface languages (spec A §1). English is the default; Arabic reads right to left. */
export const INTERFACE_LANGUAGES = [
  'en',
  'ar_EG',
  'ceb',
  'es_CO',
  'hi',
  'id',
  'ko',
  'lt',
  'pt_BR',
  'tl',
  'tr',
  'vi',
  'zh_Hans_CN',
] as const;

/** The text catalogue additionally carries de and th (spec A §1): 15 catalogues in all. */
export const CATALOGUE_LANGUAGES = [...INTERFACE_LANGUAGES, 'de', 'th'] as const;

export type Language = (typeof CATALOGUE_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Names shown in the locale switcher, each in its own language. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  ar_EG: 'العربية',
  ceb: 'Cebuano',
  es_CO: 'Español (Colombia)',
  hi: 'हिन्दी',
  id: 'Bahasa Indonesia',
  ko: '한국어',
  lt: 'Lietuvių',
  pt_BR: 'Português (Brasil)',
  tl: 'Tagalog',
  tr: 'Türkçe',
  vi: 'Tiếng Việt',
  zh_Hans_CN: '简体中文',
  de: 'Deutsch',
  th: 'ไทย',
};

const RTL: ReadonlySet<string> = new Set(['ar_EG']);

export const isRtl = (language: string): boolean => RTL.has(language);

/** A locale is applied only if it is among the supported languages (spec A §1). */
export function supportedLanguage(candidate: string | null | undefined): Language | undefined {
  return (CATALOGUE_LANGUAGES as readonly string[]).includes(candidate ?? '')
    ? (candidate as Language)
    : undefined;
}

/** Catalogue codes use underscores; Intl and the `lang` attribute want BCP 47. */
export const toBcp47 = (language: string): string => language.replace(/_/g, '-');
