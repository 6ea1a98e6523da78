import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { statusKey, statusTone, type StatusTone } from '@/tables/status-styles';

const TONES: Record<StatusTone, string> = {
  success: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200',
  warning: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
  danger: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200',
  info: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-200',
  neutral: 'bg-secondary text-secondary-foreground',
};

/**
 * A status as a coloured label (spec A §4: every badge status has its style). The text is the translated
 * status (`statuses:<value>`, or `labels` + value), and the colour is never the only cue.
 */
export function StatusBadge({ value, labels }: { value: string; labels?: string }) {
  const { t } = useTranslation('statuses');
  const key = labels ? `${labels}${value}` : statusKey(value);
  return (
    <span
      data-status={value}
      className={cn(
        'inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-medium',
        TONES[statusTone(value)],
      )}
    >
      {t(key, { defaultValue: value.replace(/_/g, ' ') })}
    </span>
  );
}
