/**
 * What every page's frame reads (layouts, menu, banners, the profile menu and sign-in, error pages), measured
 * on /auth/login, /, /transactions and /send-money. They come in one file per language,
 * `locales/<language>/frame.json` (scripts/vite-plugin-locales.ts writes it), fetched as the app starts: one
 * request rather than seven, each of which was a round trip on a phone. The demo build adds the demo's own.
 */
export function frameNamespaces(demoBackend: boolean): string[] {
  return ['common', 'shell', 'menu', 'auth', 'banners', 'errors', ...(demoBackend ? ['demo'] : [])];
}

/** The file name, under `locales/<language>/`, of the frame's namespaces together. */
export const FRAME_FILE = 'frame';
