import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CATALOGUE_LANGUAGES,
  INTERFACE_LANGUAGES,
  LANGUAGE_NAMES,
  supportedLanguage,
} from '@/i18n/languages';
import { changeLanguage } from '@/i18n/setup';
import { COOKIE, LIFETIME_DAYS, writeCookie } from '@/session/cookies';

/**
 * Language picker (auth-style footer and the language dialog, spec A §2). The choice applies at once and is kept
 * in the locale cookie for 365 days; `onChange` lets the language dialog also save it to the user's settings.
 */
export function LocaleSwitcher({ onChange }: { onChange?: (language: string) => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current = supportedLanguage(i18n.language) ?? 'en';
  return (
    <label htmlFor={id} className="inline-flex items-center gap-2 text-sm">
      <span>{t('footer.language')}</span>
      <select
        id={id}
        value={current}
        className="rounded-md border border-border bg-card px-2 py-1"
        onChange={(event) => {
          const language = event.target.value;
          writeCookie(COOKIE.locale, language, LIFETIME_DAYS.locale);
          void changeLanguage(language);
          onChange?.(language);
        }}
      >
        {(INTERFACE_LANGUAGES as readonly string[]).includes(current) ? null : (
          <option value={current}>{LANGUAGE_NAMES[current]}</option>
        )}
        {INTERFACE_LANGUAGES.filter((code) => CATALOGUE_LANGUAGES.includes(code)).map((code) => (
          <option key={code} value={code} lang={code.replace(/_/g, '-')}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
