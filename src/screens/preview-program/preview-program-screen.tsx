import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BadgeCheck, FlaskConical, ShieldAlert } from 'lucide-react';
import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';
import { PageLoading } from '@/renderers/page-state';
import { routeHref } from '@/shell/sidebar/menu-routes';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { PublicPageFailureView } from '@/screens/public-profile-view/public-page-failure';
import { programState } from './program-state';

/** /preview-programs/:slug — a program in preview: what it is and where the person stands with it. */
export default function PreviewProgramScreen() {
  const { slug = '' } = useParams();
  const { t } = useTranslation('public');
  const program = useQuery({
    queryKey: ['preview-program', slug],
    queryFn: async () =>
      (await unwrap(api.main.GET('/api/v2/preview-programs/{slug}', { params: { path: { slug } } }))).data,
    retry: false,
  });

  if (program.isPending) return <PageLoading />;
  if (program.error)
    return (
      <PublicPageFailureView
        error={program.error}
        onRetry={() => void program.refetch()}
        notFoundTitle="public:program.notFoundTitle"
        notFoundBody="public:program.notFoundBody"
      />
    );
  const data = program.data;
  const state = programState(data);
  return (
    <Card className="mx-auto max-w-xl space-y-5 p-6">
      <div className="flex items-start gap-3">
        <span aria-hidden className="grid size-12 shrink-0 place-items-center rounded-full bg-primary/10">
          <FlaskConical className="size-6 text-primary" />
        </span>
        <div className="min-w-0 flex-1 space-y-1 text-start">
          <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
            {t('program.kicker')}
          </p>
          <h1 dir="auto" className="break-words text-2xl font-semibold">
            {data.name}
          </h1>
        </div>
      </div>
      {data.description ? (
        <p dir="auto" className="text-muted-foreground">
          {data.description}
        </p>
      ) : null}
      {state === 'enrolled' ? (
        <p role="status" className="flex items-center gap-2 rounded-md bg-emerald-50 p-3 text-emerald-900">
          <BadgeCheck aria-hidden className="size-5 shrink-0" />
          {t('program.enrolled')}
        </p>
      ) : null}
      {state === 'open' ? (
        <div className="space-y-3 rounded-md border border-border p-3">
          <p>{t('program.open')}</p>
          <Button asChild variant="outline">
            <Link to={routeHref('support') ?? '/support'}>{t('program.askSupport')}</Link>
          </Button>
        </div>
      ) : null}
      {state === 'verify' ? (
        <div className="space-y-3 rounded-md bg-amber-50 p-3 text-amber-950">
          <p className="flex items-center gap-2">
            <ShieldAlert aria-hidden className="size-5 shrink-0" />
            {t('program.verifyFirst')}
          </p>
          <Button asChild>
            <Link to={routeHref('verification') ?? '/verification'}>{t('program.verify')}</Link>
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
