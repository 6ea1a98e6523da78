import { makeIban } from '../iban';
import { PERSONA_ID as P } from '../personas';
import { DAY_MS, isoDateTime, REFERENCE_MS, rngFor, seqId } from '../random';
import type { Circle, Owned, TransferLink, VirtualAccount } from '../types';

export const seedCircles = (): Owned<Circle>[] => [
  {
    id: 'cir_001',
    user_id: P.merchant,
    name: 'Marquez Coffee Club',
    description: 'Regulars who split the bill and pay each other back.',
    invitation_code: 'MCC-4821',
    members_count: 12,
  },
  {
    id: 'cir_002',
    user_id: P.merchant,
    name: 'Wholesale partners',
    description: 'Cafés that buy our beans in bulk.',
    invitation_code: 'WSP-1937',
    members_count: 5,
  },
];

export function seedVirtualAccounts(seed: number): Owned<VirtualAccount>[] {
  const rng = rngFor(seed, 'virtual-accounts');
  const ach = (id: string, userId: number, status: VirtualAccount['status']): Owned<VirtualAccount> => ({
    id,
    user_id: userId,
    type: 'ach',
    currency: 'USD',
    entity_code: 'FPINC',
    status,
    account_number: rng.digits(12),
    routing_number: '021000021',
    iban: null,
  });
  const iban = (id: string, userId: number, status: VirtualAccount['status']): Owned<VirtualAccount> => {
    const account = rng.digits(11);
    return {
      id,
      user_id: userId,
      type: 'iban',
      currency: 'EUR',
      entity_code: 'FPUAB',
      status,
      account_number: account,
      routing_number: null,
      iban: makeIban('LT', `32500${account}`),
    };
  };
  return [
    ach('va_001', P.merchant, 'active'),
    iban('va_002', P.merchant, 'pending_deposit'),
    ach('va_003', P.personal, 'in_review'),
    iban('va_004', P.personal, 'pending'),
  ];
}

const LINK_STATUSES: readonly TransferLink['status'][] = [
  'new',
  'opened',
  'claiming',
  'claimed',
  'blocked',
  'expired',
  'rejected',
  'confirm_failed_system',
];

/**
 * Every status for merchant@ (TL10000001 … TL10000008, in LINK_STATUSES order) and again for personal@
 * (TL10000009 … TL10000016). Every link's security code is 1234 (TL10000001 is the contract's claim example),
 * so a demo can claim any open one. Each side is the receiver of the other's rejected link: merchant@ revoked
 * TL10000007 (personal@ sees 'rejected'), and merchant@ declined personal@'s TL10000015 (merchant@ sees
 * 'has_rejected'). Extra row state (rejected_by) lives next to the TransferLink fields, as the handlers keep it.
 */
export function seedTransferLinks(seed: number): Owned<TransferLink>[] {
  const rng = rngFor(seed, 'transfer-links');
  const owners = [
    [P.merchant, 'merchant@demo.test', 'personal@demo.test', 'sender'],
    [P.personal, 'personal@demo.test', 'merchant@demo.test', 'receiver'],
  ] as const;
  let n = 10_000_000;
  return owners.flatMap(([userId, sender, other, rejectedBy]) =>
    LINK_STATUSES.map((status) => {
      const id = seqId('TL', ++n, 8);
      const currency = rng.pick(['USD', 'EUR', 'GBP']);
      // Open links expire in 2099 (like QR00001), so they stay claimable whatever the real clock says; the
      // expiry's day and time still vary.
      const rejected = status === 'rejected';
      const extra: Record<string, unknown> = rejected ? { rejected_by: rejectedBy } : {};
      return {
        id,
        user_id: userId,
        amount: rng.money(10, 500),
        currency,
        link: `https://pay.demo.test/transfer-links/${id}`,
        security_code: '1234',
        expires_at: status === 'expired' ? rng.past(30, 1) : rng.future(1, 14).replace(/^\d{4}/, '2099'),
        status,
        participants: {
          sender,
          receiver: rejected ? other : `friend.${n}@example.com`,
          admin: 'support@demo.test',
        },
        fee: 0,
        note: rng.pick(['Dinner last night', 'Concert tickets', 'Thanks for the help!', 'Rent share', '']),
        created_at: isoDateTime(REFERENCE_MS - ((n % 8) * 3 + 1) * DAY_MS),
        ...extra,
      };
    }),
  );
}
