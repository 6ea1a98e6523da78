import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/ui/input';
import { describedBy, FieldShell } from '@/ui/field-shell';
import type { PaymentMethod, RuleDraft } from './widget-draft';

interface MethodRuleProps {
  method: PaymentMethod;
  rule: RuleDraft;
  /** Errors keyed by the rule's part (`min_amount`, `currencies`, …). */
  errors: Record<string, string>;
  onChange: (rule: RuleDraft, group?: string) => void;
}

const toggled = (list: readonly string[], value: string, on: boolean) =>
  on ? [...list, value] : list.filter((item) => item !== value);

/** One payment method: shown or not, and for which amounts, currencies and countries (spec B §2). */
export function MethodRule({ method, rule, errors, onChange }: MethodRuleProps) {
  const { t } = useTranslation('widgetCreator');
  const id = useId();
  const off = !method.enabled;
  const group = (part: string) => `${method.id}.${part}`;
  const summary = [
    rule.min_amount || rule.max_amount
      ? t('methods.range', { min: rule.min_amount || '0', max: rule.max_amount || '∞' })
      : t('methods.anyAmount'),
    rule.currencies.length ? rule.currencies.join(', ') : t('methods.allCurrencies'),
    rule.countries.length ? rule.countries.join(', ') : t('methods.allCountries'),
  ].join(' · ');
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <li className="space-y-2 py-3" data-method={method.id}>
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 size-4"
          checked={rule.enabled}
          disabled={off && !rule.enabled}
          onChange={(event) => onChange({ ...rule, enabled: event.target.checked })}
        />
        <span className="min-w-0">
          <span className="font-medium">{t('methods.show', { name: method.name })}</span>
          <span className="block text-xs text-muted-foreground">
            {off ? t('methods.switchedOff') : summary}
          </span>
        </span>
      </label>
      {rule.enabled && (
        <details className="ms-6 rounded-md border border-border p-3" open={hasErrors || undefined}>
          <summary className="cursor-pointer text-sm">{t('methods.limits', { name: method.name })}</summary>
          <div className="mt-3 grid gap-3 @sm:grid-cols-2">
            <FieldShell id={`${id}-min`} label={t('methods.min')} error={errors.min_amount}>
              <Input
                {...describedBy(`${id}-min`, errors.min_amount)}
                inputMode="decimal"
                dir="ltr"
                value={rule.min_amount}
                placeholder={t('methods.noLimit')}
                onChange={(event) => onChange({ ...rule, min_amount: event.target.value }, group('min'))}
              />
            </FieldShell>
            <FieldShell id={`${id}-max`} label={t('methods.max')} error={errors.max_amount}>
              <Input
                {...describedBy(`${id}-max`, errors.max_amount)}
                inputMode="decimal"
                dir="ltr"
                value={rule.max_amount}
                placeholder={t('methods.noLimit')}
                onChange={(event) => onChange({ ...rule, max_amount: event.target.value }, group('max'))}
              />
            </FieldShell>
          </div>
          <Choices
            legend={t('methods.currencies')}
            hint={t('methods.noneMeansAll')}
            options={method.currencies}
            chosen={rule.currencies}
            error={errors.currencies}
            onToggle={(value, on) => onChange({ ...rule, currencies: toggled(rule.currencies, value, on) })}
          />
          <Choices
            legend={t('methods.countries')}
            hint={t('methods.noneMeansAll')}
            options={method.countries}
            chosen={rule.countries}
            error={errors.countries}
            onToggle={(value, on) => onChange({ ...rule, countries: toggled(rule.countries, value, on) })}
          />
        </details>
      )}
    </li>
  );
}

function Choices({
  legend,
  hint,
  options,
  chosen,
  error,
  onToggle,
}: {
  legend: string;
  hint: string;
  options: readonly string[];
  chosen: readonly string[];
  error?: string | undefined;
  onToggle: (value: string, on: boolean) => void;
}) {
  return (
    <fieldset className="mt-3 space-y-1">
      <legend className="text-sm font-medium">{legend}</legend>
      <p className="text-xs text-muted-foreground">{hint}</p>
      <div className="flex flex-wrap gap-x-3 gap-y-1">
        {options.map((option) => (
          <label key={option} className="flex items-center gap-1.5 text-sm">
            <input
              type="checkbox"
              checked={chosen.includes(option)}
              onChange={(event) => onToggle(option, event.target.checked)}
            />
            {option}
          </label>
        ))}
      </div>
      {error && <p className="text-sm text-destructive">{error}</p>}
    </fieldset>
  );
}
