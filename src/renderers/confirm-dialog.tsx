import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body: string;
  confirm: string;
  /** While the call runs: both buttons and Enter wait. */
  busy: boolean;
  /** A destructive action (reject, revoke, delete) gets the red button; default true. */
  danger?: boolean;
  /** Why the last try failed, shown in the dialog, which stays open. */
  failure?: string | undefined;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an action that cannot be undone; Enter confirms (spec A §9). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, body, confirm, busy, danger = true, failure, onConfirm, onClose } = props;
  const { t } = useTranslation('menu');
  const titleId = useId();
  const bodyId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      onConfirm={busy ? undefined : onConfirm}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
    >
      <div className="space-y-4">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <p id={bodyId} className="text-sm text-muted-foreground">
          {body}
        </p>
        {failure && (
          <p role="alert" className="text-sm text-destructive">
            {failure}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
            {t('menu:dialogs.cancel')}
          </Button>
          <Button
            type="button"
            variant={danger ? 'destructive' : 'default'}
            onClick={onConfirm}
            disabled={busy}
          >
            {confirm}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
