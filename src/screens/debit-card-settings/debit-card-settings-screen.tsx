import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { KeyRound } from 'lucide-react';
import { apiErrorText } from '@/api/error-notice';
import { useSessionValues } from '@/forms/session-values';
import { useFormFile } from '@/forms/use-form-file';
import type { ValueSources } from '@/forms/value-refs';
import { PageFailed, PageLoading } from '@/renderers/page-state';
import { SchemaForm } from '@/renderers/schema-form';
import { routeHref } from '@/shell/sidebar/menu-routes';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { useDebitCard } from '@/screens/card-activation/activation-calls';
import { IdentityPasswordDialog } from '@/screens/card-identity/identity-password-dialog';
import { CardSummary } from './card-summary';
import { ConfigPage } from '@/renderers/config-page';

/**
 * /debit-cards/:slug/settings (spec A §2): the card, its settings (schemas/forms/debit-card-settings.json:
 * freeze, online payments, ATM withdrawals, monthly spending limit) and its identity-check password dialog. A
 * card still to be activated links to its activation instead: the server refuses its settings.
 */
export default function DebitCardSettingsScreen() {
  const { t } = useTranslation(['cardActivation', 'errors']);
  const route = useParams();
  const cardId = route.slug ?? '';
  const session = useSessionValues();
  const sources: ValueSources = { session, route };
  const card = useDebitCard(cardId);
  const settings = useFormFile('debit-card-settings', sources);
  const [identityOpen, setIdentityOpen] = useState(false);

  const failed = card.error ?? settings.failed;
  let body;
  if (failed)
    body = (
      <PageFailed
        message={apiErrorText(failed, t)}
        onRetry={() => {
          if (card.isError) void card.refetch();
          if (settings.failed) settings.retry();
        }}
      />
    );
  else if (!card.data || !settings.form || !settings.initialData) body = <PageLoading />;
  else
    body = (
      <>
        <CardSummary card={card.data} />
        {card.data.status === 'activated' ? (
          <Card className="space-y-4 p-4 sm:p-6">
            <header className="space-y-1">
              <h2 className="text-lg font-semibold">{t('settings.formTitle')}</h2>
              <p className="text-sm text-muted-foreground">{t('settings.formDescription')}</p>
            </header>
            <SchemaForm
              form={settings.form}
              initialData={settings.initialData}
              sources={sources}
              onSubmitted={() => void card.refetch()}
            />
          </Card>
        ) : (
          <Card role="status" className="space-y-3 p-4 sm:p-6">
            <p>{t('settings.notActivated')}</p>
            <Button asChild>
              <Link to={`${routeHref('activate') ?? '/activate'}?card=${encodeURIComponent(cardId)}`}>
                {t('settings.activate')}
              </Link>
            </Button>
          </Card>
        )}
        <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:p-6">
          <KeyRound aria-hidden className="size-6 shrink-0 text-muted-foreground" />
          <div className="min-w-0 flex-1 space-y-1">
            <h2 className="font-semibold">{t('identity.title')}</h2>
            <p className="text-sm text-muted-foreground">{t('settings.identityHint')}</p>
          </div>
          <Button type="button" variant="outline" onClick={() => setIdentityOpen(true)}>
            {t('settings.changeIdentity')}
          </Button>
        </Card>
        <IdentityPasswordDialog cardId={cardId} open={identityOpen} onClose={() => setIdentityOpen(false)} />
      </>
    );

  return (
    <ConfigPage
      routeName="debit-cards-slug-settings"
      kind="screen"
      name="debit-card-settings"
      title="cardActivation:settings.title"
      description="cardActivation:settings.description"
      className="max-w-2xl"
    >
      {body}
    </ConfigPage>
  );
}
