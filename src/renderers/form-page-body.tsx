import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiErrorText } from '@/api/error-notice';
import { Card } from '@/ui/card';
import { lazyChunk } from '@/lib/lazy-chunk';
import type { FormFile } from '@/config/form-file';
import { usePageSources } from '@/forms/page-sources';
import { returnTarget } from '@/forms/return-to';
import { pick } from '@/forms/value-refs';
import { useFormFile } from '@/forms/use-form-file';
import { QuotePanel } from '@/forms/quote-panel';
import { FormResultPanel } from './form-result-panel';
import { FormStatus } from './form-status';
import { PageFailed, PageLoading } from './page-state';
import { successTarget } from './success-target';

/** The forms engine (RJSF and the app's theme), the largest chunk of a form page. */
const SchemaForm = lazyChunk(() => import('./schema-form').then((m) => ({ default: m.SchemaForm })));

/**
 * A form page's form, below the heading that FormPage draws first: the validator, the edited record and the
 * forms engine load here, and a failure shows the page's retry under the heading.
 */
export function FormPageBody({ name, file }: { name: string; file: FormFile }) {
  const { t } = useTranslation(['forms', 'errors']);
  const navigate = useNavigate();
  const sources = usePageSources();
  const { form, initialData, record, failed, retry } = useFormFile(name, sources);
  // Bumped after a save with `onSuccess.reload`: the form starts again from the record just reloaded.
  const [generation, setGeneration] = useState(0);
  // The last save's answer and data, for `onSuccess.panel` (kept until the next save).
  const [saved, setSaved] = useState<{ response: unknown; formData: Record<string, unknown> }>();

  if (failed) return <PageFailed message={apiErrorText(failed, t)} onRetry={retry} />;
  if (!form || !initialData) return <PageLoading />;
  return (
    <Card className="p-4 sm:p-6">
      {file.status && <FormStatus status={file.status} record={record} />}
      {file.onSuccess.panel && saved && (
        <div className="mb-4">
          <FormResultPanel panel={file.onSuccess.panel} sources={{ ...sources, ...saved }} />
        </div>
      )}
      <Suspense fallback={<PageLoading />}>
        <SchemaForm
          key={`${generation}:${JSON.stringify(sources.route ?? {})}`}
          form={form}
          initialData={initialData}
          sources={sources}
          onSubmitted={(response, formData) => {
            // Opened from another form to add a missing choice: back there with the saved record chosen.
            setSaved({ response, formData });
            const back = returnTarget(sources.query, pick(response, 'data.id'));
            if (back) return void navigate(back);
            const target = successTarget(file, sources, formData, response);
            if (target) void navigate(target);
            else if (file.onSuccess.reload) setGeneration((n) => n + 1);
          }}
        >
          {(formData, invalidFields) =>
            file.quote && (
              <QuotePanel
                quote={file.quote}
                sources={{ ...sources, formData }}
                invalidFields={invalidFields}
              />
            )
          }
        </SchemaForm>
      </Suspense>
    </Card>
  );
}
