import { PERSONA_ID as P } from '../personas';
import { DAY_MS, isoDateTime, REFERENCE_MS } from '../random';
import type { Owned, SupportTicket } from '../types';

const at = (daysAgo: number, hour = 0) => isoDateTime(REFERENCE_MS - daysAgo * DAY_MS + hour * 3_600_000);

/**
 * Support conversations of the demo accounts: the merchant has one waiting for its reply and one solved, the
 * personal account one still waiting for support. Topics are nodes of each one's tree (trees.ts).
 */
export const seedSupportTickets = (): Owned<SupportTicket>[] => [
  {
    id: 'sup_0001',
    user_id: P.merchant,
    topic_id: 'mst_processing_refund',
    topic: 'Processing › Payments and refunds › Refund a payment',
    subject: 'Refund has not reached my customer',
    status: 'pending',
    created_at: at(3),
    updated_at: at(2, 4),
    messages: [
      {
        id: 'msg_0001',
        from: 'customer',
        body: 'I refunded payment ptx_000014 five days ago, but my customer says the money is not back on the card yet.',
        created_at: at(3),
        attachments: [],
      },
      {
        id: 'msg_0002',
        from: 'support',
        body: 'Thanks for reaching out. The refund left us on time; card issuers take up to 10 business days to show it. Could you send us the refund receipt so we can give your customer the reference number?',
        created_at: at(2, 4),
        attachments: [],
      },
    ],
  },
  {
    id: 'sup_0002',
    user_id: P.merchant,
    topic_id: 'mst_processing_settlements',
    topic: 'Processing › Settlements',
    subject: 'Settlement report for October',
    status: 'closed',
    created_at: at(20),
    updated_at: at(18, 2),
    messages: [
      {
        id: 'msg_0003',
        from: 'customer',
        body: 'Where can I download the settlement report for October?',
        created_at: at(20),
        attachments: [],
      },
      {
        id: 'msg_0004',
        from: 'support',
        body: 'You can download it under Processing › Settlements with the Export button. We are closing this conversation; reply here any time if you need more help.',
        created_at: at(18, 2),
        attachments: [],
      },
    ],
  },
  {
    id: 'sup_0003',
    user_id: P.personal,
    topic_id: 'pst_cards_activate',
    topic: 'Cards › Activate a card',
    subject: 'Activation code did not arrive',
    status: 'open',
    created_at: at(1, 3),
    updated_at: at(1, 3),
    messages: [
      {
        id: 'msg_0005',
        from: 'customer',
        body: 'I asked for the activation code of my new card twice, but no e-mail came.',
        created_at: at(1, 3),
        attachments: [],
      },
    ],
  },
];
