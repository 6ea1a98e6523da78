import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@/api/error-notice';
import { useFormFile } from '@/forms/use-form-file';
import type { ValueSources } from '@/forms/value-refs';
import { PageFailed, PageLoading } from '../page-state';
import { SchemaForm } from '../schema-form';

/**
 * A step that is a form file saving itself: its record is read with the file's `load` and sent with its
 * `submit`; the wizard, not the file's `onSuccess.goTo`, decides where the person goes next.
 */
export function FormStep({
  name,
  sources,
  onSaved,
  back,
}: {
  name: string;
  sources: ValueSources;
  onSaved: () => void;
  back?: React.ReactNode;
}) {
  const { t } = useTranslation(['forms', 'errors']);
  const { form, initialData, failed, retry } = useFormFile(name, sources);
  if (failed) return <PageFailed message={apiErrorText(failed, t)} onRetry={retry} />;
  if (!form || !initialData) return <PageLoading />;
  return (
    <SchemaForm
      key={name}
      form={form}
      initialData={initialData}
      sources={sources}
      onSubmitted={onSaved}
      secondaryAction={back}
    />
  );
}
