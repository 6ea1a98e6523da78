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
import { FRAME_FILE, frameNamespaces } from './frame-namespaces';

declare const __CATALOGUE_VERSION__: string;
declare const __DEMO_BACKEND__: boolean;

const FRAME_NAMESPACES = frameNamespaces(typeof __DEMO_BACKEND__ !== 'undefined' && __DEMO_BACKEND__);

async function fetchJson(language: string, file: string): Promise<Record<string, unknown>> {
  const url = `${import.meta.env.BASE_URL}locales/${language}/${file}.json?v=${__CATALOGUE_VERSION__}`;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Missing catalogue locales/${language}/${file}.json`);
  return (await response.json()) as Record<string, unknown>;
}

/** The frame's catalogues of each language, fetched once (src/i18n/frame-namespaces.ts). */
const frames = new Map<string, Promise<Record<string, Record<string, unknown>>>>();

function frameOf(language: string) {
  let frame = frames.get(language);
  if (!frame) {
    frame = fetchJson(language, FRAME_FILE) as Promise<Record<string, Record<string, unknown>>>;
    // A failed fetch is tried again the next time a catalogue of the frame is asked for.
    frame.catch(() => {
      if (frames.get(language) === frame) frames.delete(language);
    });
    frames.set(language, frame);
  }
  return frame;
}

/** Catalogues asked for ahead of i18next (a page's, with its route), by `language/namespace`, until it takes them. */
const prefetched = new Map<string, Promise<Record<string, unknown>>>();
/** The language the app starts in, until i18next knows it. */
let bootLanguage: string | undefined;

/**
 * Each catalogue is a JSON file, fetched only when its language and namespace are first used (spec A §1);
 * the frame's come together. scripts/vite-plugin-locales.ts serves them and versions them.
 */
async function loadCatalogue(language: string, namespace: string): Promise<Record<string, unknown>> {
  if (!FRAME_NAMESPACES.includes(namespace)) {
    const early = prefetched.get(`${language}/${namespace}`);
    prefetched.delete(`${language}/${namespace}`);
    return early ?? fetchJson(language, namespace);
  }
  const catalogue = (await frameOf(language))[namespace];
  if (!catalogue) throw new Error(`locales/${language}/${FRAME_FILE}.json has no ${namespace}`);
  return catalogue;
}

/** The language the app starts in: the saved choice (a cookie), when it is one the app has. */
export function startLanguage(saved?: string | null): Language {
  return supportedLanguage(saved) ?? DEFAULT_LANGUAGE;
}

/**
 * Starts fetching the frame's catalogues in `language` now, before the router and the first render have run
 * (i18next would ask for them a task later).
 */
export function prefetchFrameCatalogues(language: string): void {
  bootLanguage = language;
  frameOf(language).catch(() => undefined);
}

/**
 * Starts fetching these catalogues in the current language now, even before i18next has started (the router
 * asks for a page's with its route); i18next takes them when the page asks. A failed one is fetched again then.
 */
export function prefetchCatalogues(namespaces: readonly string[]): void {
  const language = i18next.isInitialized ? i18next.language : bootLanguage;
  if (!language) return;
  for (const namespace of namespaces) {
    const key = `${language}/${namespace}`;
    if (FRAME_NAMESPACES.includes(namespace) || prefetched.has(key)) continue;
    if (i18next.isInitialized && i18next.hasResourceBundle(language, namespace)) continue;
    const catalogue = fetchJson(language, namespace);
    catalogue.catch(() => {
      if (prefetched.get(key) === catalogue) prefetched.delete(key);
    });
    prefetched.set(key, catalogue);
  }
}

/** Keeps <html lang dir> in step with the language, so Arabic lays out right to left. */
function applyDocumentLanguage(language: string) {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = toBcp47(language);
  document.documentElement.dir = isRtl(language) ? 'rtl' : 'ltr';
}

export async function setupI18n(initial?: string | null): Promise<I18n> {
  const lng = startLanguage(initial);
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
