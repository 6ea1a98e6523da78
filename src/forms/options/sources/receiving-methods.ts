import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';
import type { OptionSource } from '../option-source';

/** The field holding the currency the money arrives in: send-money's target, withdrawal's currency. */
const currencyOf = (formData: Record<string, unknown>) => formData.target_currency ?? formData.currency;

/** Send money's chosen recipient: only the methods they can receive are offered. */
const recipientOf = (formData: Record<string, unknown>) =>
  typeof formData.recipient_id === 'string' && formData.recipient_id ? formData.recipient_id : undefined;

/**
 * How the money can arrive (atm_card, bank_card, bank_transfer, e_wallet) for the form's target currency
 * (GET /api/v2/main/receiving-methods), narrowed to what the chosen recipient can receive when the form has
 * one. Labels are our text keys, not the server's English label.
 */
export const source: OptionSource = {
  inputs: ({ formData }) => [currencyOf(formData)],
  optionalInputs: ({ formData }) => [recipientOf(formData) ?? null],
  load: async ({ formData }) => {
    const recipient = recipientOf(formData);
    const query = { currency: String(currencyOf(formData)), ...(recipient && { recipient_id: recipient }) };
    const answer = await unwrap(api.main.GET('/api/v2/main/receiving-methods', { params: { query } }));
    return answer.data.map((method) => ({ value: method.type, label: `transfers:method.${method.type}` }));
  },
};
