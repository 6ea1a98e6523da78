import { PERSONA_ID as P } from '../personas';
import { rngFor, seqId } from '../random';
import type { ConnectedParty, Contact, MassPayout, Owned, ScheduledTransfer, SubAccount } from '../types';
import { person } from './names';

export function seedSubAccounts(seed: number): Owned<SubAccount>[] {
  const rng = rngFor(seed, 'sub-accounts');
  const staff: Owned<SubAccount> = {
    id: 'sa_001',
    user_id: P.merchant,
    name: 'Hannah Kim',
    email: 'staff@demo.test',
    acl: ['view-transaction', 'view-payout'],
    status: 'active',
    created_at: rng.past(300, 200),
  };
  const acls = [
    ['view-transaction'],
    ['view-payout', 'create-payout'],
    ['view-withdrawal'],
    ['view-subscription'],
    ['view-sub-account', 'business-profile'],
  ];
  const statuses = ['active', 'blocked', 'restricted', 'whitelisted', 'active'] as const;
  return [
    staff,
    ...statuses.map((status, i) => {
      const who = person(rng, 900 + i, 'marquez-coffee.test');
      return {
        id: seqId('sa_', i + 2, 3),
        user_id: P.merchant,
        name: who.name,
        email: who.email,
        acl: acls[i] ?? [],
        status,
        created_at: rng.past(400, 5),
      };
    }),
  ];
}

const party = (id: string, userId: number, name: string, connected_at: string, status: string) => ({
  id,
  user_id: userId,
  name,
  connected_at,
  status,
});

export function seedConnectedPlatforms(seed: number): Owned<ConnectedParty>[] {
  const rng = rngFor(seed, 'connected-platforms');
  return [
    party('cp_001', P.merchant, 'Shopify', rng.past(500, 100), 'active'),
    party('cp_002', P.merchant, 'WooCommerce', rng.past(500, 100), 'active'),
    party('cp_003', P.merchant, 'Magento', rng.past(500, 100), 'disconnected'),
    party('cp_004', P.personal, 'Upwork', rng.past(300, 30), 'active'),
    party('cp_005', P.personal, 'Fiverr', rng.past(300, 30), 'active'),
  ];
}

export function seedConnectedSellers(seed: number): Owned<ConnectedParty>[] {
  const rng = rngFor(seed, 'connected-sellers');
  const names = [
    'Kestrel Apparel',
    'Saffron Kitchen',
    'Pinecrest Books',
    'Lumen Labs',
    'Vela Travel',
    'Orbit Media',
  ];
  const statuses = ['active', 'active', 'pending', 'active', 'suspended', 'active'];
  return names.map((name, i) =>
    party(seqId('cs_', i + 1, 3), P.merchant, name, rng.past(400, 3), statuses[i] ?? 'active'),
  );
}

export const seedScheduledTransfers = (): Owned<ScheduledTransfer>[] => [
  {
    id: 'sch_001',
    user_id: P.merchant,
    currency: 'USD',
    amount: 2500,
    period: 'monthly',
    day_of_month: 1,
    weekday: null,
    destination: 'Bank account •••• 4410',
    active: true,
  },
  {
    id: 'sch_002',
    user_id: P.merchant,
    currency: 'EUR',
    amount: 800,
    period: 'weekly',
    day_of_month: null,
    weekday: 'friday',
    destination: 'IBAN DE89 •••• 3000',
    active: true,
  },
  {
    id: 'sch_003',
    user_id: P.merchant,
    currency: 'GBP',
    amount: 150.5,
    period: 'daily',
    day_of_month: null,
    weekday: null,
    destination: 'Bank account •••• 0921',
    active: false,
  },
  {
    id: 'sch_004',
    user_id: P.merchant,
    currency: 'CAD',
    amount: 1200,
    period: 'monthly',
    day_of_month: 28,
    weekday: null,
    destination: 'Bank account •••• 7781',
    active: true,
  },
];

export function seedMassPayouts(seed: number, contacts: readonly Owned<Contact>[]): Owned<MassPayout>[] {
  const rng = rngFor(seed, 'mass-payouts');
  const own = contacts.filter((contact) => contact.user_id === P.merchant);
  // The API's mass payout statuses (MassPayout.status in openapi/main.yaml).
  const statuses = ['success', 'in_progress', 'pending', 'rejected', 'success', 'in_progress'];
  return statuses.map((status, i) => {
    const currency = rng.pick(['USD', 'EUR', 'GBP']);
    return {
      id: seqId('mp_', i + 1, 3),
      user_id: P.merchant,
      currency,
      payouts: rng
        .shuffle(own)
        .slice(0, rng.int(2, 6))
        .map((contact) => ({
          contact_id: contact.id,
          amount: rng.money(20, 1500),
          receiving_method: contact.receiving_methods[0]?.type ?? 'bank_transfer',
          description: rng.pick(['Monthly salary', 'Supplier invoice', 'Commission', 'Freelance work']),
        })),
      status,
      created_at: rng.past(200, 1),
    };
  });
}
