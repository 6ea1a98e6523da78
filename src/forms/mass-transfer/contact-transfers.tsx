import { useTranslation } from 'react-i18next';
import { Plus, Trash2 } from 'lucide-react';
import type { ErrorSchema } from '@rjsf/utils';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import type { ContactGroup, PayoutEntry } from './mass-transfer-state';

interface ContactTransfersProps {
  /** RJSF id of the payouts field, e.g. `root_payouts`; a transfer's inputs are `<id>_<index>_amount`. */
  baseId: string;
  name: string;
  group: ContactGroup;
  /** The contact's receiving method types in the chosen currency. */
  methods: string[];
  errorSchema: ErrorSchema | undefined;
  disabled: boolean;
  onUpdate: (index: number, patch: Partial<PayoutEntry>, id: string) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
  onBlur: (id: string) => void;
}

const errorsAt = (errorSchema: ErrorSchema | undefined, index: number, key: string): string[] => {
  const item = (errorSchema as Record<string, Record<string, { __errors?: string[] }>> | undefined)?.[index];
  return item?.[key]?.__errors ?? [];
};

/** One selected contact: its transfers (amount and receiving method each), add one more, remove one. */
export function ContactTransfers(props: ContactTransfersProps) {
  const { t } = useTranslation(['wallet', 'forms']);
  const { baseId, group, methods, disabled } = props;
  return (
    <fieldset className="space-y-3 rounded-md border border-border p-4">
      <legend className="px-1 text-sm font-medium">{props.name}</legend>
      {group.transfers.map(({ index, entry }, position) => {
        const amountId = `${baseId}_${index}_amount`;
        const methodId = `${baseId}_${index}_receiving_method`;
        const amountErrors = errorsAt(props.errorSchema, index, 'amount');
        const methodErrors = errorsAt(props.errorSchema, index, 'receiving_method');
        return (
          <div
            key={`${group.contactId}-${index}`}
            className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
          >
            <div className="space-y-1">
              <Label htmlFor={amountId}>
                {t('wallet:mass-payouts.transferAmount', { number: position + 1, name: props.name })}
              </Label>
              <Input
                id={amountId}
                inputMode="decimal"
                value={entry.amount ?? ''}
                disabled={disabled}
                aria-invalid={amountErrors.length > 0}
                aria-describedby={amountErrors.length > 0 ? `${amountId}__error` : undefined}
                onChange={(event) => {
                  const raw = event.target.value.replace(',', '.').trim();
                  const amount = raw === '' || Number.isNaN(Number(raw)) ? undefined : Number(raw);
                  props.onUpdate(index, { amount }, amountId);
                }}
                onBlur={() => props.onBlur(amountId)}
              />
              <FieldErrors id={`${amountId}__error`} errors={amountErrors} />
            </div>
            <div className="space-y-1">
              <Label htmlFor={methodId}>{t('wallet:mass-payouts.method')}</Label>
              <select
                id={methodId}
                className="h-10 w-full rounded-md border border-border bg-card px-3 text-sm aria-[invalid=true]:border-destructive"
                value={entry.receiving_method ?? ''}
                disabled={disabled}
                aria-invalid={methodErrors.length > 0}
                onChange={(event) =>
                  props.onUpdate(index, { receiving_method: event.target.value || undefined }, methodId)
                }
                onBlur={() => props.onBlur(methodId)}
              >
                <option value="">{t('wallet:mass-payouts.methodPlaceholder')}</option>
                {methods.map((method) => (
                  <option key={method} value={method}>
                    {t(`wallet:mass-payouts.methods.${method}`, { defaultValue: method })}
                  </option>
                ))}
              </select>
              <FieldErrors id={`${methodId}__error`} errors={methodErrors} />
            </div>
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="sm:mt-6"
              disabled={disabled}
              aria-label={t('wallet:mass-payouts.removeTransfer', { number: position + 1, name: props.name })}
              onClick={() => props.onRemove(index)}
            >
              <Trash2 aria-hidden className="size-4" />
            </Button>
          </div>
        );
      })}
      <Button type="button" variant="outline" size="sm" disabled={disabled} onClick={props.onAdd}>
        <Plus aria-hidden className="size-4" />
        {t('wallet:mass-payouts.addTransfer', { name: props.name })}
      </Button>
    </fieldset>
  );
}

function FieldErrors({ id, errors }: { id: string; errors: string[] }) {
  if (errors.length === 0) return null;
  return (
    <p id={id} className="text-sm text-destructive">
      {errors.join(' ')}
    </p>
  );
}
