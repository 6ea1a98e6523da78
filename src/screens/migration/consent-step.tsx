import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../auth/message';
import { Button } from '@/ui/button';
import { RefuseDialog } from './refuse-dialog';

/** The start of the flow: what migrating means, start, or refuse for good (after a confirmation). */
export function ConsentStep({
  onStart,
  onRefuse,
}: {
  onStart: () => void;
  /** Refuses; resolves to a translated message when it failed. */
  onRefuse: () => Promise<string | undefined>;
}) {
  const { t } = useTranslation('migration');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const refuse = async () => {
    setBusy(true);
    setError(undefined);
    const failed = await onRefuse();
    setBusy(false);
    setAsking(false);
    if (failed) setError(failed);
  };

  return (
    <div className="space-y-4">
      <p className="text-sm">{t('consent.body')}</p>
      <ul className="list-disc space-y-1 ps-5 text-sm text-muted-foreground">
        <li>{t('consent.point1')}</li>
        <li>{t('consent.point2')}</li>
        <li>{t('consent.point3')}</li>
      </ul>
      <FormAlert message={error} />
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button onClick={onStart}>{t('consent.start')}</Button>
        <Button variant="outline" onClick={() => setAsking(true)}>
          {t('consent.refuse')}
        </Button>
      </div>
      <RefuseDialog
        open={asking}
        busy={busy}
        onCancel={() => setAsking(false)}
        onRefuse={() => void refuse()}
      />
    </div>
  );
}
