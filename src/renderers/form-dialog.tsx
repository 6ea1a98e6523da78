import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertTriangle } from 'lucide-react';
import { apiErrorText } from '@/api/error-notice';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { Spinner } from '@/ui/spinner';
import { useSessionValues } from '@/forms/session-values';
import { useFormFile } from '@/forms/use-form-file';
import type { ValueSources } from '@/forms/value-refs';

// The forms engine (RJSF and the validators) loads when a dialog first opens, not with every table or detail
// page that offers one.
const SchemaForm = lazy(() => import('./schema-form').then((m) => ({ default: m.SchemaForm })));

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
      <FormDialogBody name={name} titleId={titleId} onClose={onClose} route={route} />
    </Dialog>
  );
}

function FormDialogBody({
  name,
  titleId,
  onClose,
  route,
}: {
  name: string;
  titleId: string;
  onClose: () => void;
  route?: Record<string, string>;
}) {
  const { t } = useTranslation(['forms', 'menu', 'errors']);
  const session = useSessionValues();
  const sources: ValueSources = { session, ...(route && { route }) };
  const { form, initialData, failed, retry } = useFormFile(name, sources);
  const body = useRef<HTMLDivElement>(null);
  const ready = form !== undefined && initialData !== undefined;
  // The dialog opened before its form had loaded, so the browser could only focus the dialog itself: the
  // first field takes focus once it is there, and typing (then Enter) works straight away.
  // The engine may still be loading then: the first field that appears takes focus.
  useEffect(() => {
    const root = body.current;
    if (!ready || !root) return;
    const focusFirst = () => {
      const field = root.querySelector<HTMLElement>('input, select, textarea');
      field?.focus();
      return field !== null;
    };
    if (focusFirst()) return;
    const observer = new MutationObserver(() => focusFirst() && observer.disconnect());
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [ready]);

  const loading = (
    <div className="grid min-h-24 place-items-center">
      <Spinner label={t('forms:common.loading')} />
    </div>
  );

  return (
    <div ref={body} className="space-y-4">
      <header className="space-y-1">
        <h2 id={titleId} className="text-lg font-semibold">
          {form ? t(form.file.title) : t('forms:common.loading')}
        </h2>
        {form?.file.description && (
          <p className="text-sm text-muted-foreground">{t(form.file.description)}</p>
        )}
      </header>
      {failed ? (
        <div role="alert" className="space-y-4 text-center">
          <AlertTriangle aria-hidden className="mx-auto size-8 text-destructive" />
          <p>{apiErrorText(failed, t)}</p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={onClose}>
              {t('menu:dialogs.cancel')}
            </Button>
            <Button type="button" onClick={retry}>
              {t('forms:common.retry')}
            </Button>
          </div>
        </div>
      ) : ready ? (
        <Suspense fallback={loading}>
          <SchemaForm
            form={form}
            initialData={initialData}
            sources={sources}
            onSubmitted={onClose}
            secondaryAction={
              <Button type="button" variant="outline" onClick={onClose}>
                {t('menu:dialogs.cancel')}
              </Button>
            }
          />
        </Suspense>
      ) : (
        loading
      )}
    </div>
  );
}
