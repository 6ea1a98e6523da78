import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@/api/error-notice';
import { lazyChunk } from '@/lib/lazy-chunk';
import { usePageSources } from '@/forms/page-sources';
import { useFormFile } from '@/forms/use-form-file';
import { pick } from '@/forms/value-refs';
import { PageFailed, PageLoading } from '@/renderers/page-state';

const SchemaForm = lazyChunk(() =>
  import('@/renderers/schema-form').then((m) => ({ default: m.SchemaForm })),
);

/**
 * `schemas/forms/support-request.json` under the topic picker. The page's address carries the chosen topic
 * (`?topic=`), which the file sends as `topic_id`; once sent, the new conversation opens.
 */
export function RequestForm({ onSent }: { onSent: (id: string) => void }) {
  const { t } = useTranslation(['forms', 'errors']);
  const sources = usePageSources();
  const { form, initialData, failed, retry } = useFormFile('support-request', sources);
  if (failed) return <PageFailed message={apiErrorText(failed, t)} onRetry={retry} />;
  if (!form || !initialData) return <PageLoading />;
  return (
    <Suspense fallback={<PageLoading />}>
      <SchemaForm
        form={form}
        initialData={initialData}
        sources={sources}
        onSubmitted={(response) => {
          const id = pick(response, 'data.id');
          if (typeof id === 'string') onSent(id);
        }}
      />
    </Suspense>
  );
}
