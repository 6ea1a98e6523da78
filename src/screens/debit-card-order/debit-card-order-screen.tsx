import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@/api/error-notice';
import { ConfigPage } from '@/renderers/config-page';
import { PageFailed, PageLoading } from '@/renderers/page-state';
import { useSession } from '@/session/session-query';
import { OrderForm } from './order-form';
import { useCardCurrencies } from './use-order-card';

/**
 * /debit-cards/add (spec A §2, beta users only; the route gate sends anyone else home): order a virtual or
 * physical card, choosing its design by seeing it and its currency, then back to the card list.
 */
export default function DebitCardOrderScreen() {
  const { t } = useTranslation(['debitCards', 'errors']);
  const currencies = useCardCurrencies();
  const session = useSession();

  let body;
  if (currencies.codes)
    body = (
      <OrderForm
        currencies={currencies.codes}
        currencyNames={currencies.names}
        holder={session.data?.user.name ?? ''}
      />
    );
  else if (currencies.error)
    body = <PageFailed message={apiErrorText(currencies.error, t)} onRetry={currencies.retry} />;
  else body = <PageLoading />;

  return (
    <ConfigPage
      routeName="debit-cards-add"
      kind="screen"
      name="debit-card-order"
      title="debitCards:order.title"
      description="debitCards:order.description"
      className="max-w-6xl"
    >
      {body}
    </ConfigPage>
  );
}
