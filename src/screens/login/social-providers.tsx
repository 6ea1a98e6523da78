import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { listSocialProviders } from '@/session/social';
import { Button } from '@/ui/button';

/** Provider names are brands: shown as the brand writes them, not translated. */
const BRAND: Record<string, string> = { google: 'Google', apple: 'Apple', facebook: 'Facebook' };
const brand = (name: string) => BRAND[name] ?? name.charAt(0).toUpperCase() + name.slice(1);

/**
 * Social sign-in buttons from POST /api/v2/auth/socials, each a link to the provider's sign-in. A failed list
 * shows no buttons (the password form still works).
 */
export function SocialProviders() {
  const { t } = useTranslation('auth');
  const providers = useQuery({
    queryKey: ['auth', 'socials'],
    queryFn: listSocialProviders,
    staleTime: 10 * 60_000,
    retry: false,
  });
  if (!providers.data?.length) return null;
  return (
    <section aria-labelledby="social-title" className="space-y-3">
      <h2 id="social-title" className="text-center text-sm text-muted-foreground">
        {t('social.title')}
      </h2>
      <ul className="grid gap-2">
        {providers.data.map((provider) => (
          <li key={provider.name}>
            <Button asChild variant="outline" className="w-full">
              <a href={provider.redirect_url}>
                {t('social.continueWith', { provider: brand(provider.name) })}
              </a>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
