import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Settings } from 'lucide-react';
import { StatusBadge } from '@/renderers/status-badge';
import { routeHref } from '@/shell/sidebar/menu-routes';
import { Button } from '@/ui/button';
import { CardFace } from './card-face';
import { showsSettings, tileAction, type DebitCard } from './card-view';

const FACE_FOCUS =
  'block rounded-xl transition-transform hover:-translate-y-0.5 focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-primary/50';

/**
 * One card (spec A §3 Debit card tile): its face, status and factor, a Settings link when the card is
 * selectable and active, an Activate card button when it is not activated. The face itself opens the card's
 * transactions, or starts activation when that is needed.
 */
export function CardTile({ card, onActivate }: { card: DebitCard; onActivate: (card: DebitCard) => void }) {
  const { t } = useTranslation('debitCards');
  const name = t(card.factor === 'virtual' ? 'tile.virtualName' : 'tile.physicalName', {
    last4: card.last_four,
  });
  const slug = { slug: card.public_id };
  const action = tileAction(card);
  const transactions = routeHref('debit-cards-slug-transactions', slug);
  const settings = routeHref('debit-cards-slug-settings', slug);

  return (
    <li>
      <article aria-label={name} data-card={card.public_id} className="space-y-3">
        {action === 'transactions' && transactions ? (
          <Link
            to={transactions}
            aria-label={t('tile.openTransactions', { card: name })}
            className={FACE_FOCUS}
          >
            <CardFace card={card} />
          </Link>
        ) : (
          <button
            type="button"
            aria-label={t('tile.startActivation', { card: name })}
            className={`${FACE_FOCUS} w-full text-start`}
            onClick={() => onActivate(card)}
          >
            <CardFace card={card} className={action === 'transactions' ? undefined : 'opacity-80'} />
          </button>
        )}
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div className="flex min-w-0 flex-wrap items-center gap-2">
            <StatusBadge value={card.status} />
            <span className="text-sm text-muted-foreground">{t(`factor.${card.factor}`)}</span>
          </div>
          {action === 'transactions' && showsSettings(card) && settings ? (
            <Button asChild variant="outline" size="sm">
              <Link to={settings} aria-label={t('tile.settingsOf', { card: name })}>
                <Settings aria-hidden className="size-4" />
                {t('tile.settings')}
              </Link>
            </Button>
          ) : null}
          {action !== 'transactions' ? (
            <Button
              size="sm"
              onClick={() => onActivate(card)}
              aria-label={t('tile.activateOf', { card: name })}
            >
              {t('tile.activate')}
            </Button>
          ) : null}
        </div>
      </article>
    </li>
  );
}
