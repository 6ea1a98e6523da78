import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BadgeCheck, CircleAlert } from 'lucide-react';
import { apiErrorText } from '@/api/error-notice';
import type { RowAction } from '@/config/table-file';
import { RowActions } from '@/renderers/table/row-actions';
import { StatusBadge } from '@/renderers/status-badge';
import { tableFileQuery } from '@/tables/load-table';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { useBookingAttendees } from './use-booking';

/**
 * The people a booking's tickets are for, with the verified flag (spec B §2) and the attendees list's own
 * approve and reject actions (schemas/tables/attendees.json), so an unverified attendee asks first here too.
 */
export function BookingAttendees({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation(['ticketing', 'errors']);
  const attendees = useBookingAttendees(bookingId);
  const file = useQuery(tableFileQuery('attendees'));
  const actions: RowAction[] = file.data?.columns.find((column) => column.type === 'actions')?.actions ?? [];

  if (attendees.isPending) return <Spinner label={t('booking.loadingAttendees')} />;
  if (attendees.isError)
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md border border-border p-4">
        <span>{apiErrorText(attendees.error, t)}</span>
        <Button variant="outline" size="sm" onClick={() => void attendees.refetch()}>
          {t('booking.retry')}
        </Button>
      </div>
    );
  if (attendees.data.length === 0) return <p className="text-muted-foreground">{t('booking.noAttendees')}</p>;
  return (
    <ul className="divide-y divide-border rounded-lg border border-border">
      {attendees.data.map((attendee) => (
        <li key={attendee.id} className="flex flex-wrap items-center gap-3 p-3">
          <div className="min-w-48 flex-1">
            <p className="font-medium break-words">{attendee.name}</p>
            <p className="text-sm text-muted-foreground break-all">{attendee.email}</p>
            <p className="text-sm text-muted-foreground">{attendee.ticket_name}</p>
          </div>
          {attendee.verified ? (
            <span className="inline-flex items-center gap-1 text-sm text-emerald-700 dark:text-emerald-300">
              <BadgeCheck aria-hidden className="size-4" />
              {t('booking.verified')}
            </span>
          ) : (
            <span className="inline-flex items-center gap-1 text-sm text-amber-700 dark:text-amber-300">
              <CircleAlert aria-hidden className="size-4" />
              {t('booking.notVerified')}
            </span>
          )}
          <StatusBadge value={attendee.status} />
          <RowActions actions={actions} row={attendee} sources={{}} />
        </li>
      ))}
    </ul>
  );
}
