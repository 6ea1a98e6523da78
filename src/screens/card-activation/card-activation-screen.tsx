import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { CreditCard } from 'lucide-react';
import { ApiError } from '@/api/errors';
import { apiErrorText } from '@/api/error-notice';
import { PageFailed, PageLoading } from '@/renderers/page-state';
import { routeHref } from '@/shell/sidebar/menu-routes';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { useDebitCard } from './activation-calls';
import { ActivationWizard } from './activation-wizard';
import { ConfigPage } from '@/renderers/config-page';

/** A message in place of the wizard (no card, an unknown one, one that needs no activation) and a way on. */
function Notice({ text, to, action }: { text: string; to: string; action: string }) {
  return (
    <Card role="status" className="space-y-4 p-6 text-center">
      <CreditCard aria-hidden className="mx-auto size-8 text-muted-foreground" />
      <p>{text}</p>
      <Button asChild variant="outline">
        <Link to={to}>{action}</Link>
      </Button>
    </Card>
  );
}

/**
 * /activate?card=<public_id>: a physical card's activation (spec A §2, §3, §4). Without a card, with one the
 * user does not have, or with one that needs no activation here, it says so and links to the cards.
 */
export default function CardActivationScreen() {
  const { t } = useTranslation(['cardActivation', 'errors']);
  const [query] = useSearchParams();
  const cardId = query.get('card') ?? undefined;
  const card = useDebitCard(cardId);
  const cards = routeHref('debit-cards') ?? '/';

  let body;
  if (!cardId) body = <Notice text={t('activation.noCard')} to={cards} action={t('activation.toCards')} />;
  else if (card.isPending) body = <PageLoading />;
  else if (card.error instanceof ApiError && card.error.statusCode === 404)
    body = <Notice text={t('activation.unknownCard')} to={cards} action={t('activation.toCards')} />;
  else if (card.isError)
    body = <PageFailed message={apiErrorText(card.error, t)} onRetry={() => void card.refetch()} />;
  else if (card.data.status === 'activated')
    body = (
      <Notice
        text={t('activation.alreadyActive', { last4: card.data.last_four })}
        to={routeHref('debit-cards-slug-settings', { slug: card.data.public_id }) ?? cards}
        action={t('activation.toSettings')}
      />
    );
  else if (card.data.factor !== 'physical')
    body = <Notice text={t('activation.notPhysical')} to={cards} action={t('activation.toCards')} />;
  else
    body = (
      <Card className="space-y-4 p-4 sm:p-6">
        <p className="text-sm text-muted-foreground">
          {t('activation.cardLine', { last4: card.data.last_four })}
        </p>
        <ActivationWizard cardId={card.data.public_id} />
      </Card>
    );

  return (
    <ConfigPage
      routeName="activate"
      kind="screen"
      name="card-activation"
      title="cardActivation:activation.title"
      description="cardActivation:activation.description"
      className="max-w-2xl"
    >
      {body}
    </ConfigPage>
  );
}
