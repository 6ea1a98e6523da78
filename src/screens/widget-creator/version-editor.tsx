import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ArrowLeft, Undo2 } from 'lucide-react';
import { apiErrorText } from '@/api/error-notice';
import { ApiError } from '@/api/errors';
import { PageFailed, PageLoading } from '@/renderers/page-state';
import { StatusBadge } from '@/renderers/status-badge';
import { routeHref } from '@/shell/sidebar/menu-routes';
import { Button } from '@/ui/button';
import { AppearancePanel, DetailsPanel } from './appearance-panel';
import { MethodsPanel } from './methods-panel';
import { useWidgetEditor } from './use-widget-editor';
import { VersionMissing } from './version-missing';
import { methodsQuery, versionQuery } from './widget-calls';
import type { PaymentMethod, WidgetVersion } from './widget-draft';
import { WidgetPreview } from './widget-preview';

/** /processing/widget-creator/:id — one version's editor, or why it cannot be shown. */
export function VersionEditor({ id }: { id: string }) {
  const { t } = useTranslation(['widgetCreator', 'errors']);
  const version = useQuery(versionQuery(id));
  const methods = useQuery(methodsQuery);
  if (version.error instanceof ApiError && version.error.statusCode === 404) return <VersionMissing />;
  const failed = version.error ?? methods.error;
  if (failed)
    return (
      <PageFailed
        message={apiErrorText(failed, t)}
        onRetry={() => void (version.error ? version.refetch() : methods.refetch())}
      />
    );
  if (!version.data || !methods.data) return <PageLoading />;
  return <LoadedEditor key={version.data.id} version={version.data} methods={methods.data} />;
}

function LoadedEditor({ version, methods }: { version: WidgetVersion; methods: PaymentMethod[] }) {
  const { t } = useTranslation('widgetCreator');
  const editor = useWidgetEditor(version);
  const locked = editor.saved.status === 'under_review';
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <Link
            to={routeHref('processing-widget-creator-id') ?? '/'}
            className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:underline"
          >
            <ArrowLeft aria-hidden className="size-4 rtl:rotate-180" />
            {t('editor.backToList')}
          </Link>
          <h1 className="break-words text-2xl font-semibold">{editor.saved.name}</h1>
          <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <StatusBadge value={editor.saved.status} />
            {editor.saved.is_active && <span>{t('list.activeNow')}</span>}
            {editor.dirty && <span data-testid="unsaved">{t('editor.unsaved')}</span>}
          </div>
        </div>
        <div className="flex gap-2">
          <Button
            type="button"
            variant="outline"
            disabled={!editor.canUndo}
            aria-keyshortcuts="Control+Z Meta+Z"
            onClick={editor.undo}
          >
            <Undo2 aria-hidden className="size-4" />
            {t('editor.undo')}
          </Button>
          <Button type="button" disabled={locked || editor.saving} onClick={() => void editor.save()}>
            {editor.saving ? t('editor.saving') : t('editor.save')}
          </Button>
        </div>
      </div>
      {(locked || editor.saved.is_active) && (
        <p role="note" className="rounded-md border border-border bg-muted p-3 text-sm">
          {locked ? t('editor.locked') : t('editor.liveNote')}
        </p>
      )}
      {/* On a phone the preview comes right after the look it shows, before the long list of methods; on a
          wide screen it stays in view beside every panel. */}
      <div className="grid items-start gap-4 @3xl:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)]">
        <div className="min-w-0 space-y-4 @3xl:col-start-1">
          <DetailsPanel draft={editor.draft} errors={editor.errors} change={editor.change} />
          <AppearancePanel draft={editor.draft} errors={editor.errors} change={editor.change} />
        </div>
        <div className="min-w-0 @3xl:sticky @3xl:top-4 @3xl:col-start-2 @3xl:row-span-2 @3xl:row-start-1 @3xl:self-start">
          <WidgetPreview draft={editor.draft} methods={methods} />
        </div>
        <div className="min-w-0 @3xl:col-start-1">
          <MethodsPanel
            methods={methods}
            rules={editor.draft.rules}
            errors={editor.errors}
            onChange={(rules, group) => editor.change({ rules }, group)}
          />
        </div>
      </div>
    </div>
  );
}
