import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';
import type { components } from '@/api/generated/main';
import { INTERFACE_LANGUAGES } from '@/i18n/languages';
import { sessionQueryKey, useSession } from '@/session/session-query';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { notice } from '@/ui/notices';
import { LocaleSwitcher } from '../locale-switcher';

type Locale = components['schemas']['Locale'];

/**
 * Language dialog of the account menu (personal users, spec A §2): the choice applies at once, and is saved to
 * the user's settings so it follows them to other devices (POST /api/v2/settings needs the time zone too).
 */
export function LanguageDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('menu');
  const titleId = useId();
  const queryClient = useQueryClient();
  const settings = useSession().data?.user.settings;

  const save = async (language: string) => {
    // de and th have catalogues but are not interface languages the settings accept (spec A §1).
    if (!(INTERFACE_LANGUAGES as readonly string[]).includes(language)) return;
    const timezone = settings?.timezone || Intl.DateTimeFormat().resolvedOptions().timeZone;
    try {
      await unwrap(api.main.POST('/api/v2/settings', { body: { timezone, locale: language as Locale } }));
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    } catch {
      // The language still applies on this device (cookie); only the saved preference did not change.
      notice.error(t('dialogs.languageNotSaved'));
    }
  };

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId}>
      <h2 id={titleId} className="text-lg font-semibold">
        {t('dialogs.languageTitle')}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t('dialogs.languageBody')}</p>
      <div className="mt-4">
        <LocaleSwitcher onChange={(language) => void save(language)} />
      </div>
      <div className="mt-6 flex justify-end">
        <Button autoFocus onClick={onClose}>
          {t('dialogs.done')}
        </Button>
      </div>
    </Dialog>
  );
}
