import { useTranslation } from 'react-i18next';
import { BadgeCheck } from 'lucide-react';
import { formatValue } from '@/tables/cell-format';
import { useFormatContext } from '@/renderers/table/format-context';
import { StatusBadge } from '@/renderers/status-badge';
import { Button } from '@/ui/button';
import { canCheckIn, type CheckInAttendee } from './check-in-match';

/** One attendee found by the search: who, which event and ticket, and a check-in button when it applies. */
export function AttendeeMatch({
  attendee,
  busy,
  onCheckIn,
}: {
  attendee: CheckInAttendee;
  busy: boolean;
  onCheckIn: () => void;
}) {
  const { t } = useTranslation('ticketing');
  const format = useFormatContext();
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-lg border border-border p-3">
      <div className="min-w-48 flex-1 space-y-0.5">
        <p className="flex flex-wrap items-center gap-2 font-medium break-words">
          {attendee.name}
          {attendee.verified ? (
            <span className="inline-flex items-center gap-1 text-xs text-emerald-700 dark:text-emerald-300">
              <BadgeCheck aria-hidden className="size-4" />
              {t('booking.verified')}
            </span>
          ) : null}
        </p>
        <p className="text-sm text-muted-foreground break-words">
          {[attendee.event_name, attendee.ticket_name, attendee.id].filter(Boolean).join(' · ')}
        </p>
        {attendee.checked_in_at ? (
          <p className="text-sm text-muted-foreground">
            {t('checkIn.at', { time: formatValue('datetime', attendee.checked_in_at, format) })}
          </p>
        ) : null}
      </div>
      <StatusBadge value={attendee.status} />
      {canCheckIn(attendee) ? (
        <Button
          type="button"
          size="sm"
          disabled={busy}
          aria-busy={busy || undefined}
          aria-label={t('checkIn.actionFor', { name: attendee.name })}
          onClick={onCheckIn}
        >
          {t('checkIn.action')}
        </Button>
      ) : null}
    </li>
  );
}
