/** Builds an IBAN with valid ISO 13616 check digits from a country code and a BBAN. */
export function makeIban(country: string, bban: string): string {
  const rearranged = `${bban}${country}00`.toUpperCase();
  const digits = [...rearranged]
    .map((c) => (c >= 'A' && c <= 'Z' ? String(c.charCodeAt(0) - 55) : c))
    .join('');
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return `${country}${String(98 - remainder).padStart(2, '0')}${bban}`;
}

export function isValidIban(iban: string): boolean {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(compact)) return false;
  return makeIban(compact.slice(0, 2), compact.slice(4)) === compact;
}
