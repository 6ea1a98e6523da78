import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { applicationProgress } from '@/access/sidebar-rules';
import { useSession } from '@/session/session-query';
import { menu } from '../../../menu.config';
import { routeHref } from './menu-routes';

const KNOWN_STATUSES = new Set(['pending', 'under_review', 'rejected']);

/**
 * The application progress element (spec A §2): while the business application is under process (neither
 * not_submitted nor approved), how many of its steps are done, linking to the business profile.
 */
export function ApplicationProgress() {
  const { t } = useTranslation('menu');
  const session = useSession();
  const labelId = useId();
  const application = session.data?.user.processing.application_status;
  const to = routeHref(menu.progress.route);
  if (!application || to === undefined) return null;
  const { done, total } = applicationProgress(application.data);
  const percent = total ? Math.round((done / total) * 100) : 0;
  const status = KNOWN_STATUSES.has(application.status) ? application.status : 'other';

  return (
    <Link
      to={to}
      className="block space-y-2 rounded-lg border border-border bg-background p-3 text-sm transition-colors hover:bg-accent"
    >
      <span id={labelId} className="block font-medium">
        {t('progress.title')}
      </span>
      <span className="block text-xs text-muted-foreground">{t(`progress.status.${status}`)}</span>
      <span
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={done}
        aria-valuetext={t('progress.steps', { done, total })}
        className="block h-1.5 overflow-hidden rounded-full bg-secondary"
      >
        <span className="block h-full rounded-full bg-primary" style={{ inlineSize: `${percent}%` }} />
      </span>
      <span className="block text-xs text-muted-foreground">{t('progress.steps', { done, total })}</span>
    </Link>
  );
}
