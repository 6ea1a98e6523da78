/** Banners above every default-layout page: Test mode (sandbox on) and the KYB notice (spec A §2, §4). */
export function ShellBanners() {
  return null;
}
