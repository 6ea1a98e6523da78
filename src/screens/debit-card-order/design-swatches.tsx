import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { paintOf } from '@/screens/debit-cards/card-designs';
import { PHYSICAL_COLORS, VIRTUAL_DESIGNS, type CardDesign } from '@/screens/debit-cards/card-view';
import { FieldError } from '@/ui/field-shell';
import type { Factor } from './order-choice';
import { RadioTile } from './radio-tile';

interface Props {
  factor: Factor;
  value: string;
  onSelect: (value: string) => void;
  error?: string | undefined;
}

/** The designs of the chosen kind of card, each from the same paint the card tiles use. */
const designsOf = (factor: Factor): CardDesign[] =>
  factor === 'virtual'
    ? VIRTUAL_DESIGNS.map((design) => ({ factor, design }))
    : PHYSICAL_COLORS.map((color) => ({ factor, color }));

const valueOf = (design: CardDesign) => (design.factor === 'virtual' ? design.design : design.color);

/** The key of a design's name: virtual designs have names, physical cards their colour. */
export const designNameKey = (factor: Factor, value: string) =>
  factor === 'virtual' ? `order.designs.${value}` : `order.colors.${value}`;

/**
 * The designs as small cards to pick from (spec A §3: virtual VCD-001 to VCD-007, physical colours): seeing the
 * design is how the person chooses; the name under it says it in words too.
 */
export function DesignSwatches({ factor, value, onSelect, error }: Props) {
  const { t } = useTranslation('debitCards');
  const id = useId();
  const legendId = `${id}-legend`;
  const errorId = `${id}-design`;
  return (
    <div className="space-y-2">
      <div
        role="radiogroup"
        aria-labelledby={legendId}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={error ? `${errorId}-error` : undefined}
        className="space-y-2"
      >
        <p id={legendId} className="text-sm font-medium">
          {t(factor === 'virtual' ? 'order.design.virtualLabel' : 'order.design.physicalLabel')}
        </p>
        <div className="grid grid-cols-[repeat(auto-fill,minmax(6rem,1fr))] gap-3">
          {designsOf(factor).map((design) => {
            const option = valueOf(design);
            const name = t(designNameKey(factor, option));
            return (
              <RadioTile
                key={option}
                name={`${id}-design`}
                value={option}
                checked={option === value}
                onSelect={onSelect}
                label={name}
                invalid={Boolean(error)}
              >
                <span
                  aria-hidden
                  data-design={option}
                  style={{ background: paintOf(design).background }}
                  className="block aspect-[1.586] w-full rounded-md shadow-sm"
                />
                <span aria-hidden className="mt-1.5 block text-center text-xs font-medium leading-tight">
                  {name}
                </span>
              </RadioTile>
            );
          })}
        </div>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
