import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Plus } from 'lucide-react';
import { apiErrorText } from '@/api/error-notice';
import { evaluate } from '@/access/evaluate';
import { PageFailed, PageLoading } from '@/renderers/page-state';
import { useSession } from '@/session/session-query';
import { useSubject } from '@/session/use-subject';
import { routeHref, routeRuleOf } from '@/shell/sidebar/menu-routes';
import { Button } from '@/ui/button';
import { notice } from '@/ui/notices';
import { ActivateVirtualDialog } from './activate-virtual-dialog';
import { CardTile } from './card-tile';
import { activateHref, tileAction, type DebitCard } from './card-view';
import { NoCards } from './no-cards';
import { useDebitCards } from './use-debit-cards';

/** Spec A §4: the notice after an activation comes 500 ms later (the card list has redrawn by then). */
const ACTIVATED_NOTICE_DELAY_MS = 500;
const ADD_ROUTE = 'debit-cards-add';

/**
 * The user's debit cards (/debit-cards, spec A §2–§4): one tile per card; with none, the order page
 * (debit-cards-add) replaces this one when the person may open it (a beta route), else an empty page says so.
 */
export default function DebitCardsScreen() {
  const { t } = useTranslation(['debitCards', 'errors']);
  const navigate = useNavigate();
  const cards = useDebitCards();
  const session = useSession();
  const subject = useSubject();
  const [activating, setActivating] = useState<DebitCard>();

  const none = cards.data?.length === 0;
  const addHref = routeHref(ADD_ROUTE);
  const mayAdd = Boolean(addHref) && evaluate(routeRuleOf(ADD_ROUTE), subject).allow;
  useEffect(() => {
    if (none && mayAdd && addHref) void navigate(addHref, { replace: true });
  }, [none, mayAdd, addHref, navigate]);

  const start = (card: DebitCard) => {
    if (tileAction(card) === 'activate-virtual') return setActivating(card);
    const activate = routeHref('activate');
    if (activate) void navigate(activateHref(activate, card.public_id));
  };

  const activated = () => {
    setActivating(undefined);
    window.setTimeout(() => {
      notice.success(t('activation.success'), {
        action: {
          label: t('activation.viewAccount'),
          onClick: () => void navigate(routeHref('index') ?? '/'),
        },
      });
    }, ACTIVATED_NOTICE_DELAY_MS);
  };

  let body;
  if (cards.isPending || (none && mayAdd)) body = <PageLoading />;
  else if (cards.isError)
    body = <PageFailed message={apiErrorText(cards.error, t)} onRetry={() => void cards.refetch()} />;
  else if (none) body = <NoCards />;
  else
    body = (
      <ul
        // As many cards a row as fit at a readable size (a card face under ~17 rem crowds its print).
        className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,17rem),1fr))] gap-6"
        aria-label={t('list')}
      >
        {cards.data.map((card) => (
          <CardTile key={card.public_id} card={card} onActivate={start} />
        ))}
      </ul>
    );

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-semibold">{t('title')}</h1>
          {cards.data?.length ? <p className="text-muted-foreground">{t('intro')}</p> : null}
        </div>
        {mayAdd && addHref && cards.data?.length ? (
          // A beta user may order another card (debit-cards-add); anyone else is not offered a page they cannot open.
          <Button asChild>
            <Link to={addHref}>
              <Plus aria-hidden className="size-4" />
              {t('order.link')}
            </Link>
          </Button>
        ) : null}
      </div>
      {body}
      {activating ? (
        <ActivateVirtualDialog
          key={activating.public_id}
          card={activating}
          email={session.data?.user.email}
          onClose={() => setActivating(undefined)}
          onActivated={activated}
        />
      ) : null}
    </div>
  );
}
