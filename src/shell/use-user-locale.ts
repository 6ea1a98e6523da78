import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { supportedLanguage } from '@/i18n/languages';
import { changeLanguage } from '@/i18n/setup';
import { COOKIE, LIFETIME_DAYS, writeCookie } from '@/session/cookies';
import { useSession } from '@/session/session-query';

/**
 * A personal user's saved language (user.settings.locale) wins over the browser's last choice: it is applied
 * when the session arrives and kept in the locale cookie (365 days), so the next visit, even signed out, opens
 * in it. An unsupported locale is ignored (spec A §1). A business user cannot save a language (the language
 * dialog is personal-only, spec A §6), so theirs is the one chosen on the login page and kept in the cookie.
 */
export function useUserLocale(): void {
  const { i18n } = useTranslation();
  const user = useSession().data?.user;
  const saved = user?.user_type === 'personal' ? supportedLanguage(user.settings.locale) : undefined;
  useEffect(() => {
    if (!saved || saved === i18n.language) return;
    writeCookie(COOKIE.locale, saved, LIFETIME_DAYS.locale);
    void changeLanguage(saved);
    // Only a newly arrived saved locale applies; a later manual choice is not undone on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved]);
}
