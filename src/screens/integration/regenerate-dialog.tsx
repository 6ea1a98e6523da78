import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AlertTriangle } from 'lucide-react';
import { apiErrorText } from '@/api/error-notice';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { notice } from '@/ui/notices';
import { CopyValue } from './copy-button';
import { regenerateKeys, type Mode } from './integration-calls';

const TEXTS = {
  live: { title: 'keys.confirmTitleLive', body: 'keys.confirmLive', done: 'keys.regeneratedLive' },
  test: { title: 'keys.confirmTitleTest', body: 'keys.confirmTest', done: 'keys.regeneratedTest' },
} as const;

/**
 * Asks before replacing a mode's keys (the old ones stop working), then shows the new secret key in full, the
 * only time it is shown. A failure stays in the dialog, and the current keys are untouched.
 */
export function RegenerateDialog({ mode, onClose }: { mode: Mode; onClose: () => void }) {
  const { t } = useTranslation(['integration', 'errors']);
  const titleId = useId();
  const queryClient = useQueryClient();
  const [failed, setFailed] = useState<unknown>(null);
  const regenerate = useMutation({
    mutationFn: () => regenerateKeys(mode),
    onMutate: () => setFailed(null),
    onSuccess: async () => {
      notice.success(t(TEXTS[mode].done));
      await queryClient.invalidateQueries({ queryKey: ['integration'] });
    },
    onError: setFailed,
  });
  const created = regenerate.data;

  if (created)
    return (
      <Dialog open onClose={onClose} onConfirm={onClose} aria-labelledby={titleId} data-new-keys={mode}>
        <div className="space-y-4">
          <h2 id={titleId} className="text-lg font-semibold">
            {t('keys.newTitle')}
          </h2>
          <p className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
            <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
            {t('keys.newBody')}
          </p>
          <CopyValue value={created.secret_key} what={t('keys.secretKey')} label={t('keys.secretKey')} />
          <div className="space-y-1">
            <p className="text-sm text-muted-foreground">{t('keys.newPublic')}</p>
            <CopyValue value={created.public_key} what={t('keys.publicKey')} label={t('keys.publicKey')} />
          </div>
          <div className="flex justify-end">
            <Button type="button" onClick={onClose}>
              {t('keys.done')}
            </Button>
          </div>
        </div>
      </Dialog>
    );

  const busy = regenerate.isPending;
  return (
    <Dialog
      open
      onClose={() => !busy && onClose()}
      onConfirm={() => !busy && regenerate.mutate()}
      aria-labelledby={titleId}
    >
      <div className="space-y-4">
        <h2 id={titleId} className="text-lg font-semibold">
          {t(TEXTS[mode].title)}
        </h2>
        <p className="text-sm text-muted-foreground">{t(TEXTS[mode].body)}</p>
        {failed ? (
          <p role="alert" className="rounded-md border border-destructive/40 p-3 text-sm text-destructive">
            {apiErrorText(failed, t, 'integration:keys.failed')}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" disabled={busy} onClick={onClose}>
            {t('keys.cancel')}
          </Button>
          <Button
            type="button"
            variant="destructive"
            disabled={busy}
            aria-busy={busy || undefined}
            onClick={() => regenerate.mutate()}
          >
            {t('keys.confirm')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
