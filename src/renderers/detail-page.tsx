import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@/api/error-notice';
import { usePageSources } from '@/forms/page-sources';
import { detailExists, detailFileQuery } from '@/tables/load-table';
import { routeHref } from '@/shell/sidebar/menu-routes';
import { DetailBody } from './detail/detail-body';
import { RecordSwitcher } from './detail/record-switcher';
import { useDetail } from './detail/use-detail';
import { PageFailed, PageLoading } from './page-state';

/** True when `schemas/details/NAME.json` exists. */
export const hasDetailFile = detailExists;
/** The query of the page's file, which the router starts while the access check runs. */
export const pageFileQuery = detailFileQuery;

/**
 * The page of every `detail('NAME')` route: the record the detail file's call reads, laid out by its
 * sections. A record that cannot be read shows the error and a retry, or — when the file says so (spec B §2:
 * an invoice) — sends the person to another page.
 */
export function DetailPage({ name, routeName }: { name: string; routeName: string }) {
  const { t } = useTranslation(['lists', 'errors']);
  const navigate = useNavigate();
  const sources = usePageSources();
  const { file, record, error, retry } = useDetail(name, sources);
  const goTo = error && file?.onLoadFailure ? routeHref(file.onLoadFailure.goTo) : undefined;
  useEffect(() => {
    if (goTo) void navigate(goTo, { replace: true });
  }, [goTo, navigate]);

  return (
    <div
      className="mx-auto w-full max-w-5xl space-y-4 px-4 py-6 sm:px-6"
      data-route-name={routeName}
      data-page-kind="detail"
      data-page-config={name}
    >
      {file && <title>{t(file.title)}</title>}
      {file?.switcher && <RecordSwitcher switcher={file.switcher} routeName={routeName} />}
      {error && !goTo ? (
        <PageFailed message={apiErrorText(error, t)} onRetry={retry} />
      ) : file && record !== undefined ? (
        <DetailBody file={file} record={record} sources={sources} headingLevel="h1" />
      ) : (
        <PageLoading />
      )}
    </div>
  );
}
