import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CreditCard, Smartphone } from 'lucide-react';
import { FieldError } from '@/ui/field-shell';
import type { Factor } from './order-choice';
import { RadioTile } from './radio-tile';

const FACTORS: readonly { factor: Factor; Icon: typeof CreditCard }[] = [
  { factor: 'virtual', Icon: Smartphone },
  { factor: 'physical', Icon: CreditCard },
];

interface Props {
  value: Factor;
  onSelect: (factor: Factor) => void;
  error?: string | undefined;
}

/** Virtual or physical (spec A §4 Card factor), each with a line on what it means for the person. */
export function FactorChoice({ value, onSelect, error }: Props) {
  const { t } = useTranslation('debitCards');
  const id = useId();
  const errorId = `${id}-factor`;
  return (
    <div className="space-y-2">
      <div
        role="radiogroup"
        aria-labelledby={`${id}-legend`}
        aria-invalid={Boolean(error) || undefined}
        aria-describedby={error ? `${errorId}-error` : undefined}
        className="space-y-2"
      >
        <p id={`${id}-legend`} className="text-sm font-medium">
          {t('order.factor.label')}
        </p>
        <div className="grid gap-3 @sm:grid-cols-2">
          {FACTORS.map(({ factor, Icon }) => (
            <RadioTile
              key={factor}
              name={`${id}-factor`}
              value={factor}
              checked={factor === value}
              onSelect={(next) => onSelect(next as Factor)}
              label={t(`factor.${factor}`)}
              invalid={Boolean(error)}
              describedBy={`${id}-${factor}-hint`}
            >
              <span className="flex items-start gap-3 p-2 pe-8">
                <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-primary" />
                <span className="space-y-0.5">
                  <span aria-hidden className="block font-medium">
                    {t(`factor.${factor}`)}
                  </span>
                  <span id={`${id}-${factor}-hint`} className="block text-sm text-muted-foreground">
                    {t(`order.factor.${factor}Hint`)}
                  </span>
                </span>
              </span>
            </RadioTile>
          ))}
        </div>
      </div>
      <FieldError id={errorId} error={error} />
    </div>
  );
}
