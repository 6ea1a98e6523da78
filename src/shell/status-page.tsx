import { Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FileQuestion, House, KeyRound, RotateCw, ServerCrash, TriangleAlert } from 'lucide-react';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { translateServerMessage } from '@/i18n/server-messages';
import { href } from '../../routes.config';
import { Brand } from './brand';
import { statusView, type StatusKind } from './status-view';

const ICONS: Record<StatusKind, typeof FileQuestion> = {
  'not-found': FileQuestion,
  session: KeyRound,
  server: ServerCrash,
  other: TriangleAlert,
};

export interface StatusPageProps {
  status: number;
  /** A message the server meant for people (an ApiError's), shown under the catalogue message. */
  detail?: string | undefined;
}

function StatusCard({ status: input, detail }: StatusPageProps) {
  const { t } = useTranslation();
  const { t: ts } = useTranslation('shell');
  const { t: te } = useTranslation('errors');
  const view = statusView(input);
  const Icon = ICONS[view.kind];
  const message = t(view.message);
  // A server message the catalogue knows reads in the person's language; others are shown as sent.
  const shownDetail = detail ? translateServerMessage(detail, (key, options) => te(key, options)) : undefined;
  return (
    <div className="grid min-h-[60dvh] w-full place-items-center px-4 py-10">
      <title>{message}</title>
      <Card
        aria-labelledby="status-title"
        className="w-full max-w-lg space-y-5 px-6 py-8 text-center sm:px-10"
        data-status={view.status}
      >
        <span
          aria-hidden
          className={
            view.kind === 'server' || view.kind === 'other'
              ? 'mx-auto grid size-16 place-items-center rounded-full bg-destructive/10 text-destructive'
              : 'mx-auto grid size-16 place-items-center rounded-full bg-primary/10 text-primary'
          }
        >
          <Icon className="size-8" />
        </span>
        <p className="text-sm font-semibold tracking-wide text-muted-foreground">
          {ts('status.code', { status: view.status })}
        </p>
        <h1 id="status-title" className="text-xl font-semibold">
          {message}
        </h1>
        {shownDetail && shownDetail !== message ? <p className="text-sm">{shownDetail}</p> : null}
        <p className="text-sm text-muted-foreground">{ts(view.hint)}</p>
        {view.action === 'home' ? (
          <Button asChild className="w-full sm:w-auto">
            <Link to={href('index')}>
              <House aria-hidden className="size-4" />
              {t('actions.backHome')}
            </Link>
          </Button>
        ) : (
          <Button className="w-full sm:w-auto" onClick={() => window.location.reload()}>
            <RotateCw aria-hidden className="size-4" />
            {t('actions.reload')}
          </Button>
        )}
      </Card>
    </div>
  );
}

/**
 * Error page by status (spec A §2): the status code, its message, and a way on — home for 404, reload for
 * everything else. Fits a layout's content area; `StatusScreen` frames it for a whole page.
 */
export function StatusPage(props: StatusPageProps) {
  return (
    <Suspense fallback={null}>
      <StatusCard {...props} />
    </Suspense>
  );
}

/** The error page as a whole page (root error boundary, unknown address): the logo above the card. */
export function StatusScreen(props: StatusPageProps) {
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="px-6 py-5">
        <Suspense fallback={null}>
          <Brand />
        </Suspense>
      </header>
      <main id="main" className="flex flex-1 items-start justify-center">
        <StatusPage {...props} />
      </main>
    </div>
  );
}
