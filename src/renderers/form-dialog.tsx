import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/ui/dialog';
import { BlockLoading } from './page-state';
import { lazyChunk } from '@/lib/lazy-chunk';

// The form file loader and the forms engine load when a dialog first opens, not with every table or detail
// page that offers one.
const FormDialogBody = lazyChunk(() =>
  import('./form-dialog-body').then((m) => ({ default: m.FormDialogBody })),
);

export interface FormDialogProps {
  /** The form file, `schemas/forms/NAME.json`. */
  name: string;
  open: boolean;
  /** Escape, the backdrop, Cancel, and a successful save close the dialog: the owner sets `open` false. */
  onClose: () => void;
  /** The form's `$route` values (a table row's action passes the row's id: `{ id }`). */
  route?: Record<string, string>;
}

/**
 * A form file in a dialog (spec A §9: dialogs 532 px wide, Enter confirms): the file's title as the dialog's
 * name, its fields, Cancel next to its submit button. Enter in a field submits the form (a native submit);
 * Escape and Cancel close without saving; success shows the file's notice and closes; a failure keeps the
 * dialog open with what was typed and the server's message at its fields or as a notice. The dialog starts
 * afresh each time it opens.
 */
export function FormDialog({ name, open, onClose, route }: FormDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} data-form-dialog={name}>
      <Suspense fallback={<DialogLoading titleId={titleId} />}>
        <FormDialogBody name={name} titleId={titleId} onClose={onClose} route={route} />
      </Suspense>
    </Dialog>
  );
}

/** The dialog's name and a spinner while its body loads, so the open dialog is never nameless. */
function DialogLoading({ titleId }: { titleId: string }) {
  const { t } = useTranslation('forms');
  return (
    <div className="space-y-4">
      <h2 id={titleId} className="text-lg font-semibold">
        {t('common.loading')}
      </h2>
      <BlockLoading />
    </div>
  );
}
