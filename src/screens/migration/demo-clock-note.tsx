import { useTranslation } from 'react-i18next';
import { FlaskConical } from 'lucide-react';
import { Button } from '@/ui/button';
import { DEMO_OPEN_DAY } from './demo-clock';
import { formatEndDate } from './migration-rules';

/**
 * Demo builds only: the legacy service has ended, so the flow is closed for everyone today. This note lets a
 * person (or a test) run the page as on the service's last day, and go back to the real date.
 */
export function DemoClockNote({
  plannedDay,
  onPlan,
}: {
  /** The day the tab runs the migration on, or undefined (the real date). */
  plannedDay: string | undefined;
  onPlan: (day: string | undefined) => void;
}) {
  const { t, i18n } = useTranslation('migration');
  const date = formatEndDate(i18n.language, plannedDay ?? DEMO_OPEN_DAY);
  return (
    <aside
      aria-label={t('demo.label')}
      className="space-y-3 rounded-md border border-dashed border-border bg-muted/40 p-3 text-sm"
    >
      <div className="flex gap-3">
        <FlaskConical aria-hidden className="size-5 shrink-0 text-muted-foreground" />
        <p className="min-w-0 flex-1">
          {plannedDay ? t('demo.planned', { date }) : t('demo.ended', { date })}
        </p>
      </div>
      <Button
        type="button"
        size="sm"
        variant="outline"
        className="ms-8"
        onClick={() => onPlan(plannedDay ? undefined : DEMO_OPEN_DAY)}
      >
        {plannedDay ? t('demo.back') : t('demo.open', { date })}
      </Button>
    </aside>
  );
}
