import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@/api/error-notice';
import { usePageSources } from '@/forms/page-sources';
import { useFormFile } from '@/forms/use-form-file';
import { PageFailed, PageLoading } from '@/renderers/page-state';
import { SchemaForm } from '@/renderers/schema-form';
import { Card } from '@/ui/card';
import { createdQr, type CreatedQr } from './created-qr';
import { DynamicQrResult } from './dynamic-qr-result';
import { ConfigPage } from '@/renderers/config-page';

/**
 * /processing/qr-payments/dynamic-qr: the form of schemas/forms/dynamic-qr.json, then the code it made (180 px,
 * error correction Q, 5 minutes, spec B §9) to show the payer.
 */
export default function DynamicQrScreen() {
  const { t } = useTranslation(['qr', 'forms', 'errors']);
  const sources = usePageSources();
  const { form, initialData, failed, retry } = useFormFile('dynamic-qr', sources);
  const [created, setCreated] = useState<CreatedQr | null>(null);

  if (failed) return <PageFailed message={apiErrorText(failed, t)} onRetry={retry} />;
  if (!form || !initialData) return <PageLoading />;

  return (
    <ConfigPage
      routeName="processing-qr-payments-dynamic-qr"
      kind="screen"
      name="dynamic-qr"
      title="qr:dynamic.title"
      description="qr:dynamic.description"
      className="max-w-2xl"
    >
      {created ? (
        <DynamicQrResult qr={created} onAnother={() => setCreated(null)} />
      ) : (
        <Card className="p-4 sm:p-6">
          <SchemaForm
            form={form}
            initialData={initialData}
            sources={sources}
            onSubmitted={(response, formData) => setCreated(createdQr(response, formData))}
          />
        </Card>
      )}
    </ConfigPage>
  );
}
