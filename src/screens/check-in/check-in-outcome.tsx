import { useTranslation } from 'react-i18next';
import { CheckCircle2, XCircle } from 'lucide-react';
import { apiErrorText } from '@/api/error-notice';
import { cn } from '@/lib/cn';
import type { CheckInAttendee } from './check-in-match';

/** What the last check-in did: who is in, or why not. Announced to screen readers as it changes. */
export type Outcome =
  | { kind: 'done'; attendee: Pick<CheckInAttendee, 'name' | 'event_name' | 'ticket_name'> }
  /** `detail` says why in our words; otherwise the server's reason for `error` is shown. */
  | { kind: 'failed'; title: string; detail?: string; error?: unknown };

export function CheckInOutcome({ outcome }: { outcome: Outcome | undefined }) {
  const { t } = useTranslation(['ticketing', 'errors']);
  if (!outcome) return <div aria-live="polite" />;
  const done = outcome.kind === 'done';
  const Icon = done ? CheckCircle2 : XCircle;
  // The server's reason, when it says more than the title does.
  const reason =
    outcome.kind !== 'failed'
      ? undefined
      : (outcome.detail ?? (outcome.error !== undefined ? apiErrorText(outcome.error, t) : undefined));
  return (
    <div
      role={done ? 'status' : 'alert'}
      className={cn(
        'flex items-start gap-3 rounded-lg border p-4',
        done
          ? 'border-emerald-300 bg-emerald-50 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-100'
          : 'border-red-300 bg-red-50 text-red-950 dark:bg-red-950 dark:text-red-100',
      )}
    >
      <Icon aria-hidden className="mt-0.5 size-6 shrink-0" />
      <div className="min-w-0 space-y-1">
        <p className="font-semibold break-words">
          {done ? t('checkIn.done', { name: outcome.attendee.name }) : outcome.title}
        </p>
        {done ? (
          <p className="text-sm break-words">
            {[outcome.attendee.event_name, outcome.attendee.ticket_name].filter(Boolean).join(' · ')}
          </p>
        ) : null}
        {reason && reason !== (outcome.kind === 'failed' ? outcome.title : '') ? (
          <p className="text-sm break-words">{reason}</p>
        ) : null}
      </div>
    </div>
  );
}
