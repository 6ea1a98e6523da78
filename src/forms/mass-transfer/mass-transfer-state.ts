/**
 * The mass transfer rules of spec A §4, over the very list the API takes (POST /api/v2/main/mass-payouts
 * `payouts`: one entry per transfer, a contact may appear more than once), so the form data is the body:
 * - selecting a contact adds an entry with one (empty) transfer; selecting it again removes all its transfers;
 * - removing a contact's last transfer removes the contact (a contact is "selected" while it has a transfer);
 * - selecting a balance resets every transfer to an empty one.
 * Every function returns a new list and leaves its input alone.
 */

/** One transfer of the body. `amount` stays unset until the person types one. */
export interface PayoutEntry {
  contact_id: string;
  amount?: number;
  receiving_method?: string;
  description?: string;
}

/** The part of a contact these rules read. */
export interface PayoutContact {
  id: string;
  receiving_methods: { type: string; currency: string }[];
}

/** A contact's selected transfers, with each transfer's place in the flat list (for edits and errors). */
export interface ContactGroup {
  contactId: string;
  transfers: { index: number; entry: PayoutEntry }[];
}

/** The method a new transfer to this contact starts with: the first one that pays out in the currency. */
export function defaultMethod(contact: PayoutContact | undefined, currency: unknown): string | undefined {
  return contact?.receiving_methods.find((method) => method.currency === currency)?.type;
}

const emptyTransfer = (contactId: string, method: string | undefined): PayoutEntry =>
  method === undefined ? { contact_id: contactId } : { contact_id: contactId, receiving_method: method };

export const isSelected = (payouts: readonly PayoutEntry[], contactId: string): boolean =>
  payouts.some((entry) => entry.contact_id === contactId);

/** Select a contact (adds one empty transfer) or, when it is selected, unselect it (drops its transfers). */
export function toggleContact(
  payouts: readonly PayoutEntry[],
  contactId: string,
  method?: string,
): PayoutEntry[] {
  if (isSelected(payouts, contactId)) return payouts.filter((entry) => entry.contact_id !== contactId);
  return [...payouts, emptyTransfer(contactId, method)];
}

/** One more empty transfer to a contact, right after its last one (so its transfers stay together). */
export function addTransfer(
  payouts: readonly PayoutEntry[],
  contactId: string,
  method?: string,
): PayoutEntry[] {
  const last = payouts.findLastIndex((entry) => entry.contact_id === contactId);
  const at = last === -1 ? payouts.length : last + 1;
  return [...payouts.slice(0, at), emptyTransfer(contactId, method), ...payouts.slice(at)];
}

/** Drop one transfer; a contact whose last transfer goes is no longer selected. */
export const removeTransfer = (payouts: readonly PayoutEntry[], index: number): PayoutEntry[] =>
  payouts.filter((_, i) => i !== index);

/** Change one transfer's amount, method or description. */
export function updateTransfer(
  payouts: readonly PayoutEntry[],
  index: number,
  patch: Partial<Omit<PayoutEntry, 'contact_id'>>,
): PayoutEntry[] {
  return payouts.map((entry, i) => {
    if (i !== index) return entry;
    const next: PayoutEntry = { ...entry, ...patch };
    for (const key of Object.keys(patch) as (keyof typeof patch)[])
      if (patch[key] === undefined || patch[key] === '') delete next[key];
    return next;
  });
}

/**
 * A new balance was chosen: every transfer becomes an empty one (amount gone), its method the contact's
 * first for the new currency. The contacts and how many transfers each has stay.
 */
export function resetTransfers(
  payouts: readonly PayoutEntry[],
  methodFor: (contactId: string) => string | undefined = () => undefined,
): PayoutEntry[] {
  return payouts.map((entry) => emptyTransfer(entry.contact_id, methodFor(entry.contact_id)));
}

/** The selected contacts in the order they were selected, each with its transfers. */
export function groupByContact(payouts: readonly PayoutEntry[]): ContactGroup[] {
  const groups = new Map<string, ContactGroup>();
  payouts.forEach((entry, index) => {
    const group = groups.get(entry.contact_id) ?? { contactId: entry.contact_id, transfers: [] };
    group.transfers.push({ index, entry });
    groups.set(entry.contact_id, group);
  });
  return [...groups.values()];
}

/** The form value from whatever RJSF holds (undefined at first, a list after). */
export const payoutsOf = (value: unknown): PayoutEntry[] =>
  Array.isArray(value)
    ? value.filter(
        (entry): entry is PayoutEntry =>
          typeof entry === 'object' && entry !== null && typeof entry.contact_id === 'string',
      )
    : [];
