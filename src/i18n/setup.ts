import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import {
  DEFAULT_LANGUAGE,
  CATALOGUE_LANGUAGES,
  isRtl,
  toBcp47,
  supportedLanguage,
  type Language,
} from './languages';

declare const __CATALOGUE_VERSION__: string;
declare const __DEMO_BACKEND__: boolean;

/**
 * What every page's frame reads (layouts, menu, banners, the profile menu and sign-in, error pages), measured
 * on /auth/login, /, /transactions and /send-money: fetched together at start rather than one after another as
 * each component first asks (each ask was a round trip before the next one).
 */
const FRAME_NAMESPACES = [
  'common',
  'shell',
  'menu',
  'auth',
  'banners',
  'errors',
  ...(typeof __DEMO_BACKEND__ !== 'undefined' && __DEMO_BACKEND__ ? ['demo'] : []),
];

/**
 * Each catalogue is a JSON file, fetched only when its language and namespace are first used (spec A §1);
 * scripts/vite-plugin-locales.ts serves them and versions them.
 */
async function loadCatalogue(language: string, namespace: string): Promise<Record<string, unknown>> {
  const url = `${import.meta.env.BASE_URL}locales/${language}/${namespace}.json?v=${__CATALOGUE_VERSION__}`;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Missing catalogue locales/${language}/${namespace}.json`);
  return (await response.json()) as Record<string, unknown>;
}

/** Keeps <html lang dir> in step with the language, so Arabic lays out right to left. */
function applyDocumentLanguage(language: string) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = toBcp47(language);
  document.documentElement.dir = isRtl(language) ? 'rtl' : 'ltr';
}

export async function setupI18n(initial?: string | null): Promise<I18n> {
  const lng: Language = supportedLanguage(initial) ?? DEFAULT_LANGUAGE;
  i18next.on('languageChanged', applyDocumentLanguage);
  await i18next
    .use(initReactI18next)
    .use(resourcesToBackend(loadCatalogue))
    .init({
      lng,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...CATALOGUE_LANGUAGES],
      // Codes such as zh_Hans_CN are whole catalogue names, not language-region chains.
      load: 'currentOnly',
      nonExplicitSupportedLngs: false,
      // The namespaces of the page frame load up front, side by side; a screen's own namespace
      // (locales/<lng>/<ns>.json) is fetched when the screen calls useTranslation('<ns>').
      ns: [...FRAME_NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  applyDocumentLanguage(lng);
  return i18next;
}

export async function changeLanguage(candidate: string): Promise<void> {
  const language = supportedLanguage(candidate);
  if (language) await i18next.changeLanguage(language);
}
