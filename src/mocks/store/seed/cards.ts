import { PERSONA_ID as P } from '../personas';
import type { DebitCard, Owned, StoredCard } from '../types';

const card = (
  userId: number,
  fields: Partial<DebitCard> & Pick<DebitCard, 'public_id' | 'factor' | 'status'>,
) => ({
  user_id: userId,
  bin: '423456',
  last_four: '0000',
  platform_id: 'plt_cards_eu',
  selectable: true,
  card_design: { color: 'blue' },
  virtual_design: { public_id: 'VCD-007' },
  type: 'visa_debit',
  exp_month: 9,
  exp_year: 2029,
  first_name: 'Amelia',
  last_name: 'Hart',
  currency: 'EUR',
  ...fields,
});

export const seedDebitCards = (): Owned<DebitCard>[] => [
  card(P.personal, {
    public_id: 'crd_virtual_001',
    factor: 'virtual',
    status: 'activated',
    last_four: '4821',
  }),
  card(P.personal, {
    public_id: 'crd_physical_002',
    factor: 'physical',
    status: 'not_activated',
    // The activation example's PAN (5355 4200 0000 2006) belongs to this card.
    bin: '535542',
    last_four: '2006',
    // A Mastercard range, like the identity check it carries.
    type: 'mastercard_debit',
    selectable: false,
    exp_year: 2030,
  }),
  // A virtual card still to activate, so the e-mailed-code activation (spec A §2) can be walked.
  card(P.personal, {
    public_id: 'crd_virtual_004',
    factor: 'virtual',
    status: 'not_activated',
    last_four: '7364',
    virtual_design: { public_id: 'VCD-001' },
    exp_month: 3,
    exp_year: 2031,
    currency: 'USD',
  }),
  card(P.merchant, {
    public_id: 'crd_virtual_003',
    factor: 'virtual',
    status: 'activated',
    last_four: '1157',
    virtual_design: { public_id: 'VCD-003' },
    first_name: 'Sofia',
    last_name: 'Marquez',
    currency: 'USD',
  }),
  // merchant@'s cards still to activate, so both activation flows are walked by a business account too.
  card(P.merchant, {
    public_id: 'crd_physical_005',
    factor: 'physical',
    status: 'not_activated',
    // Its PAN is 5355 4200 0000 3004 (Luhn-valid): the activation checks the number against bin and last four.
    bin: '535542',
    last_four: '3004',
    selectable: false,
    card_design: { color: 'black' },
    // BIN 535542 is a Mastercard range (and the identity check is MasterCard's), so the face shows that brand.
    type: 'mastercard_debit',
    exp_year: 2030,
    first_name: 'Sofia',
    last_name: 'Marquez',
    currency: 'USD',
  }),
  card(P.merchant, {
    public_id: 'crd_virtual_006',
    factor: 'virtual',
    status: 'not_activated',
    last_four: '6218',
    virtual_design: { public_id: 'VCD-005' },
    exp_month: 7,
    exp_year: 2031,
    first_name: 'Sofia',
    last_name: 'Marquez',
    currency: 'USD',
  }),
];

const stored = (userId: number, card: StoredCard): Owned<StoredCard> => ({ user_id: userId, ...card });

export const seedStoredCards = (): Owned<StoredCard>[] => [
  stored(P.personal, {
    id: 'sc_001',
    brand: 'visa',
    bin: '411111',
    last_four: '1111',
    exp_month: 4,
    exp_year: 2028,
    holder_name: 'Amelia Hart',
    is_default: true,
  }),
  stored(P.personal, {
    id: 'sc_002',
    brand: 'mastercard',
    bin: '555555',
    last_four: '4444',
    exp_month: 11,
    exp_year: 2027,
    holder_name: 'Amelia Hart',
    is_default: false,
  }),
  stored(P.merchant, {
    id: 'sc_003',
    brand: 'visa',
    bin: '400000',
    last_four: '0077',
    exp_month: 2,
    exp_year: 2029,
    holder_name: 'Sofia Marquez',
    is_default: true,
  }),
  stored(P.arabic, {
    id: 'sc_004',
    brand: 'mastercard',
    bin: '522222',
    last_four: '3210',
    exp_month: 6,
    exp_year: 2028,
    holder_name: 'Youssef Haddad',
    is_default: true,
  }),
];
