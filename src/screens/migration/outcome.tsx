import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Ban, CheckCircle2, Info } from 'lucide-react';
import { Button } from '@/ui/button';
import { routeHref } from '@/shell/sidebar/menu-routes';
import type { Reason } from './migration-rules';

const ICONS = { success: CheckCircle2, refused: Ban, info: Info } as const;

/** An ending of the flow, or why it is not available (spec B §4): a heading, what it means, a way on. */
export function Outcome({
  tone,
  title,
  children,
  support = false,
}: {
  tone: keyof typeof ICONS;
  title: string;
  children: ReactNode;
  /** Offer the support page too (the person may still need help with the legacy wallet). */
  support?: boolean;
}) {
  const { t } = useTranslation('migration');
  const Icon = ICONS[tone];
  const home = routeHref('index');
  const help = routeHref('support');
  return (
    <div role="status" className="space-y-3">
      <div className="flex items-center gap-3">
        <Icon
          aria-hidden
          className={
            tone === 'success' ? 'size-8 shrink-0 text-primary' : 'size-8 shrink-0 text-muted-foreground'
          }
        />
        <h2 className="text-lg font-semibold">{title}</h2>
      </div>
      <div className="space-y-2 text-sm text-muted-foreground">{children}</div>
      <div className="flex flex-col gap-2 pt-2 sm:flex-row">
        {home ? (
          <Button asChild>
            <Link to={home}>{t('outcome.home')}</Link>
          </Button>
        ) : null}
        {support && help ? (
          <Button asChild variant="outline">
            <Link to={help}>{t('outcome.support')}</Link>
          </Button>
        ) : null}
      </div>
    </div>
  );
}

/** Why the flow is closed for this user, in their words. */
export function NotAvailable({ reason }: { reason: Reason }) {
  const { t } = useTranslation('migration');
  return (
    <Outcome
      tone={reason === 'already_migrated' ? 'success' : reason === 'refused' ? 'refused' : 'info'}
      title={t(`notAvailable.${reason}.title`)}
      support={reason === 'service_ended' || reason === 'no_account'}
    >
      <p>{t(`notAvailable.${reason}.body`)}</p>
    </Outcome>
  );
}
