import { PERSONA_ID as P } from '../personas';
import { rngFor, seqId, type Rng } from '../random';
import type { Contact, Owned, ReceivingMethodType, Tag } from '../types';
import { person } from './names';

// merchant@ comes first: it is the contract's default persona, so ct_0001 and tag_001 are its own.
const TAG_NAMES: readonly (readonly [number, readonly string[]])[] = [
  [P.merchant, ['Suppliers', 'Employees', 'Freelancers', 'VIP', 'Contractors', 'Partners']],
  [P.personal, ['Family', 'Friends', 'Rent', 'Travel', 'Work']],
  [P.arabic, ['Family', 'Work']],
];

const CONTACT_COUNTS: readonly (readonly [number, number, readonly string[]])[] = [
  [P.merchant, 45, ['USD', 'EUR', 'GBP', 'CAD', 'CHF']],
  [P.personal, 42, ['USD', 'EUR', 'GBP', 'JPY']],
  [P.arabic, 6, ['USD', 'AED']],
  [P.entity3, 3, ['USD']],
  [P.dormant, 3, ['USD', 'PHP']],
];

export function seedTags(): Owned<Tag>[] {
  let n = 0;
  return TAG_NAMES.flatMap(([userId, names]) =>
    names.map((name) => ({ id: seqId('tag_', ++n, 3), user_id: userId, name })),
  );
}

const METHOD_TYPES: readonly ReceivingMethodType[] = ['bank_transfer', 'e_wallet', 'bank_card', 'atm_card'];

function receivingMethod(rng: Rng, currencies: readonly string[]) {
  const type = rng.pick(METHOD_TYPES);
  const currency = rng.pick(currencies);
  const label =
    type === 'bank_transfer'
      ? `Bank account •••• ${rng.digits(4)}`
      : type === 'e_wallet'
        ? `Wallet ${currency}`
        : `${rng.pick(['Visa', 'Mastercard'])} •••• ${rng.digits(4)}`;
  return { type, currency, label };
}

/**
 * ct_0001 is the transfer examples' recipient (send USD→EUR by bank transfer), so its receiving methods are fixed;
 * they replace the generated ones after generation, which leaves every other contact as it was.
 */
const FIRST_CONTACT_METHODS: Contact['receiving_methods'] = [
  { type: 'bank_transfer', currency: 'EUR', label: 'Bank account •••• 2664' },
  { type: 'bank_transfer', currency: 'USD', label: 'Bank account •••• 3084' },
  { type: 'e_wallet', currency: 'USD', label: 'Wallet USD' },
];

export function seedContacts(seed: number, tags: readonly Owned<Tag>[]): Owned<Contact>[] {
  return generateContacts(seed, tags).map((contact) =>
    contact.id === 'ct_0001'
      ? { ...contact, receiving_methods: FIRST_CONTACT_METHODS.map((m) => ({ ...m })) }
      : contact,
  );
}

function generateContacts(seed: number, tags: readonly Owned<Tag>[]): Owned<Contact>[] {
  const rng = rngFor(seed, 'contacts');
  let n = 0;
  return CONTACT_COUNTS.flatMap(([userId, count, currencies]) => {
    const ownTags = tags.filter((tag) => tag.user_id === userId).map(({ id, name }) => ({ id, name }));
    return Array.from({ length: count }, () => {
      const who = person(rng, ++n);
      const methods = Array.from({ length: rng.int(1, 3) }, () => receivingMethod(rng, currencies));
      return {
        id: seqId('ct_', n, 4),
        user_id: userId,
        raw_id: `rid_${rng.digits(8)}`,
        email: who.email,
        phone: `+4477009${rng.digits(5)}`,
        first_name: who.first,
        last_name: who.last,
        tags: ownTags.length ? rng.shuffle(ownTags).slice(0, rng.int(0, 2)) : [],
        is_favorite: rng.chance(0.2),
        receiving_methods: methods,
      };
    });
  });
}
