import { queryOptions } from '@tanstack/react-query';
import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';
import type { components } from '@/api/generated/main';
import { INTERFACE_LANGUAGES } from '@/i18n/languages';

export type Faq = components['schemas']['Faq'];
type Locale = components['schemas']['Locale'];

/** The FAQ service knows the interface languages (spec A §1); catalogue-only languages (de, th) read English. */
const FAQ_LOCALES: readonly string[] = INTERFACE_LANGUAGES satisfies readonly Locale[];

export interface FaqRequest {
  /** The help page code of the current route (`handle.help`). */
  code: string;
  /** The current i18n language. */
  language: string;
  /** Admin preview mode: unpublished FAQs are included. */
  preview: boolean;
}

/**
 * The query string of GET /api/v2/faqs (spec A §7): code, a locale the service accepts, and preview=1 only in
 * preview mode.
 *
 * @example
 * faqQuery({ code: 'home', language: 'de', preview: false }); // { code: 'home', locale: 'en' }
 */
export function faqQuery({ code, language, preview }: FaqRequest) {
  const locale = (FAQ_LOCALES.includes(language) ? language : 'en') as Locale;
  return { code, locale, ...(preview ? { preview: 1 as const } : {}) };
}

/**
 * FAQs for a help page. A failed read is an empty list without a message (spec A §7), and is not retried:
 * help is never worth a wait.
 */
export const faqsQuery = (request: FaqRequest) =>
  queryOptions({
    queryKey: ['faqs', faqQuery(request)],
    queryFn: async (): Promise<Faq[]> => {
      try {
        const body = await unwrap(api.main.GET('/api/v2/faqs', { params: { query: faqQuery(request) } }));
        return Array.isArray(body.data) ? body.data : [];
      } catch {
        return [];
      }
    },
    staleTime: 5 * 60_000,
  });
