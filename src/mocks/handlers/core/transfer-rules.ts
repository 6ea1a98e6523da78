import type { UserScope } from '../../store/db';
import type { Contact, Owned, ReceivingMethodType } from '../../store/types';
import { SUPPORTED_CURRENCIES } from '../../store/seed/currencies';
import { failure } from '../../respond';
import { isValidIban } from '../../store/iban';
import type { WithdrawalDetails } from './side-state';
import { invalid } from './shared';

export const METHOD_TYPES: readonly ReceivingMethodType[] = [
  'bank_transfer',
  'e_wallet',
  'bank_card',
  'atm_card',
];

/** Which currencies each receiving method pays out in (demo tariff; the real list is not in the spec). */
export const RECEIVING_METHODS: readonly {
  type: ReceivingMethodType;
  label: string;
  currencies: readonly string[];
}[] = [
  { type: 'bank_transfer', label: 'Bank transfer', currencies: SUPPORTED_CURRENCIES },
  { type: 'e_wallet', label: 'E-wallet', currencies: SUPPORTED_CURRENCIES },
  { type: 'bank_card', label: 'Bank card', currencies: ['USD', 'EUR', 'GBP', 'CAD', 'CHF', 'AUD'] },
  { type: 'atm_card', label: 'ATM card', currencies: ['USD', 'EUR', 'PHP', 'THB'] },
];

/** Countries where card payouts are not offered (demo rule). */
const NO_CARD_PAYOUTS = ['CU', 'IR', 'KP', 'SY', 'RU', 'BY'];

export function receivingMethodsFor(currency: string | null, country: string | null) {
  return RECEIVING_METHODS.filter(
    (method) =>
      (!currency || method.currencies.includes(currency)) &&
      (!country || !NO_CARD_PAYOUTS.includes(country) || !method.type.endsWith('_card')),
  ).map((method) => ({
    type: method.type,
    label: method.label,
    currencies: currency ? [currency] : [...method.currencies],
  }));
}

export function checkMethod(value: unknown, field = 'receiving_method'): ReceivingMethodType {
  if (!METHOD_TYPES.includes(value as ReceivingMethodType))
    throw invalid(field, `The selected ${field.replace(/_/g, ' ')} is invalid.`);
  return value as ReceivingMethodType;
}

export const methodSupports = (method: ReceivingMethodType, currency: string) =>
  RECEIVING_METHODS.find((m) => m.type === method)?.currencies.includes(currency) ?? false;

/** The recipient contact of the caller, or a 422 on recipient_id. */
export function recipientOf(scope: UserScope, id: unknown, field = 'recipient_id'): Owned<Contact> {
  const contact = typeof id === 'string' ? scope.contacts.get(id) : undefined;
  if (!contact) throw invalid(field, 'The selected recipient is invalid.');
  return contact;
}

/** The contact must be able to receive this method in this currency. */
export function checkRecipientMethod(contact: Contact, method: ReceivingMethodType, currency: string): void {
  // A recipient with no methods yet is not registered: the money waits for them to register and choose how
  // to receive it, and goes back after 14 days if they do not (spec A §9).
  if (contact.receiving_methods.length === 0) return;
  if (!contact.receiving_methods.some((m) => m.type === method && m.currency === currency))
    throw failure(
      422,
      `${contact.first_name} ${contact.last_name} cannot receive ${currency} by ${method.replace(/_/g, ' ')}.`,
      {
        receiving_method: [`The recipient has no ${method.replace(/_/g, ' ')} in ${currency}.`],
      },
    );
}

/** Description rule from the server (spec A §9): at most 105 latin letters, spaces and hyphens. */
export function checkDescription(value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  if (typeof value !== 'string' || !/^[A-Za-z -]{0,105}$/.test(value))
    throw invalid(
      'description',
      'The description may only have latin letters, spaces and hyphens (at most 105).',
    );
  return value;
}

/** Merchants send as send_money_business, everyone else as send_money_personal (spec A §6). */
export function checkTargetType(
  value: unknown,
  userType: string,
): 'send_money_business' | 'send_money_personal' {
  if (value !== 'send_money_business' && value !== 'send_money_personal')
    throw invalid('target_type', 'The selected target type is invalid.');
  const expected = userType === 'business' ? 'send_money_business' : 'send_money_personal';
  if (value !== expected) throw invalid('target_type', `Your account sends as ${expected}.`);
  return value;
}

/** Bank details for withdrawals (spec A §5: iban, swift_code, bank_account, routing_number, beneficiary_name rules). */
export function checkWithdrawalDetails(
  body: Partial<Record<keyof WithdrawalDetails, unknown>>,
): WithdrawalDetails {
  const text = (field: keyof WithdrawalDetails) =>
    body[field] === undefined || body[field] === null || body[field] === '' ? null : String(body[field]);
  const bankName = String(body.bank_name).trim();
  if (!bankName || bankName.length > 191)
    throw invalid('bank_name', 'The bank name must be 1 to 191 characters.');
  const beneficiary = String(body.beneficiary_name).trim();
  if (!/^[A-Za-z .-]{1,191}$/.test(beneficiary))
    throw invalid(
      'beneficiary_name',
      'The beneficiary name may only have letters, hyphens, dots and spaces.',
    );
  const iban = text('iban')?.replace(/\s+/g, '').toUpperCase() ?? null;
  if (iban && !isValidIban(iban)) throw invalid('iban', 'The iban is invalid.');
  const swift = text('swift_code')?.toUpperCase() ?? null;
  if (swift && !/^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/.test(swift))
    throw invalid('swift_code', 'The swift code is invalid.');
  const account = text('account_number');
  if (account && !/^[A-Z0-9]{6,24}$/.test(account))
    throw invalid('account_number', 'The bank account must be 6 to 24 uppercase letters or digits.');
  const routing = text('routing_number');
  if (routing && !/^[0-9]{6,9}$/.test(routing))
    throw invalid('routing_number', 'The routing number must be 6 to 9 digits.');
  if (!iban && !account) throw invalid('iban', 'Enter an IBAN or an account number.');
  return {
    bank_name: bankName,
    iban,
    swift_code: swift,
    account_number: account,
    routing_number: routing,
    beneficiary_name: beneficiary,
  };
}
