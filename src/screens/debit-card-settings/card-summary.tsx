import { useTranslation } from 'react-i18next';
import { CreditCard } from 'lucide-react';
import { Card } from '@/ui/card';
import type { components } from '@/api/generated/main';

type DebitCard = components['schemas']['DebitCard'];

const pad = (value: number | undefined) => String(value ?? '').padStart(2, '0');

/** The card the settings belong to: kind, masked number, holder, expiry and status. */
export function CardSummary({ card }: { card: DebitCard }) {
  const { t } = useTranslation('cardActivation');
  const holder = [card.first_name, card.last_name].filter(Boolean).join(' ');
  return (
    <Card className="flex items-center gap-4 p-4 sm:p-6" aria-label={t('settings.cardLabel')}>
      <CreditCard aria-hidden className="size-8 shrink-0 text-muted-foreground" />
      <dl className="grid min-w-0 flex-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="sr-only">{t('settings.number')}</dt>
          <dd className="font-medium">
            {t(card.factor === 'physical' ? 'settings.physical' : 'settings.virtual')}{' '}
            <span dir="ltr">•••• {card.last_four}</span>
          </dd>
        </div>
        <div>
          <dt className="inline text-muted-foreground">{t('settings.status')}: </dt>
          <dd className="inline">
            {t(card.status === 'activated' ? 'settings.activated' : 'settings.notActivatedShort')}
          </dd>
        </div>
        {holder && (
          <div>
            <dt className="inline text-muted-foreground">{t('settings.holder')}: </dt>
            <dd className="inline">{holder}</dd>
          </div>
        )}
        {card.exp_month !== undefined && (
          <div>
            <dt className="inline text-muted-foreground">{t('settings.expires')}: </dt>
            <dd className="inline" dir="ltr">
              {pad(card.exp_month)}/{String(card.exp_year ?? '').slice(-2)}
            </dd>
          </div>
        )}
      </dl>
    </Card>
  );
}
