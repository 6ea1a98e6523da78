import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routeHref } from '@/shell/sidebar/menu-routes';
import { Card } from '@/ui/card';
import { Button } from '@/ui/button';
import { ClaimForm } from './claim-form';
import { LinkSummary } from './link-summary';
import { actionsFor, pageStatusOf, rejectionKey, roleOf, type TransferLink } from './link-state';
import { formatWhen, isolate } from './link-message';
import { SenderActions } from './sender-actions';
import { StatusPanel } from './status-panel';
import { useLinkActions } from './use-transfer-link';

/** Sign-in that brings the visitor back to `id`'s page, or to the list (spec A §2 'continue'). */
export function signInHref(id?: string): string {
  const back = id ? routeHref('transfer-id', { id }) : routeHref('transfer-id');
  const params = new URLSearchParams({ continue: back ?? '/' });
  return `${routeHref('auth-login') ?? '/auth/login'}?${params.toString()}`;
}

export interface LinkPageProps {
  link: TransferLink;
  viewerEmail: string | null;
  now: number;
}

/** One transfer link as its viewer sees it: the status, the details and what this viewer may do. */
export function LinkPage({ link, viewerEmail, now }: LinkPageProps) {
  const { t, i18n } = useTranslation('transfer-link');
  const role = roleOf(link, viewerEmail);
  const status = pageStatusOf(link, viewerEmail, now);
  const allowed = actionsFor(status, role);
  const actions = useLinkActions(link.id);
  const expiry = formatWhen(link.expires_at, i18n.language);
  const values = {
    sender: isolate(link.participants.sender?.name ?? t('summary.someone')),
    receiver: isolate(link.participants.receiver?.name ?? t('summary.someone')),
  };

  return (
    <Card className="mx-auto w-full max-w-lg space-y-6 p-5 sm:p-8">
      <StatusPanel status={status} role={role} values={values}>
        {status === 'blocked' && link.blocked_until ? (
          <p className="text-sm font-medium" data-testid="retry-time">
            {t('status.blocked.retry', { time: isolate(formatWhen(link.blocked_until, i18n.language)) })}
          </p>
        ) : null}
        {status === 'rejected' ? (
          <p className="text-sm">{t(`rejectedBy.${rejectionKey(link, role)}`, values)}</p>
        ) : null}
      </StatusPanel>
      <LinkSummary link={link} role={role} status={status} expiry={expiry} />
      {allowed.claim ? <ClaimForm link={link} actions={actions} /> : null}
      {role === 'sender' ? <SenderActions link={link} allowed={allowed} actions={actions} /> : null}
      {allowed.signIn ? (
        <div className="space-y-2 text-center">
          <p className="text-sm text-muted-foreground">{t('visitor.hint')}</p>
          <Button asChild className="w-full">
            <Link to={signInHref(link.id)}>{t('visitor.signIn')}</Link>
          </Button>
        </div>
      ) : null}
      {role === 'admin' ? (
        <p className="text-center text-sm text-muted-foreground">{t('admin.hint')}</p>
      ) : null}
    </Card>
  );
}
