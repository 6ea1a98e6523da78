import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@/api/error-notice';
import { ConfirmDialog as Confirm } from '@/renderers/confirm-dialog';

interface ConfirmDialogProps {
  title: string;
  text: string;
  confirm: string;
  danger?: boolean;
  /** The call; a failure is shown in the dialog, which stays open. */
  run: () => Promise<void>;
  onClose: () => void;
}

/** Asks before a call on a version (delete, submit for review), runs it, and closes once it worked. */
export function ConfirmDialog({ title, text, confirm, danger = false, run, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation(['widgetCreator', 'errors']);
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
    <Confirm
      open
      title={title}
      body={text}
      confirm={confirm}
      danger={danger}
      busy={busy}
      failure={failure}
      onConfirm={() => void go()}
      onClose={onClose}
    />
  );
}
