import { Navigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/clients';
import { ApiError, unwrap } from '@/api/errors';
import { PageLoading } from '@/renderers/page-state';
import { routeHref } from '@/shell/sidebar/menu-routes';
import { useSession } from '@/session/session-query';
import { PublicPageFailureView } from '@/screens/public-profile-view/public-page-failure';
import { BusinessCard } from './business-card';
import { businessSlug } from './business-slug';

const NOT_FOUND = new ApiError({ message: 'This page could not be found', statusCode: 404 });

/**
 * /business/:slug? — a business's public page, for anyone (spec B §2). Without a slug a signed-in business is
 * taken to its own page; anyone else sees the not-found card.
 */
export default function BusinessPublicScreen() {
  const { slug } = useParams();
  return slug ? <BusinessPage slug={slug} /> : <OwnBusinessPage />;
}

function BusinessPage({ slug }: { slug: string }) {
  const session = useSession();
  const page = useQuery({
    queryKey: ['business-page', slug],
    queryFn: async () =>
      (await unwrap(api.main.GET('/api/v2/business/{slug}', { params: { path: { slug } } }))).data,
    retry: false,
  });
  if (page.isPending) return <PageLoading />;
  if (page.error)
    return (
      <PublicPageFailureView
        error={page.error}
        onRetry={() => void page.refetch()}
        notFoundTitle="public:business.notFoundTitle"
        notFoundBody="public:business.notFoundBody"
      />
    );
  return <BusinessCard business={page.data} own={session.data?.user.username === page.data.username} />;
}

function OwnBusinessPage() {
  const session = useSession();
  const isBusiness = session.data?.user.user_type === 'business';
  const own = useQuery({
    queryKey: ['business-page', 'own'],
    enabled: isBusiness,
    queryFn: async () => (await unwrap(api.main.GET('/api/v2/processing/merchant-public-profile'))).data,
    retry: false,
  });
  if (session.isPending || (isBusiness && own.isPending)) return <PageLoading />;
  const slug = businessSlug(own.data?.business_name ?? '');
  if (isBusiness && slug) return <Navigate replace to={routeHref('business-slug', { slug }) ?? '/'} />;
  return (
    <PublicPageFailureView
      error={own.error ?? NOT_FOUND}
      onRetry={() => void own.refetch()}
      notFoundTitle={isBusiness ? 'public:business.noPageTitle' : 'public:business.notFoundTitle'}
      notFoundBody={isBusiness ? 'public:business.noPageBody' : 'public:business.notFoundBody'}
    />
  );
}
