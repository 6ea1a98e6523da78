import type { CardDesign, PhysicalColor, VirtualDesign } from './card-view';

/** How a card face is painted: CSS backgrounds (no image files) and whether its print is light or dark. */
export interface FacePaint {
  background: string;
  ink: 'light' | 'dark';
}

// Seven virtual designs, told apart by pattern as well as colour (a colour-blind person still sees seven).
const VIRTUAL: Record<VirtualDesign, FacePaint> = {
  // Aurora: soft glows over teal to violet.
  'VCD-001': {
    background:
      'radial-gradient(circle at 15% 20%, rgba(110,255,214,.55), transparent 45%), radial-gradient(circle at 85% 80%, rgba(255,120,220,.45), transparent 50%), linear-gradient(135deg, #0f766e, #6d28d9)',
    ink: 'light',
  },
  // Sunset: warm diagonal stripes.
  'VCD-002': {
    background:
      'repeating-linear-gradient(120deg, rgba(255,255,255,.10) 0 14px, transparent 14px 28px), linear-gradient(135deg, #f97316, #db2777)',
    ink: 'light',
  },
  // Ocean: rings spreading from a corner.
  'VCD-003': {
    background:
      'repeating-radial-gradient(circle at 100% 100%, rgba(255,255,255,.12) 0 2px, transparent 2px 22px), linear-gradient(160deg, #1e3a8a, #0891b2)',
    ink: 'light',
  },
  // Forest: a dotted grid over greens.
  'VCD-004': {
    background:
      'radial-gradient(rgba(255,255,255,.18) 1.5px, transparent 1.5px) 0 0 / 14px 14px, linear-gradient(135deg, #14532d, #65a30d)',
    ink: 'light',
  },
  // Graphite: fine cross-hatching on charcoal.
  'VCD-005': {
    background:
      'repeating-linear-gradient(45deg, rgba(255,255,255,.06) 0 1px, transparent 1px 8px), repeating-linear-gradient(-45deg, rgba(255,255,255,.06) 0 1px, transparent 1px 8px), linear-gradient(135deg, #111827, #374151)',
    ink: 'light',
  },
  // Rose gold: a metallic sheen, printed dark.
  'VCD-006': {
    background:
      'conic-gradient(from 210deg at 70% 30%, rgba(255,255,255,.55), transparent 25%, rgba(255,255,255,.35) 55%, transparent 80%), linear-gradient(135deg, #f9c9b6, #d8a48f 55%, #b7795f)',
    ink: 'dark',
  },
  // Midnight (the default): scattered stars on navy to indigo.
  'VCD-007': {
    background:
      'radial-gradient(rgba(255,255,255,.7) 1px, transparent 1.5px) 0 0 / 37px 29px, radial-gradient(rgba(255,255,255,.45) 1px, transparent 1.5px) 11px 17px / 23px 31px, linear-gradient(135deg, #0b1437, #3730a3)',
    ink: 'light',
  },
};

const PLAIN = (from: string, to: string, ink: FacePaint['ink'] = 'light'): FacePaint => ({
  // A physical card is one colour with a light fall across it, like printed plastic.
  background: `linear-gradient(115deg, rgba(255,255,255,.18), transparent 40%), linear-gradient(135deg, ${from}, ${to})`,
  ink,
});

const PHYSICAL: Record<PhysicalColor, FacePaint> = {
  blue: PLAIN('#1d4ed8', '#1e3a8a'),
  black: PLAIN('#27272a', '#09090b'),
  silver: PLAIN('#e5e7eb', '#9ca3af', 'dark'),
  gold: PLAIN('#fde68a', '#ca8a04', 'dark'),
  green: PLAIN('#16a34a', '#14532d'),
  red: PLAIN('#dc2626', '#7f1d1d'),
  purple: PLAIN('#9333ea', '#4c1d95'),
  pink: PLAIN('#f472b6', '#be185d'),
  orange: PLAIN('#fb923c', '#c2410c'),
  teal: PLAIN('#14b8a6', '#115e59'),
};

export const paintOf = (design: CardDesign): FacePaint =>
  design.factor === 'virtual' ? VIRTUAL[design.design] : PHYSICAL[design.color];
