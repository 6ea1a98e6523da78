import { useTranslation } from 'react-i18next';
import { CardFace } from '@/screens/debit-cards/card-face';
import { designNameKey } from './design-swatches';
import { chosenDesign, previewCard, type OrderChoice } from './order-choice';

/**
 * The card as it will look, large, with what was chosen in words under it (the last look before ordering).
 * The face is the one the card list draws, so the ordered card looks the same there.
 */
export function CardPreview({ choice, holder }: { choice: OrderChoice; holder: string }) {
  const { t } = useTranslation('debitCards');
  const design = t(designNameKey(choice.factor, chosenDesign(choice)));
  const rows: [string, string, string][] = [
    ['factor', t('order.factor.label'), t(`factor.${choice.factor}`)],
    [
      'design',
      t(choice.factor === 'virtual' ? 'order.design.virtualLabel' : 'order.design.physicalLabel'),
      design,
    ],
    ['currency', t('order.currency.label'), choice.currency],
  ];
  return (
    <figure aria-label={t('order.previewLabel')} className="space-y-4">
      <CardFace card={previewCard(choice, holder)} className="mx-auto max-w-sm" />
      <figcaption>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
          {rows.map(([key, term, value]) => (
            <div key={key} className="contents">
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="text-end font-medium" data-summary={key}>
                {value}
              </dd>
            </div>
          ))}
        </dl>
      </figcaption>
    </figure>
  );
}
