import { useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Wallet } from 'lucide-react';
import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';
import { PageLoading } from '@/renderers/page-state';
import { Card } from '@/ui/card';
import { ProfileHeader } from './profile-header';
import { PublicPageFailureView } from './public-page-failure';
import { displayName } from './public-page-state';

/** /me/:slug — someone's public profile by username; no sign-in needed (account service, spec A §7). */
export default function PublicProfileViewScreen() {
  const { slug = '' } = useParams();
  const { t } = useTranslation('public');
  const profile = useQuery({
    queryKey: ['public-profile', slug],
    queryFn: async () =>
      (
        await unwrap(
          api.account.GET('/mobile/api/public-profile/{username}', { params: { path: { username: slug } } }),
        )
      ).data,
    retry: false,
  });

  if (profile.isPending) return <PageLoading />;
  if (profile.error)
    return (
      <PublicPageFailureView
        error={profile.error}
        onRetry={() => void profile.refetch()}
        notFoundTitle="public:profile.notFoundTitle"
        notFoundBody="public:profile.notFoundBody"
      />
    );
  const data = profile.data;
  return (
    <Card className="mx-auto max-w-xl space-y-6 p-6">
      <ProfileHeader
        name={displayName(data)}
        handle={data.username}
        picture={data.profile_picture}
        description={data.description}
        website={data.website_url}
        city={data.city}
        country={data.country_code}
      />
      <section aria-labelledby="pay-methods" className="space-y-2">
        <h2 id="pay-methods" className="text-sm font-semibold">
          {t('profile.methods')}
        </h2>
        {data.receiving_methods.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('profile.noMethods')}</p>
        ) : (
          <ul className="space-y-2">
            {data.receiving_methods.map((method) => (
              <li
                key={`${method.type}-${method.currency}`}
                className="flex items-center gap-3 rounded-md border border-border p-3"
              >
                <Wallet aria-hidden className="size-4 text-muted-foreground" />
                <span className="flex-1 text-start">{t(`profile.method.${method.type}`)}</span>
                <span className="font-medium tabular-nums">{method.currency}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
