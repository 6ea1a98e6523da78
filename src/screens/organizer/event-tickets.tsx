import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/i18n/format';
import type { PublicEvent } from './use-public-event';

/** The event's tickets: name, price (or free) and, when the organiser shows it, how many are left. */
export function EventTickets({ event }: { event: PublicEvent }) {
  const { t } = useTranslation('ticketing');
  const showRemaining = event.ticket_setting.show_remaining === true;
  return (
    <ul className="divide-y divide-border rounded-lg border border-border">
      {event.tickets.map((ticket) => (
        <li key={ticket.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
          <span className="font-medium break-words">{ticket.name}</span>
          <span className="flex flex-wrap items-center gap-3 text-sm">
            {showRemaining ? (
              <span className="text-muted-foreground">
                {ticket.remaining > 0
                  ? t('public.remaining', { number: ticket.remaining })
                  : t('public.soldOut')}
              </span>
            ) : null}
            <span className="font-semibold tabular-nums" dir="ltr">
              {ticket.type === 'free' || ticket.price === 0
                ? t('public.free')
                : formatMoney(Number(ticket.price), ticket.currency)}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}
