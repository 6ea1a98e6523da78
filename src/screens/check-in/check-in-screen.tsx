import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { QrCode, Search } from 'lucide-react';
import { routeHref } from '@/shell/sidebar/menu-routes';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { AttendeeMatch } from './attendee-match';
import { CheckInOutcome, type Outcome } from './check-in-outcome';
import { ticketByCode, tidyQuery, type CheckInAttendee } from './check-in-match';
import { findAttendees, useCheckIn } from './use-check-in';

/**
 * Manual check-in at the door (/check-in, spec B §2): type a ticket code, a booking code or a name. A ticket
 * code checks that attendee in at once; anything else lists the matches, each with its own check-in button.
 * Every failure reads 'Manual check in failed' (spec B §8), with the server's reason under it.
 */
export default function CheckInScreen() {
  const { t } = useTranslation(['ticketing', 'errors']);
  const inputId = useId();
  const [query, setQuery] = useState('');
  const [matches, setMatches] = useState<CheckInAttendee[] | undefined>();
  const [searching, setSearching] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | undefined>();
  const checkIn = useCheckIn();
  const failedTitle = t('errors:server.manualCheckInFailed');
  const scanHref = routeHref('scan-qr');

  const checkInOne = async (attendee: CheckInAttendee) => {
    try {
      const done = await checkIn.mutateAsync({ manual: attendee.id });
      setOutcome({ kind: 'done', attendee: done });
      setMatches((rows) => rows?.map((row) => (row.id === done.id ? { ...row, ...done } : row)));
    } catch (error) {
      setOutcome({ kind: 'failed', title: failedTitle, error });
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = tidyQuery(query);
    if (!text) return;
    setSearching(true);
    setOutcome(undefined);
    try {
      const rows = await findAttendees(text);
      const ticket = ticketByCode(rows, text);
      setMatches(rows);
      if (ticket) await checkInOne(ticket);
      else if (rows.length === 0)
        setOutcome({ kind: 'failed', title: failedTitle, detail: t('checkIn.noMatch', { query: text }) });
    } catch (error) {
      setMatches(undefined);
      setOutcome({ kind: 'failed', title: failedTitle, error });
    } finally {
      setSearching(false);
    }
  };

  return (
    <div className="mx-auto w-full max-w-2xl space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <h1 className="text-2xl font-semibold">{t('checkIn.title')}</h1>
          <p className="text-muted-foreground">{t('checkIn.description')}</p>
        </div>
        {scanHref ? (
          <Button asChild variant="outline">
            <Link to={scanHref}>
              <QrCode aria-hidden className="size-4" />
              {t('checkIn.scan')}
            </Link>
          </Button>
        ) : null}
      </div>
      <form role="search" onSubmit={(event) => void submit(event)} className="space-y-2">
        <Label htmlFor={inputId}>{t('checkIn.search')}</Label>
        <div className="flex gap-2">
          <Input
            id={inputId}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t('checkIn.placeholder')}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            maxLength={191}
            className="min-w-0 flex-1"
          />
          <Button type="submit" disabled={searching || !tidyQuery(query)} aria-busy={searching || undefined}>
            <Search aria-hidden className="size-4" />
            {t('checkIn.find')}
          </Button>
        </div>
        <p className="text-sm text-muted-foreground">{t('checkIn.hint')}</p>
      </form>
      <CheckInOutcome outcome={outcome} />
      {matches && matches.length > 0 ? (
        <section aria-labelledby={`${inputId}-results`} className="space-y-2">
          <h2 id={`${inputId}-results`} className="text-lg font-semibold">
            {t('checkIn.results', { number: matches.length })}
          </h2>
          <ul className="space-y-2">
            {matches.map((attendee) => (
              <AttendeeMatch
                key={attendee.id}
                attendee={attendee}
                busy={checkIn.isPending}
                onCheckIn={() => void checkInOne(attendee)}
              />
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
