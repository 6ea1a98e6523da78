import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Plus } from 'lucide-react';
import { apiErrorText } from '@/api/error-notice';
import { PageFailed, PageLoading } from '@/renderers/page-state';
import { routeHref } from '@/shell/sidebar/menu-routes';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { notice } from '@/ui/notices';
import { NameDialog } from './name-dialog';
import { VersionRow } from './version-row';
import { createVersion, methodsQuery, versionQuery, versionsQuery } from './widget-calls';
import { newVersionBody } from './widget-draft';

/** Spec B §9: at most 10 checkout customizations (widget versions) per user. */
export const MAX_VERSIONS = 10;

/** /processing/widget-creator — the merchant's checkout versions (spec B §2, §4). */
export function VersionsList() {
  const { t } = useTranslation(['widgetCreator', 'errors']);
  const versions = useQuery(versionsQuery);
  const methods = useQuery(methodsQuery);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const count = versions.data?.length ?? 0;
  const full = count >= MAX_VERSIONS;

  let body;
  if (versions.error)
    body = <PageFailed message={apiErrorText(versions.error, t)} onRetry={() => void versions.refetch()} />;
  else if (!versions.data) body = <PageLoading />;
  else if (versions.data.length === 0)
    body = (
      <Card className="space-y-1 p-6 text-center">
        <h2 className="font-semibold">{t('list.emptyTitle')}</h2>
        <p className="text-sm text-muted-foreground">{t('list.emptyText')}</p>
      </Card>
    );
  else
    body = (
      <Card>
        <ul aria-label={t('list.title')} className="divide-y divide-border">
          {versions.data.map((version) => (
            <VersionRow key={version.id} version={version} />
          ))}
        </ul>
      </Card>
    );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold">{t('list.heading')}</h1>
          <p className="text-muted-foreground">{t('list.description')}</p>
        </div>
        <div className="ms-auto flex flex-col items-end gap-1">
          <Button
            type="button"
            disabled={full || !versions.data}
            aria-describedby="widget-version-limit"
            onClick={() => setCreating(true)}
          >
            <Plus aria-hidden className="size-4" />
            {t('list.create')}
          </Button>
          <p id="widget-version-limit" className="max-w-xs text-end text-xs text-muted-foreground">
            {full
              ? t('list.limitReached', { max: MAX_VERSIONS })
              : t('list.count', { used: count, max: MAX_VERSIONS })}
          </p>
        </div>
      </div>
      {body}
      {creating && (
        <NameDialog
          title={t('list.createTitle')}
          submit={t('list.create')}
          initial={{ name: '', tags: [] }}
          withTags={false}
          onClose={() => setCreating(false)}
          run={async ({ name }) => {
            try {
              // The merchant's methods fill the new version; without them it starts with none offered.
              const created = await createVersion(newVersionBody(name, methods.data ?? []));
              queryClient.setQueryData(versionQuery(created.id).queryKey, created);
              notice.success(t('notices.created'));
              const target = routeHref('processing-widget-creator-id', { id: created.id });
              if (target) void navigate(target);
            } finally {
              // Created, or refused because another tab filled the 10: the list shows the server's count.
              void queryClient.invalidateQueries({ queryKey: versionsQuery.queryKey });
            }
          }}
        />
      )}
    </div>
  );
}
