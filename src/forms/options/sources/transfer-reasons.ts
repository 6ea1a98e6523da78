import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';
import type { OptionSource } from '../option-source';

type AdditionalList = 'reasons' | 'relationships' | 'source_of_funds';

/**
 * One list of GET /api/v2/main/additional-params for the chosen recipient, as the sender's kind of transfer
 * (send_money_business for merchants, send_money_personal otherwise, spec A §6). The sibling sources
 * transfer-relationships and transfer-sources-of-funds use this too.
 */
export function additionalParamsSource(list: AdditionalList): OptionSource {
  return {
    inputs: ({ formData, session }) => [formData.recipient_id, session.transferTargetType],
    load: async ({ formData, session }) =>
      (
        await unwrap(
          api.main.GET('/api/v2/main/additional-params', {
            params: {
              query: {
                recipient_id: String(formData.recipient_id),
                target_type: session.transferTargetType as 'send_money_business' | 'send_money_personal',
              },
            },
          }),
        )
      ).data[list].map((item) => ({ value: item.id, label: item.name })),
  };
}

/** Why the money is sent. */
export const source = additionalParamsSource('reasons');
