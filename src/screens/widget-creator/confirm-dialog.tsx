import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@/api/error-notice';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';

interface ConfirmDialogProps {
  title: string;
  text: string;
  confirm: string;
  danger?: boolean;
  /** The call; a failure is shown in the dialog, which stays open. */
  run: () => Promise<void>;
  onClose: () => void;
}

/** Asks before a call that cannot be taken back (delete, submit for review). */
export function ConfirmDialog({ title, text, confirm, danger, run, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation(['widgetCreator', 'errors']);
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  async function go() {
    setBusy(true);
    setFailure(undefined);
    try {
      await run();
      onClose();
    } catch (error) {
      setFailure(apiErrorText(error, t));
      setBusy(false);
    }
  }

  return (
    <Dialog open onClose={onClose} onConfirm={() => void go()} aria-labelledby={`${id}-title`}>
      <div className="space-y-4">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {title}
        </h2>
        <p className="text-sm">{text}</p>
        {failure && (
          <p role="alert" className="text-sm text-destructive">
            {failure}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            type="button"
            variant={danger ? 'destructive' : 'default'}
            disabled={busy}
            onClick={() => void go()}
          >
            {confirm}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
