import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { UsersRound } from 'lucide-react';
import { api } from '@/api/clients';
import { ApiError, unwrap } from '@/api/errors';
import { apiErrorText } from '@/api/error-notice';
import { PageFailed, PageLoading } from '@/renderers/page-state';
import { Card } from '@/ui/card';
import { CircleJoin } from './circle-join';
import { CircleMissing } from './circle-missing';

/**
 * The public page of a circle, /circle/{slug} (spec B §2): its name, description and member count for anyone
 * with the link, and a way in: sign in, join with the invitation code, or open it when already a member.
 */
export default function CirclePublicScreen() {
  const { t } = useTranslation(['accounts', 'errors']);
  const slug = useParams().slug ?? '';
  const circle = useQuery({
    queryKey: ['circle-public', slug],
    queryFn: () => unwrap(api.main.GET('/api/v2/circles/public/{slug}', { params: { path: { slug } } })),
    retry: false,
  });

  if (circle.isPending) return <PageLoading />;
  if (circle.isError) {
    if (circle.error instanceof ApiError && circle.error.statusCode === 404) return <CircleMissing />;
    return <PageFailed message={apiErrorText(circle.error, t)} onRetry={() => void circle.refetch()} />;
  }
  const { name, description, members_count } = circle.data.data;
  return (
    <div className="mx-auto w-full max-w-lg px-4 py-8">
      <title>{name}</title>
      <Card className="space-y-5 p-6 text-center sm:p-8">
        <span className="mx-auto grid size-16 place-items-center rounded-full bg-violet-100 text-violet-700">
          <UsersRound aria-hidden className="size-8" />
        </span>
        <div className="space-y-2">
          <p className="text-sm font-medium text-muted-foreground">{t('circlePublic.kicker')}</p>
          <h1 dir="auto" className="text-2xl font-semibold break-words">
            {name}
          </h1>
          {description ? (
            <p dir="auto" className="text-muted-foreground">
              {description}
            </p>
          ) : null}
          <p className="text-sm">{t('circlePublic.members', { number: String(members_count) })}</p>
        </div>
        <CircleJoin slug={slug} name={name} />
      </Card>
    </div>
  );
}
