import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';

/**
 * Asks before refusing: the refusal cannot be undone (spec B §2, §4). Cancel is the default action, so Enter
 * never refuses by accident.
 */
export function RefuseDialog({
  open,
  busy,
  onCancel,
  onRefuse,
}: {
  open: boolean;
  busy: boolean;
  onCancel: () => void;
  onRefuse: () => void;
}) {
  const { t } = useTranslation('migration');
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby={titleId} aria-describedby={bodyId}>
      <div className="space-y-3">
        <h2 id={titleId} className="text-lg font-semibold">
          {t('refuse.title')}
        </h2>
        <p id={bodyId} className="text-sm text-muted-foreground">
          {t('refuse.body')}
        </p>
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="outline" autoFocus onClick={onCancel} disabled={busy}>
            {t('refuse.cancel')}
          </Button>
          <Button variant="destructive" onClick={onRefuse} disabled={busy}>
            {busy ? t('refuse.refusing') : t('refuse.confirm')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
