import { useTranslation } from 'react-i18next';
import { Inbox, SearchX } from 'lucide-react';
import type { TableFile } from '@/config/table-file';
import type { RowSources } from '@/tables/row-values';
import { ToolbarButtons } from './toolbar-buttons';

/**
 * An empty list says why: nothing matches the search or filters ("result not found", with a way to clear
 * them), or there is nothing yet ("list is empty", with the toolbar's first action).
 */
export function EmptyState({
  file,
  narrowed,
  onClear,
  sources,
}: {
  file: TableFile;
  narrowed: boolean;
  onClear: () => void;
  sources: RowSources;
}) {
  const { t } = useTranslation(['lists']);
  const Icon = narrowed ? SearchX : Inbox;
  return (
    <div
      role="status"
      className="grid place-items-center gap-2 rounded-lg border border-dashed border-border px-4 py-12 text-center"
    >
      <Icon aria-hidden className="size-8 text-muted-foreground" />
      <p className="font-medium">
        {narrowed ? t('lists:empty.notFound') : t(file.empty?.title ?? 'lists:empty.title')}
      </p>
      <p className="text-sm text-muted-foreground">
        {narrowed ? t('lists:empty.notFoundHint') : t(file.empty?.description ?? 'lists:empty.description')}
      </p>
      {narrowed ? (
        <button type="button" onClick={onClear} className="text-sm font-medium text-primary hover:underline">
          {t('lists:empty.clear')}
        </button>
      ) : (
        <ToolbarButtons actions={(file.toolbar ?? []).slice(0, 1)} sources={sources} />
      )}
    </div>
  );
}
