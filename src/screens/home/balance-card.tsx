import { useTranslation } from 'react-i18next';
import { formatAmount } from '@/i18n/format';
import { Card } from '@/ui/card';

export interface BalanceView {
  currency: string;
  available: number;
}

export function BalanceCard({ currency, available }: BalanceView) {
  const { t } = useTranslation('home');
  return (
    <Card className="p-4" aria-label={currency}>
      <p className="text-sm font-medium text-muted-foreground">{currency}</p>
      {/* The number reads left to right in every language but sits at the start edge of the card. */}
      <p className="mt-1 text-2xl font-semibold tabular-nums">
        <bdi dir="ltr">{formatAmount(available, currency)}</bdi>
      </p>
      <p className="text-xs text-muted-foreground">{t('available')}</p>
    </Card>
  );
}
