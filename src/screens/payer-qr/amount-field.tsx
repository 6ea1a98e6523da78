import { useTranslation } from 'react-i18next';
import { ZERO_FRACTION_CURRENCIES } from '@/i18n/format';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';

/** The amount a payer types on a sticker; what they typed stays when it is refused. */
export function AmountField({
  currency,
  value,
  error,
  onChange,
  onBlur,
}: {
  currency: string;
  value: string;
  error: string | undefined;
  onChange: (text: string) => void;
  onBlur: () => void;
}) {
  const { t } = useTranslation('qr');
  const whole = ZERO_FRACTION_CURRENCIES.has(currency);
  return (
    <div className="space-y-1.5">
      <Label htmlFor="qr-amount">{t('amount.label', { currency })}</Label>
      <div className="flex items-center gap-2">
        <Input
          id="qr-amount"
          dir="ltr"
          inputMode={whole ? 'numeric' : 'decimal'}
          autoComplete="off"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'qr-amount-error qr-amount-hint' : 'qr-amount-hint'}
          className="text-lg tabular-nums"
        />
        <span className="font-medium text-muted-foreground">{currency}</span>
      </div>
      {error ? (
        <p id="qr-amount-error" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
      <p id="qr-amount-hint" className="text-sm text-muted-foreground">
        {whole ? t('amount.hintWhole', { currency }) : t('amount.hint')}
      </p>
    </div>
  );
}
