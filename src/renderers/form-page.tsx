import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { apiErrorText } from '@/api/error-notice';
import { Card } from '@/ui/card';
import { lazyChunk } from '@/lib/lazy-chunk';
import { formExists } from '@/forms/load-form';
import { useSessionValues } from '@/forms/session-values';
import { returnTarget } from '@/forms/return-to';
import { pick, type ValueSources } from '@/forms/value-refs';
import { formFileQuery, formTextQuery, useFormFile } from '@/forms/use-form-file';
import { QuotePanel } from '@/forms/quote-panel';
import { PageFailed, PageLoading } from './page-state';
import { ConfigPage } from './config-page';
import { successTarget } from './success-target';

/**
 * The forms engine (RJSF and the app's theme), the largest chunk of a form page. The page's heading draws
 * without it; the router starts it with the page's own chunk (src/app/page-component.tsx).
 */
const SchemaForm = lazyChunk(() => import('./schema-form').then((m) => ({ default: m.SchemaForm })));

/** True when `schemas/forms/NAME.json` exists (a route may name a form a later issue writes). */
export const hasFormFile = formExists;
/** The query of the page's file, which the router starts while the access check runs. */
export const pageFileQuery = formFileQuery;

/**
 * The page of every `form('NAME')` route: the title and intro of `schemas/forms/NAME.json` above the form,
 * a loading state while the file, its validator and the edited record load, and a retry when they fail. Opened
 * with `?returnTo=/path&returnField=name` (a select's "add new" link), it goes back there after saving, with
 * `?name=<saved id>`, instead of to its own `onSuccess.goTo`.
 */
export function FormPage({ name, routeName }: { name: string; routeName: string }) {
  const { t } = useTranslation(['forms', 'errors']);
  const navigate = useNavigate();
  const route = useParams();
  const [query] = useSearchParams();
  const session = useSessionValues();
  const sources: ValueSources = { session, route, query };
  // The heading draws from the file and its texts, before the validator and the forms engine are in.
  const { data: file } = useQuery(formTextQuery(name));
  const { form, initialData, failed, retry } = useFormFile(name, sources);

  if (failed) return <PageFailed message={apiErrorText(failed, t)} onRetry={retry} />;
  if (!file) return <PageLoading />;

  return (
    <ConfigPage
      routeName={routeName}
      kind="form"
      name={name}
      title={file.title}
      description={file.description}
      className="max-w-2xl"
    >
      {/* The title and intro show while the validator, the forms engine and the edited record load. */}
      {!form || !initialData ? (
        <PageLoading />
      ) : (
        <Card className="p-4 sm:p-6">
          <Suspense fallback={<PageLoading />}>
            <SchemaForm
              form={form}
              initialData={initialData}
              sources={sources}
              onSubmitted={(response, formData) => {
                // Opened from another form to add a missing choice: back there with the saved record chosen.
                const back = returnTarget(query, pick(response, 'data.id'));
                if (back) return void navigate(back);
                const target = successTarget(file, sources, formData, response);
                if (target) void navigate(target);
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
      )}
    </ConfigPage>
  );
}
