import { useTranslation } from 'react-i18next';
import { formatMoney } from '@/i18n/format';
import { Spinner } from '@/ui/spinner';
import { FieldError } from '@/ui/field-shell';
import { ListFailed } from './list-failed';

interface Rule {
  id: string;
  name: string;
  type: 'flat' | 'percentage';
  value: number;
  prices?: readonly { currency: string; amount: number }[] | undefined;
}

interface AdjustmentsPickerProps {
  id: string;
  legend: string;
  empty: string;
  failed: string;
  query: { data?: Rule[] | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };
  selected: string[];
  onChange: (ids: string[]) => void;
  currency: string;
  error?: string | undefined;
}

/** Checkboxes for the active taxes or discounts, each with its rate or amount. */
export function AdjustmentsPicker(props: AdjustmentsPickerProps) {
  const { id, legend, empty, failed, query, selected, onChange, currency, error } = props;
  const { t } = useTranslation('invoice-builder');
  const rate = (rule: Rule) =>
    rule.type === 'percentage'
      ? `${rule.value}%`
      : formatMoney(rule.prices?.find((p) => p.currency === currency)?.amount ?? rule.value, currency);
  const toggle = (ruleId: string, on: boolean) =>
    onChange(on ? [...selected, ruleId] : selected.filter((other) => other !== ruleId));

  return (
    <fieldset className="space-y-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium">{legend}</legend>
      {query.isPending ? <Spinner label={t('lists.loading')} /> : null}
      {query.isError ? <ListFailed message={failed} onRetry={() => void query.refetch()} /> : null}
      {query.data?.length === 0 ? <p className="text-sm text-muted-foreground">{empty}</p> : null}
      {query.data?.map((rule) => (
        <label key={rule.id} className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            className="size-4 accent-primary"
            checked={selected.includes(rule.id)}
            onChange={(event) => toggle(rule.id, event.target.checked)}
          />
          <bdi>{rule.name}</bdi>
          <bdi dir="ltr" className="text-muted-foreground tabular-nums">
            {rate(rule)}
          </bdi>
        </label>
      ))}
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
