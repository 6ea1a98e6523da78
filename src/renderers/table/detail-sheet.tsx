import { useId } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { X } from 'lucide-react';
import { apiErrorText } from '@/api/error-notice';
import { useSessionValues } from '@/forms/session-values';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { Spinner } from '@/ui/spinner';
import { DetailBody } from '../detail/detail-body';
import { useDetail } from '../detail/use-detail';
import { PageFailed } from '../page-state';

/**
 * A row's detail in a side sheet (`rowDetail`): the detail file with the row's key as `{ "$route": "id" }`.
 * Escape, the close button and the backdrop close it; the address (`?open=ID`) keeps it open across a reload.
 */
export function DetailSheet({ name, id, onClose }: { name: string; id: string; onClose: () => void }) {
  const { t } = useTranslation(['lists', 'errors']);
  const titleId = useId();
  const route = useParams();
  const [query] = useSearchParams();
  const session = useSessionValues();
  const sources = { session, route: { ...route, id }, query };
  const { file, record, error, retry } = useDetail(name, sources);
  return (
    <Dialog
      open
      onClose={onClose}
      aria-labelledby={titleId}
      data-detail={name}
      className="ms-auto me-0 h-dvh max-h-dvh w-[min(36rem,100vw)] max-w-none rounded-none"
    >
      <div className="mb-2 flex items-center justify-end gap-2">
        <span id={titleId} className="sr-only">
          {file ? t(file.title) : t('lists:loading')}
        </span>
        <Button type="button" variant="ghost" size="icon" onClick={onClose} aria-label={t('lists:close')}>
          <X aria-hidden className="size-4" />
        </Button>
      </div>
      {error ? (
        <PageFailed message={apiErrorText(error, t)} onRetry={retry} />
      ) : file && record !== undefined ? (
        <DetailBody file={file} record={record} sources={sources} inSheet />
      ) : (
        <Spinner label={t('lists:loading')} />
      )}
    </Dialog>
  );
}
