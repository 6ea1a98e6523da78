/** A colour as the server stores it: `#` and six hex digits (spec B §5, the API refuses anything else). */
export const HEX_COLOR = /^#[0-9A-Fa-f]{6}$/;

/** `1e40af`, `#1E40AF ` → `#1E40AF`; undefined when the text is not a six-digit hex colour. */
export function normalizeHex(text: string): string | undefined {
  const trimmed = text.trim();
  const withHash = trimmed.startsWith('#') ? trimmed : `#${trimmed}`;
  return HEX_COLOR.test(withHash) ? withHash.toUpperCase() : undefined;
}

const channel = (value: number) => {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG relative luminance of a `#RRGGBB` colour, from 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return 0.2126 * channel(r ?? 0) + 0.7152 * channel(g ?? 0) + 0.0722 * channel(b ?? 0);
}

export const WHITE = '#FFFFFF';
export const BLACK = '#000000';

/** The readable text on a colour (spec B §2 contrast helper): white below 0.5 relative luminance, else black. */
export const textOn = (hex: string): string => (relativeLuminance(hex) < 0.5 ? WHITE : BLACK);
