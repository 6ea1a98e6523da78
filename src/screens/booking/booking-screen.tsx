import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api/errors';
import { apiErrorText } from '@/api/error-notice';
import { PageFailed, PageLoading } from '@/renderers/page-state';
import { StatusBadge } from '@/renderers/status-badge';
import { useFormatContext } from '@/renderers/table/format-context';
import { formatValue } from '@/tables/cell-format';
import { routeHref } from '@/shell/sidebar/menu-routes';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { BookingAttendees } from './booking-attendees';
import { useBooking } from './use-booking';

/**
 * One booking (/booking/{slug}, spec B §2 topics: buyer, purchase time, verified flag): who bought, when,
 * how many tickets for how much, whether it is paid, and its attendees.
 */
export default function BookingScreen() {
  const { t } = useTranslation(['ticketing', 'errors', 'statuses']);
  const format = useFormatContext();
  const id = useParams().slug ?? '';
  const booking = useBooking(id);
  const listHref = routeHref('attendees');

  if (booking.isPending) return <PageLoading />;
  if (booking.isError) {
    const missing = booking.error instanceof ApiError && booking.error.statusCode === 404;
    return (
      <PageFailed
        message={missing ? t('booking.missing', { id }) : apiErrorText(booking.error, t)}
        onRetry={() => void booking.refetch()}
      />
    );
  }
  const row = booking.data;
  const facts: [string, ReactNode][] = [
    [t('booking.buyer'), <BuyerCell key="buyer" name={row.buyer.name} email={row.buyer.email} />],
    [t('booking.purchased'), formatValue('datetime', row.created_at, format)],
    [t('booking.event'), row.event_name],
    [t('booking.tickets'), formatValue('number', row.tickets_count, format)],
    [t('booking.amount'), formatValue('money', row.amount, format, row.currency)],
    [t('booking.status'), <StatusBadge key="status" value={row.status} />],
    [t('booking.payment'), <StatusBadge key="payment" value={row.payment_status} />],
  ];
  return (
    <div className="mx-auto w-full max-w-3xl space-y-6">
      <title>{t('booking.title', { id: row.id })}</title>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-2xl font-semibold break-words">{t('booking.title', { id: row.id })}</h1>
        {listHref ? (
          <Button asChild variant="outline">
            <Link to={listHref}>{t('booking.allAttendees')}</Link>
          </Button>
        ) : null}
      </div>
      <Card className="p-4 sm:p-6">
        <dl className="grid gap-4 sm:grid-cols-2">
          {facts.map(([label, value]) => (
            <div key={label} className="min-w-0 space-y-1">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="font-medium break-words">{value}</dd>
            </div>
          ))}
        </dl>
      </Card>
      <section aria-labelledby="booking-attendees" className="space-y-3">
        <h2 id="booking-attendees" className="text-lg font-semibold">
          {t('booking.attendees')}
        </h2>
        <BookingAttendees bookingId={row.id} />
      </section>
    </div>
  );
}

function BuyerCell({ name, email }: { name: string; email: string }) {
  return (
    <>
      <span className="block">{name}</span>
      <span className="block text-sm font-normal text-muted-foreground break-all">{email}</span>
    </>
  );
}
