import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { apiErrorText } from '@/api/error-notice';
import { lazyChunk } from '@/lib/lazy-chunk';
import { AfterPaint } from '@/lib/after-paint';
import { formExists, formTextQuery } from '@/forms/form-text';
import { routeHref } from '@/shell/sidebar/menu-routes';
import { PageFailed, PageLoading } from './page-state';
import { ConfigPage } from './config-page';

/**
 * The form under the heading: the validator, the edited record and the forms engine (RJSF), most of a form
 * page's bytes. Its chunk starts once the heading has painted, so on a slow line the heading's few kilobytes
 * do not share the line with them (docs/performance.md, "Heading first").
 */
const FormPageBody = lazyChunk(() => import('./form-page-body').then((m) => ({ default: m.FormPageBody })));

/** True when `schemas/forms/NAME.json` exists (a route may name a form a later issue writes). */
export const hasFormFile = formExists;
/** The query of what the page draws first, which the router starts while the access check runs. */
export const pageFileQuery = formTextQuery;

/**
 * The page of every `form('NAME')` route: the title and intro of `schemas/forms/NAME.json` above the form,
 * a loading state while the file, its validator and the edited record load, and a retry when they fail. Opened
 * with `?returnTo=/path&returnField=name` (a select's "add new" link), it goes back there after saving, with
 * `?name=<saved id>`, instead of to its own `onSuccess.goTo`.
 */
export function FormPage({ name, routeName }: { name: string; routeName: string }) {
  const { t } = useTranslation(['forms', 'errors']);
  const text = useQuery(formTextQuery(name));
  const file = text.data;

  if (text.error)
    return <PageFailed message={apiErrorText(text.error, t)} onRetry={() => void text.refetch()} />;
  if (!file) return <PageLoading />;

  return (
    <ConfigPage
      routeName={routeName}
      kind="form"
      name={name}
      title={file.title}
      description={file.description}
      className="max-w-2xl"
      actions={file.toolbar?.map((link) => {
        const to = routeHref(link.to, {});
        return to ? (
          <Link
            key={link.to}
            to={to}
            className="inline-flex h-9 items-center rounded-md border border-border px-3 text-sm font-medium hover:bg-muted"
          >
            {t(link.label)}
          </Link>
        ) : null;
      })}
    >
      <AfterPaint fallback={<PageLoading />}>
        <Suspense fallback={<PageLoading />}>
          <FormPageBody name={name} file={file} />
        </Suspense>
      </AfterPaint>
    </ConfigPage>
  );
}
