import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import { BookOpen, ExternalLink } from 'lucide-react';
import { evaluate } from '@/access/evaluate';
import { PageFailed, PageLoading } from '@/renderers/page-state';
import { inSandboxAtom } from '@/session/store';
import { useSubject } from '@/session/use-subject';
import { Button } from '@/ui/button';
import { CredentialsCard } from './credentials-card';
import { credentialsQuery, integrationQuery } from './integration-calls';
import { ModeCard } from './mode-card';
import { PingbackCard } from './pingback-card';

export const textNamespaces = ['integration', 'forms'];

/** Who may regenerate keys and change the pingback URL (the demo backend asks the same). */
const EDIT_RULE = { roles: ['business-profile'] } as const;

/**
 * What a developer integrating payments needs (spec B §2 /processing/integration): the mode the account is
 * in, the API keys of both modes, the pingback URL and the API documentation.
 */
export default function IntegrationScreen() {
  const { t } = useTranslation('integration');
  const settings = useQuery(integrationQuery);
  const credentials = useQuery(credentialsQuery);
  const inSandbox = useAtomValue(inSandboxAtom);
  // A sub-merchant without the business-profile permission sees the settings but cannot change them.
  const mayEdit = evaluate(EDIT_RULE, useSubject()).allow;

  const retry = () => {
    void settings.refetch();
    void credentials.refetch();
  };

  return (
    <div data-route-name="processing-integration" className="mx-auto w-full max-w-5xl space-y-4 p-4 sm:p-6">
      <title>{t('title')}</title>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 max-w-2xl space-y-1">
          <h1 className="text-2xl font-semibold">{t('title')}</h1>
          <p className="text-sm text-muted-foreground">{t('intro')}</p>
        </div>
        {settings.data ? (
          <Button asChild variant="outline">
            <a
              href={settings.data.docs_url}
              target="_blank"
              rel="noopener noreferrer"
              title={t('docsHint')}
              className="gap-2"
            >
              <BookOpen aria-hidden className="size-4" />
              {t('docs')}
              <ExternalLink aria-hidden className="size-3.5 rtl:-scale-x-100" />
            </a>
          </Button>
        ) : null}
      </header>
      {settings.isError || credentials.isError ? (
        <PageFailed message={t('loadFailed')} onRetry={retry} />
      ) : settings.data && credentials.data ? (
        <>
          <ModeCard />
          {mayEdit ? null : (
            <p className="rounded-md border border-border bg-muted/50 p-3 text-sm text-muted-foreground">
              {t('readOnly')}
            </p>
          )}
          <CredentialsCard
            credentials={credentials.data}
            current={inSandbox ? 'test' : 'live'}
            mayEdit={mayEdit}
          />
          <PingbackCard url={settings.data.pingback_url} mayEdit={mayEdit} />
        </>
      ) : (
        <PageLoading />
      )}
    </div>
  );
}
