import { useTranslation } from 'react-i18next';
import { Landmark } from 'lucide-react';
import { apiErrorText } from '@/api/error-notice';
import { usePageSources } from '@/forms/page-sources';
import { useFormFile } from '@/forms/use-form-file';
import { PageFailed, PageLoading } from '@/renderers/page-state';
import { SchemaForm } from '@/renderers/schema-form';
import { Card } from '@/ui/card';
import { notice } from '@/ui/notices';
import { bankRedirect } from './bank-redirect';

/**
 * /paybybanque (spec B §2): schemas/forms/paybybanque.json, then the bank. A form page goes to a route on
 * success; this one leaves the app for the address the server answers (the bank's page), which comes back
 * to /paybybanque/{status}.
 */
export default function PayByBanqueStartScreen() {
  const { t } = useTranslation(['accounts', 'forms', 'errors']);
  const sources = usePageSources();
  const { form, initialData, failed, retry } = useFormFile('paybybanque', sources);

  if (failed) return <PageFailed message={apiErrorText(failed, t)} onRetry={retry} />;
  if (!form || !initialData) return <PageLoading />;
  const { file } = form;
  return (
    <div className="mx-auto w-full max-w-2xl space-y-4 px-4 py-6 sm:px-6" data-page-config="paybybanque">
      <title>{t(file.title)}</title>
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold">{t(file.title)}</h1>
        {file.description && <p className="text-muted-foreground">{t(file.description)}</p>}
      </header>
      <Card className="p-4 sm:p-6">
        <SchemaForm
          form={form}
          initialData={initialData}
          sources={sources}
          onSubmitted={(response) => {
            const target = bankRedirect(response, window.location.origin);
            if (target) window.location.assign(target);
            else notice.error(t('accounts:payByBanque.noRedirect'));
          }}
        />
      </Card>
      <p className="flex items-start gap-2 text-sm text-muted-foreground">
        <Landmark aria-hidden className="mt-0.5 size-4 shrink-0" />
        {t('accounts:payByBanque.bankNote')}
      </p>
    </div>
  );
}
