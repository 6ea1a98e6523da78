import type { components } from '@/api/generated/main';

export type DebitCard = components['schemas']['DebitCard'];

/** Virtual card designs VCD-001 … VCD-007 (spec A §3 Card). */
export const VIRTUAL_DESIGNS = [
  'VCD-001',
  'VCD-002',
  'VCD-003',
  'VCD-004',
  'VCD-005',
  'VCD-006',
  'VCD-007',
] as const;
export type VirtualDesign = (typeof VIRTUAL_DESIGNS)[number];
export const DEFAULT_VIRTUAL_DESIGN: VirtualDesign = 'VCD-007';

/** Physical card colours the app can draw; the spec names only the default, blue. */
export const PHYSICAL_COLORS = [
  'blue',
  'black',
  'silver',
  'gold',
  'green',
  'red',
  'purple',
  'pink',
  'orange',
  'teal',
] as const;
export type PhysicalColor = (typeof PHYSICAL_COLORS)[number];
export const DEFAULT_PHYSICAL_COLOR: PhysicalColor = 'blue';

export type CardDesign =
  { factor: 'virtual'; design: VirtualDesign } | { factor: 'physical'; color: PhysicalColor };

const isVirtualDesign = (value: unknown): value is VirtualDesign =>
  (VIRTUAL_DESIGNS as readonly unknown[]).includes(value);

/** `gray` is the same colour as silver's family; anything else unknown falls back to the default. */
function physicalColor(value: unknown): PhysicalColor {
  const color = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (color === 'grey' || color === 'gray') return 'silver';
  return (PHYSICAL_COLORS as readonly string[]).includes(color)
    ? (color as PhysicalColor)
    : DEFAULT_PHYSICAL_COLOR;
}

/**
 * What the tile draws (spec A §3 Card): a virtual card its design VCD-001 … VCD-007 (default VCD-007), a
 * physical one its colour (default blue). A card without a factor is physical (the spec's default).
 */
export function designOf(card: Pick<DebitCard, 'factor' | 'card_design' | 'virtual_design'>): CardDesign {
  if (card.factor === 'virtual') {
    const id = card.virtual_design?.public_id;
    return { factor: 'virtual', design: isVirtualDesign(id) ? id : DEFAULT_VIRTUAL_DESIGN };
  }
  return { factor: 'physical', color: physicalColor(card.card_design?.color) };
}

/** `MM/YY`, as printed on a card; empty when the card has no expiry. */
export function expiryOf(card: Pick<DebitCard, 'exp_month' | 'exp_year'>): string {
  const { exp_month: month, exp_year: year } = card;
  if (!month || !year || month < 1 || month > 12) return '';
  return `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
}

export const holderOf = (card: Pick<DebitCard, 'first_name' | 'last_name'>): string =>
  [card.first_name, card.last_name]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');

export type Brand = 'visa' | 'mastercard' | 'other';
export function brandOf(card: Pick<DebitCard, 'type'>): Brand {
  const type = (card.type ?? '').toLowerCase();
  if (type.startsWith('visa')) return 'visa';
  if (type.startsWith('mastercard') || type.startsWith('master')) return 'mastercard';
  return 'other';
}

export const isActivated = (card: Pick<DebitCard, 'status'>) => card.status === 'activated';

/** The Settings link shows when the card is selectable and active (spec A §3 Debit card tile). */
export const showsSettings = (card: Pick<DebitCard, 'status' | 'selectable'>) =>
  card.selectable && isActivated(card);

/**
 * What clicking a tile does (spec A §3): its transactions, unless activation is needed; then a virtual card
 * activates in a dialog (e-mailed code) and a physical one on the activate page.
 */
export type TileAction = 'transactions' | 'activate-virtual' | 'activate-physical';
export function tileAction(card: Pick<DebitCard, 'status' | 'factor'>): TileAction {
  if (isActivated(card)) return 'transactions';
  return card.factor === 'virtual' ? 'activate-virtual' : 'activate-physical';
}

/** The query parameter the activate page reads the card from (agreed with the activate page). */
export const ACTIVATE_CARD_PARAM = 'card';
export const activateHref = (base: string, publicId: string) =>
  `${base}?${new URLSearchParams({ [ACTIVATE_CARD_PARAM]: publicId }).toString()}`;
