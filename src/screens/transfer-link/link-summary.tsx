import { useTranslation } from 'react-i18next';
import { formatAmount } from '@/i18n/format';
import { StatusBadge } from '@/renderers/status-badge';
import type { PageStatus, Role, TransferLink } from './link-state';
import { isolate } from './link-message';

export interface LinkSummaryProps {
  link: TransferLink;
  role: Role;
  status: PageStatus;
  expiry: string;
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words text-end text-sm font-medium">{children}</dd>
    </div>
  );
}

/** Amount, people, note, fee and the expiry note (spec B §3); e-mails only when the server sent them. */
export function LinkSummary({ link, role, status, expiry }: LinkSummaryProps) {
  const { t } = useTranslation('transfer-link');
  const { sender, receiver, admin } = link.participants;
  const person = (who: typeof sender) =>
    who ? (
      <>
        {who.name}
        {who.email ? <span className="block text-xs text-muted-foreground">{who.email}</span> : null}
      </>
    ) : null;
  return (
    <div className="space-y-3">
      <p className="text-center text-3xl font-semibold tabular-nums">
        <bdi dir="ltr">
          {formatAmount(link.amount, link.currency)} {link.currency}
        </bdi>
      </p>
      <dl className="divide-y divide-border">
        <Row label={t('summary.status')}>
          <StatusBadge value={link.status} />
        </Row>
        <Row label={t('summary.id')}>
          <bdi dir="ltr">{link.id}</bdi>
        </Row>
        {sender ? <Row label={t('summary.sender')}>{person(sender)}</Row> : null}
        {receiver && role !== 'visitor' ? <Row label={t('summary.receiver')}>{person(receiver)}</Row> : null}
        {admin && role === 'admin' ? <Row label={t('summary.admin')}>{person(admin)}</Row> : null}
        {link.note ? <Row label={t('summary.note')}>{link.note}</Row> : null}
        <Row label={t('summary.fee')}>
          {link.fee > 0 ? (
            <bdi dir="ltr">
              {formatAmount(link.fee, link.currency)} {link.currency}
            </bdi>
          ) : (
            t('summary.noFee')
          )}
        </Row>
        <Row label={t('summary.expires')}>
          <time dateTime={link.expires_at}>{expiry}</time>
        </Row>
      </dl>
      {status === 'open' ? (
        <p className="rounded-md bg-secondary p-3 text-sm" data-testid="expiry-note">
          {t('summary.expiryNote', { expiry: isolate(expiry) })}{' '}
          {role === 'sender' ? t('summary.reversalNote') : null}
        </p>
      ) : null}
    </div>
  );
}
