import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { notice } from '@/ui/notices';
import { Copy, Pencil, Send } from 'lucide-react';
import { routeHref } from '@/shell/sidebar/menu-routes';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { ProfileHeader } from '@/screens/public-profile-view/profile-header';

export interface BusinessView {
  username: string;
  business_name: string | null;
  description: string | null;
  website_url: string | null;
  country_code: string | null;
  phone_number: string | null;
  city: string | null;
  logo: string | null;
}

/** A business's public card: who it is, a pay button (through the owner's public profile) and a share link. */
export function BusinessCard({ business, own }: { business: BusinessView; own: boolean }) {
  const { t } = useTranslation('public');
  const name = business.business_name?.trim() || business.username;
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(window.location.href);
      notice.success(t('business.linkCopied'));
    } catch {
      notice.error(t('business.copyFailed'));
    }
  };
  return (
    <Card className="mx-auto max-w-xl space-y-6 p-6">
      <ProfileHeader
        name={name}
        picture={business.logo}
        description={business.description}
        website={business.website_url}
        city={business.city}
        country={business.country_code}
        phone={business.phone_number}
      />
      <div className="flex flex-col gap-2 sm:flex-row sm:justify-center">
        <Button asChild>
          <Link to={routeHref('me-slug', { slug: business.username }) ?? '/'}>
            <Send aria-hidden className="size-4" />
            {t('business.pay', { name })}
          </Link>
        </Button>
        <Button variant="outline" onClick={() => void copyLink()}>
          <Copy aria-hidden className="size-4" />
          {t('business.copyLink')}
        </Button>
        {own ? (
          <Button asChild variant="ghost">
            <Link to={routeHref('me') ?? '/me'}>
              <Pencil aria-hidden className="size-4" />
              {t('business.edit')}
            </Link>
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
