import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldProps } from '@rjsf/utils';
import { Spinner } from '@/ui/spinner';
import { formContextOf } from '../form-context';
import { ContactTransfers } from '../mass-transfer/contact-transfers';
import {
  addTransfer,
  defaultMethod,
  groupByContact,
  isSelected,
  payoutsOf,
  removeTransfer,
  resetTransfers,
  toggleContact,
  updateTransfer,
  type PayoutEntry,
} from '../mass-transfer/mass-transfer-state';
import { contactName, usePayoutContacts } from '../mass-transfer/use-payout-contacts';
import { useLatest } from '@/lib/use-latest';

/** The receiving method types a contact has in the currency, each once (a contact may hold two bank accounts). */
const hasErrors = (node: unknown): boolean =>
  typeof node === 'object' &&
  node !== null &&
  Object.entries(node).some(([key, value]) =>
    key === '__errors' ? Array.isArray(value) && value.length > 0 : hasErrors(value),
  );

const methodTypesIn = (methods: { type: string; currency: string }[], currency: unknown): string[] => [
  ...new Set(methods.filter((method) => method.currency === currency).map((method) => method.type)),
];

/**
 * `ui:field: "massPayouts"` on the `payouts` array of POST /api/v2/main/mass-payouts: choose contacts, then one
 * or more transfers per contact (spec A §4 mass transfer; the rules live in mass-transfer-state.ts). The
 * balance is the sibling field named by `ui:options.currencyField` (default `currency`); choosing another one
 * empties every transfer.
 */
export function MassPayoutsField(props: FieldProps) {
  const { t } = useTranslation(['wallet', 'forms', 'validations']);
  const { formData } = formContextOf(props);
  const currencyField =
    typeof props.uiSchema?.['ui:options']?.currencyField === 'string'
      ? props.uiSchema['ui:options'].currencyField
      : 'currency';
  const currency = formData[currencyField];
  const contacts = usePayoutContacts();
  const payouts = payoutsOf(props.formData);
  const baseId = props.fieldPathId.$id;
  const disabled = Boolean(props.disabled || props.readonly);

  const byId = new Map((contacts.data ?? []).map((contact) => [contact.id, contact]));
  const methodFor = (contactId: string) => defaultMethod(byId.get(contactId), currency);
  // An empty list is no value, so the `required` rule speaks when nobody is chosen.
  const change = (next: PayoutEntry[], id = baseId) =>
    props.onChange(next.length > 0 ? next : undefined, props.fieldPathId.path, undefined, id);

  const previousCurrency = useRef(currency);
  const latest = useLatest({ payouts, change, methodFor });
  useEffect(() => {
    if (previousCurrency.current === currency) return;
    previousCurrency.current = currency;
    const { payouts: current, change: emit, methodFor: method } = latest.current;
    if (current.length > 0) emit(resetTransfers(current, method));
  }, [latest, currency]);

  const groups = groupByContact(payouts);
  // RJSF fills `minItems` with an empty entry, so "nobody chosen" arrives as errors of that entry: say it once.
  const ownErrors =
    props.errorSchema?.__errors ??
    (groups.length === 0 && hasErrors(props.errorSchema)
      ? [t('validations:messages.required', { field: t('wallet:mass-payouts.contacts') })]
      : []);
  return (
    <div className="space-y-4">
      <fieldset className="space-y-2" aria-describedby={ownErrors.length ? `${baseId}__error` : undefined}>
        <legend className="text-sm font-medium">{t('wallet:mass-payouts.contacts')}</legend>
        {contacts.isPending && <Spinner label={t('forms:common.loading')} />}
        {contacts.isError && (
          <p className="text-sm text-destructive">{t('wallet:mass-payouts.contactsFailed')}</p>
        )}
        {contacts.data?.length === 0 && (
          <p className="text-sm text-muted-foreground">{t('wallet:mass-payouts.noContacts')}</p>
        )}
        {/* A long contact list scrolls inside its own box, so the transfers and the button stay near. */}
        <ul className="grid max-h-96 grid-cols-1 gap-2 overflow-y-auto sm:grid-cols-2">
          {contacts.data?.map((contact) => (
            <li key={contact.id} className="min-w-0">
              <label className="flex items-center gap-3 rounded-md border border-border px-3 py-2 text-sm">
                <input
                  id={`${baseId}_contact_${contact.id}`}
                  type="checkbox"
                  className="size-4"
                  checked={isSelected(payouts, contact.id)}
                  disabled={disabled}
                  onChange={() => change(toggleContact(payouts, contact.id, methodFor(contact.id)))}
                  onBlur={() => props.onBlur(baseId, props.formData)}
                />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{contactName(contact)}</span>
                  {contact.email && (
                    <span className="block truncate text-xs text-muted-foreground">{contact.email}</span>
                  )}
                </span>
              </label>
            </li>
          ))}
        </ul>
        {ownErrors.length > 0 && (
          <p id={`${baseId}__error`} className="text-sm text-destructive">
            {ownErrors.join(' ')}
          </p>
        )}
      </fieldset>
      {groups.map((group) => {
        const contact = byId.get(group.contactId);
        return (
          <ContactTransfers
            key={group.contactId}
            baseId={baseId}
            name={contact ? contactName(contact) : group.contactId}
            group={group}
            methods={methodTypesIn(contact?.receiving_methods ?? [], currency)}
            errorSchema={props.errorSchema}
            disabled={disabled}
            onUpdate={(index, patch, id) => change(updateTransfer(payouts, index, patch), id)}
            onAdd={() => change(addTransfer(payouts, group.contactId, methodFor(group.contactId)))}
            onRemove={(index) => change(removeTransfer(payouts, index))}
            onBlur={(id) => props.onBlur(id, props.formData)}
          />
        );
      })}
    </div>
  );
}
