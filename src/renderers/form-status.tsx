import { useTranslation } from 'react-i18next';
import type { FormFile } from '@/config/form-file';
import { pick } from '@/forms/value-refs';
import { cn } from '@/lib/cn';
import { statusTone, type StatusTone } from '@/tables/status-styles';
import { StatusBadge } from './status-badge';

const EDGES: Record<StatusTone, string> = {
  success: 'border-emerald-300 bg-emerald-50 dark:border-emerald-900 dark:bg-emerald-950/40',
  warning: 'border-amber-300 bg-amber-50 dark:border-amber-900 dark:bg-amber-950/40',
  danger: 'border-red-300 bg-red-50 dark:border-red-900 dark:bg-red-950/40',
  info: 'border-sky-300 bg-sky-50 dark:border-sky-900 dark:bg-sky-950/40',
  neutral: 'border-border bg-muted/40',
};

/**
 * A form file's `status`: the loaded record's status as a badge, with the file's line for that status (its
 * {{placeholders}} filled from the record), above the form. Nothing when no record was loaded.
 */
export function FormStatus({
  status,
  record,
}: {
  status: NonNullable<FormFile['status']>;
  record: Record<string, unknown> | undefined;
}) {
  const { t } = useTranslation();
  const value = record ? pick(record, status.path) : undefined;
  if (typeof value !== 'string' || value === '') return null;
  const notice = status.notices?.[value];
  return (
    <div
      role="status"
      data-testid="form-status"
      className={cn('mb-4 space-y-2 rounded-lg border p-4 text-sm', EDGES[statusTone(value)])}
    >
      <StatusBadge value={value} labels={status.labels} />
      {notice && <p className="text-foreground/90">{t(notice, record as Record<string, string>)}</p>}
    </div>
  );
}
