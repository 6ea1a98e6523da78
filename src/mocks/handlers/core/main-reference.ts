import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../../backend';
import { found, requireCaller } from '../../guard';
import { mainHttp } from '../../http';
import { ok } from '../../respond';
import { asLocale, invalid, isLocale, searchParams, toFaq } from './shared';

/** Countries the demo treats as restricted (sanctioned); the real list is not in the spec (spec A §9). */
const RESTRICTED_COUNTRIES = ['CU', 'IR', 'KP', 'SY'];

/** Which support tree each level names (spec A §6: merchants use the merchant tree). */
const TREES: Record<string, string> = {
  'merchant-support-topic-level': 'merchant',
  'support-topic-level': 'personal',
};

/** Reference data read by many screens (spec A §7). */
export const referenceHandlers = (backend: DemoBackend): HttpHandler[] => {
  // The caller's country: a proxy's country header when there is one, else the demo's default, US.
  const geoIp = (request: Request) => {
    const header = request.headers.get('CF-IPCountry') ?? request.headers.get('X-Country-Code');
    const country = header && /^[A-Z]{2}$/.test(header) ? header : 'US';
    return { country_code: country, restricted: RESTRICTED_COUNTRIES.includes(country) };
  };

  return [
    mainHttp.get('/localization', ({ response }) =>
      response(200).json(
        ok({
          supported_languages: backend.db.supportedLanguages
            .all()
            .map((language) => ({ code: asLocale(language.code), name: language.name })),
        }),
      ),
    ),

    mainHttp.get('/api/v2/currencies', ({ response }) =>
      response(200).json(ok(backend.db.currencies.all().map((c) => ({ ...c, formats: { ...c.formats } })))),
    ),

    mainHttp.get('/api/v2/geo-ip', ({ request, response }) => response(200).json(ok(geoIp(request)))),
    mainHttp.post('/api/v2/geo-ip', ({ request, response }) => response(200).json(ok(geoIp(request)))),

    mainHttp.get('/api/v2/faqs', ({ request, response }) => {
      const { user } = requireCaller(backend, request);
      const q = searchParams(request);
      const code = q.get('code');
      const asked = q.get('locale');
      if (asked && !isLocale(asked)) throw invalid('locale', 'The selected locale is invalid.');
      const locale = asked ?? user.settings.locale;
      const forCode = backend.db.faqs.filter((faq) => !code || faq.code === code);
      // FAQs are written in a few languages; other locales read the English ones.
      const localized = forCode.filter((faq) => faq.locale === locale);
      const rows = localized.length ? localized : forCode.filter((faq) => faq.locale === 'en');
      return response(200).json(ok(rows.map(toFaq)));
    }),

    mainHttp.get('/api/v2/localized-addresses', ({ request, response }) => {
      requireCaller(backend, request);
      const country = searchParams(request).get('country_code');
      if (country && !/^[A-Z]{2}$/.test(country))
        throw invalid('country_code', 'The selected country code is invalid.');
      const rows = backend.db.addressConfigs.filter((config) => !country || config.country_code === country);
      return response(200).json(ok(rows.map((config) => structuredClone(config))));
    }),

    mainHttp.get('/api/v2/hierarchies/{level}/tree', ({ request, params, response }) => {
      requireCaller(backend, request);
      const root = found(
        backend.db.supportTopics.get(TREES[params.level] ?? ''),
        'This page could not be found',
      );
      return response(200).json(ok(structuredClone(root.children)));
    }),
  ];
};
