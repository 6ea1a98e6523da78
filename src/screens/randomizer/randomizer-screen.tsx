import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Gift, Hourglass, Trophy } from 'lucide-react';
import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';
import { toBcp47 } from '@/i18n/languages';
import { cn } from '@/lib/cn';
import { PageLoading } from '@/renderers/page-state';
import { Card } from '@/ui/card';
import { PublicPageFailureView } from '@/screens/public-profile-view/public-page-failure';
import { drawDate, drawState } from './draw-result';

/** /randomizer/:slug — a prize draw: the prizes, and what the person's draw gave (the server draws once). */
export default function RandomizerScreen() {
  const { slug = '' } = useParams();
  const { t, i18n } = useTranslation('public');
  const randomizer = useQuery({
    queryKey: ['randomizer', slug],
    queryFn: async () =>
      (await unwrap(api.main.GET('/api/v2/randomizers/{slug}', { params: { path: { slug } } }))).data,
    retry: false,
  });

  if (randomizer.isPending) return <PageLoading />;
  if (randomizer.error)
    return (
      <PublicPageFailureView
        error={randomizer.error}
        onRetry={() => void randomizer.refetch()}
        notFoundTitle="public:draw.notFoundTitle"
        notFoundBody="public:draw.notFoundBody"
      />
    );
  const data = randomizer.data;
  const state = drawState(data);
  const won = state.kind === 'drawn' ? data.result?.option_id : undefined;
  return (
    <div className="mx-auto max-w-xl space-y-4">
      <h1 dir="auto" className="text-2xl font-semibold">
        {data.name}
      </h1>
      <Card className="space-y-2 p-6 text-center" aria-live="polite">
        {state.kind === 'waiting' ? (
          <>
            <Hourglass aria-hidden className="mx-auto size-10 text-muted-foreground" />
            <p className="text-lg font-semibold">{t('draw.waiting')}</p>
          </>
        ) : (
          <>
            <Trophy aria-hidden className="mx-auto size-10 text-amber-500" />
            <p className="text-sm text-muted-foreground">{t('draw.yourResult')}</p>
            <p dir="auto" className="text-xl font-semibold">
              {state.kind === 'drawn' ? state.label : t('draw.unknownResult')}
            </p>
            <p className="text-xs text-muted-foreground">
              {t('draw.drawnAt', { date: drawDate(state.drawnAt, toBcp47(i18n.language ?? 'en')) })}
            </p>
          </>
        )}
      </Card>
      <section aria-labelledby="draw-prizes" className="space-y-2">
        <h2 id="draw-prizes" className="text-sm font-semibold">
          {t('draw.prizes')}
        </h2>
        <ul className="space-y-2">
          {data.options.map((option) => (
            <li
              key={option.id}
              aria-current={option.id === won ? 'true' : undefined}
              className={cn(
                'flex items-center gap-3 rounded-md border border-border p-3',
                option.id === won && 'border-amber-400 bg-amber-50 font-medium',
              )}
            >
              <Gift aria-hidden className="size-4 shrink-0 text-muted-foreground" />
              {/* Labels are the server's text: each reads in its own direction. */}
              <span dir="auto" className="flex-1 text-start">
                {option.label}
              </span>
              {option.id === won ? <span className="text-xs text-amber-800">{t('draw.won')}</span> : null}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
