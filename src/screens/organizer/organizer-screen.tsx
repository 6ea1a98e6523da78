import { useMemo, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CalendarDays, Globe, MapPin } from 'lucide-react';
import { ApiError } from '@/api/errors';
import { apiErrorText } from '@/api/error-notice';
import { PageFailed, PageLoading } from '@/renderers/page-state';
import { sanitizeHtml } from '@/shell/help/sanitize-html';
import { routeHref } from '@/shell/sidebar/menu-routes';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { EventTickets } from './event-tickets';
import { eventWhen } from './event-when';
import { publicEventSlug } from './event-slug';
import { PageMissing } from './page-missing';
import { usePublicEvent } from './use-public-event';

/**
 * The public page of an organiser's event, the last catch-all `/:organizer/:id?` (spec B §2), read from the
 * ticketing service's public API with no login (spec B §7). Anything else is the 404 'This page could not be
 * found' (spec B §8).
 */
export default function OrganizerScreen() {
  const { t, i18n } = useTranslation(['ticketing', 'errors']);
  const params = useParams();
  const location = useLocation();
  const slug = publicEventSlug(params);
  const query = usePublicEvent(slug);
  // A banner that does not load is left out rather than shown as a broken picture.
  const [bannerFailed, setBannerFailed] = useState(false);
  const description = useMemo(
    () => sanitizeHtml(query.data?.description.description ?? ''),
    [query.data?.description.description],
  );

  if (!slug) return <PageMissing />;
  if (query.isPending) return <PageLoading />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.statusCode === 404) return <PageMissing />;
    return <PageFailed message={apiErrorText(query.error, t)} onRetry={() => void query.refetch()} />;
  }
  const event = query.data;
  const online = event.signup_type === 'online' || !event.venue;
  const login = routeHref('auth-login');
  const buy = login ? `${login}?continue=${encodeURIComponent(location.pathname)}` : undefined;
  return (
    <article className="mx-auto w-full max-w-3xl space-y-6 px-4 py-6">
      <title>{event.public_name}</title>
      {event.image && !bannerFailed ? (
        <img
          src={event.image}
          alt=""
          onError={() => setBannerFailed(true)}
          className="aspect-[2/1] w-full rounded-xl bg-muted object-cover"
        />
      ) : null}
      <header className="space-y-3">
        <h1 className="text-3xl font-semibold break-words">{event.public_name}</h1>
        <p className="flex items-start gap-2">
          <CalendarDays aria-hidden className="mt-0.5 size-5 shrink-0" />
          <span>{eventWhen(event.schedule, i18n.language)}</span>
        </p>
        <p className="flex items-start gap-2">
          {online ? (
            <Globe aria-hidden className="mt-0.5 size-5 shrink-0" />
          ) : (
            <MapPin aria-hidden className="mt-0.5 size-5 shrink-0" />
          )}
          <span className="break-words">
            {online
              ? t('public.online')
              : [event.venue?.name, event.venue?.address, event.venue?.city].filter(Boolean).join(', ')}
          </span>
        </p>
      </header>
      {description ? (
        <div
          className="space-y-2 leading-relaxed [&_a]:underline"
          // Sanitised server HTML (sanitizeHtml): formatting and links only.
          dangerouslySetInnerHTML={{ __html: description }}
        />
      ) : null}
      <Card className="space-y-4 p-4 sm:p-6">
        <h2 className="text-lg font-semibold">{t('public.tickets')}</h2>
        <EventTickets event={event} />
        {buy ? (
          <Button asChild className="w-full sm:w-auto">
            <Link to={buy}>{event.ticket_setting.purchase_button_name || t('public.buy')}</Link>
          </Button>
        ) : null}
        {event.ticket_setting.invite_only ? (
          <p className="text-sm text-muted-foreground">{t('public.inviteOnly')}</p>
        ) : null}
      </Card>
    </article>
  );
}
