/** A merchant's QR code as the list answers it (GET /api/v2/processing/qr-payments). */
export interface StickerCandidate {
  code: string;
  type: 'static' | 'dynamic';
  amount: number | null;
  status: string;
  link: string;
  currency: string;
  created_at: string;
}

/**
 * The codes a sticker may print, oldest first (a merchant's first sticker): live static codes the payer types
 * the amount on (a sticker serves every customer, so a code for one amount, single use, would die after the
 * first payment).
 */
export function stickerCodes<T extends StickerCandidate>(rows: readonly T[]): T[] {
  return rows
    .filter((row) => row.type === 'static' && row.amount === null && row.status === 'active')
    .sort((a, b) => a.created_at.localeCompare(b.created_at));
}

/** Printed sizes: the sticker's width in millimetres (it is 4:5, portrait). */
export const STICKER_SIZES = { small: 50, medium: 80, large: 120 } as const;
export type StickerSize = keyof typeof STICKER_SIZES;

/** The sticker's drawing, in its own units (the QR image is 180 of them, spec B §9). */
export const STICKER_BOX = { width: 240, height: 300, qr: 180 } as const;

/** A file name from the business name: `marquez-coffee-roasters-qr-sticker.svg`. */
export function stickerFileName(business: string, extension: 'svg' | 'png'): string {
  const slug = business
    .normalize('NFKD')
    // Accents come apart from their letters and go: Café → cafe.
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${slug || 'merchant'}-qr-sticker.${extension}`;
}

/** The name on the sticker, shortened so it fits one line of the drawing. */
export function stickerTitle(business: string, max = 26): string {
  const name = business.trim().replace(/\s+/g, ' ');
  return name.length > max ? `${name.slice(0, max - 1).trimEnd()}…` : name;
}
