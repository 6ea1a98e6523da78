import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CircleCheck } from 'lucide-react';
import { toBcp47 } from '@/i18n/languages';
import { StatusBadge } from '@/renderers/status-badge';
import { routeHref } from '@/shell/sidebar/menu-routes';
import { Button } from '@/ui/button';
import { notice } from '@/ui/notices';
import { ConfirmDialog } from './confirm-dialog';
import { NameDialog } from './name-dialog';
import { deleteVersion, submitVersion, updateVersion, versionQuery, versionsQuery } from './widget-calls';
import { bodyOf, draftOf, type WidgetVersion } from './widget-draft';

type Open = 'rename' | 'submit' | 'delete' | null;

/** The server takes drafts and rejected versions for review, and deletes any but the active one. */
const SUBMITTABLE = new Set(['draft', 'rejected']);

/** One version in the list: name, status, last updated, active flag, tags, and what can be done with it. */
export function VersionRow({ version }: { version: WidgetVersion }) {
  const { t, i18n } = useTranslation('widgetCreator');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState<Open>(null);
  const href = routeHref('processing-widget-creator-id', { id: version.id }) ?? '/';
  const updated = new Intl.DateTimeFormat(toBcp47(i18n.language ?? 'en'), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(version.updated_at));

  const refresh = async (changed?: WidgetVersion) => {
    if (changed) queryClient.setQueryData(versionQuery(changed.id).queryKey, changed);
    else queryClient.removeQueries({ queryKey: versionQuery(version.id).queryKey });
    await queryClient.invalidateQueries({ queryKey: versionsQuery.queryKey });
  };

  return (
    <li className="space-y-2 p-4" data-version={version.id}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Link to={href} className="min-w-0 break-words font-medium hover:underline">
          {version.name}
        </Link>
        <StatusBadge value={version.status} />
        {version.is_active && (
          <span className="inline-flex items-center gap-1 text-xs text-emerald-800 dark:text-emerald-300">
            <CircleCheck aria-hidden className="size-4" />
            {t('list.activeNow')}
          </span>
        )}
      </div>
      <p className="text-sm text-muted-foreground">{t('list.updated', { date: updated })}</p>
      {version.tags.length > 0 && (
        <ul aria-label={t('details.tagList')} className="flex flex-wrap gap-1.5">
          {version.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-secondary px-2.5 py-0.5 text-xs">
              {tag}
            </li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-2">
        <Button asChild size="sm" variant="outline">
          <Link to={href} aria-label={t('list.openNamed', { name: version.name })}>
            {t('list.open')}
          </Link>
        </Button>
        {/* The server refuses any change while a version is pending review. */}
        {version.status !== 'under_review' && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            aria-label={t('list.renameNamed', { name: version.name })}
            onClick={() => setOpen('rename')}
          >
            {t('list.rename')}
          </Button>
        )}
        {SUBMITTABLE.has(version.status) && (
          <Button
            type="button"
            size="sm"
            variant="outline"
            aria-label={t('list.submitNamed', { name: version.name })}
            onClick={() => setOpen('submit')}
          >
            {t('list.submit')}
          </Button>
        )}
        {!version.is_active && (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            className="text-destructive"
            aria-label={t('list.deleteNamed', { name: version.name })}
            onClick={() => setOpen('delete')}
          >
            {t('list.delete')}
          </Button>
        )}
      </div>
      {open === 'rename' && (
        <NameDialog
          title={t('list.renameTitle')}
          submit={t('list.saveNames')}
          initial={{ name: version.name, tags: version.tags }}
          withTags
          onClose={() => setOpen(null)}
          run={async ({ name, tags }) => {
            const changed = await updateVersion(version.id, bodyOf({ ...draftOf(version), name, tags }));
            await refresh(changed);
            notice.success(t('notices.renamed'));
          }}
        />
      )}
      {open === 'submit' && (
        <ConfirmDialog
          title={t('list.submitTitle')}
          text={t('list.submitText', { name: version.name })}
          confirm={t('list.submit')}
          onClose={() => setOpen(null)}
          run={async () => {
            await refresh(await submitVersion(version.id));
            notice.success(t('notices.submitted'));
          }}
        />
      )}
      {open === 'delete' && (
        <ConfirmDialog
          title={t('list.deleteTitle')}
          text={t('list.deleteText', { name: version.name })}
          confirm={t('list.delete')}
          danger
          onClose={() => setOpen(null)}
          run={async () => {
            await deleteVersion(version.id);
            await refresh();
            notice.success(t('notices.deleted'));
          }}
        />
      )}
    </li>
  );
}
