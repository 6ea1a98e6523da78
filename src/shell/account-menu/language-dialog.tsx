import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { LocaleSwitcher } from '../locale-switcher';

/** Language dialog of the account menu (personal users, spec A §2): the choice applies at once. */
export function LanguageDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('menu');
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId}>
      <h2 id={titleId} className="text-lg font-semibold">
        {t('dialogs.languageTitle')}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t('dialogs.languageBody')}</p>
      <div className="mt-4">
        <LocaleSwitcher />
      </div>
      <div className="mt-6 flex justify-end">
        <Button autoFocus onClick={onClose}>
          {t('dialogs.done')}
        </Button>
      </div>
    </Dialog>
  );
}
