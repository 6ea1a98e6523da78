import { Suspense, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertTriangle } from 'lucide-react';
import { apiErrorText } from '@/api/error-notice';
import { Button } from '@/ui/button';
import { useSessionValues } from '@/forms/session-values';
import { useFormFile } from '@/forms/use-form-file';
import type { ValueSources } from '@/forms/value-refs';
import { BlockLoading } from './page-state';
import { lazyChunk } from '@/lib/lazy-chunk';

// The forms engine (RJSF and the validators) loads once the form file is read.
const SchemaForm = lazyChunk(() => import('./schema-form').then((m) => ({ default: m.SchemaForm })));

/**
 * What a form dialog shows (form-dialog.tsx): the form file's title, its fields, Cancel next to submit. Its own
 * chunk, loaded when a dialog first opens: the form file loader and RJSF's schema utilities (about 21 KB
 * gzip) then stay off every table and record page that only offers a form.
 */
export function FormDialogBody({
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
        <Suspense fallback={<BlockLoading />}>
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
        <BlockLoading />
      )}
    </div>
  );
}
