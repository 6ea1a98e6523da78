import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  body: string;
  confirm: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an action that cannot be undone (reject, revoke); Enter confirms (spec A §9). */
export function ConfirmDialog({ open, title, body, confirm, busy, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation('transfer-link');
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
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t('actions.cancel')}
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={busy}>
            {confirm}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
