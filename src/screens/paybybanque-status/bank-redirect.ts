/**
 * Where Pay by Banque sends the person after starting a payment (POST /api/v2/paybybanque → `redirect_url`):
 * only a web address (http or https) is followed, so a broken answer cannot run a `javascript:` URL.
 *
 * @example bankRedirect({ data: { redirect_url: 'https://bank.test/pay?id=1' } }, 'https://app.test'); // 'https://bank.test/pay?id=1'
 * @example bankRedirect({ data: { redirect_url: 'javascript:alert(1)' } }, 'https://app.test'); // undefined
 */
export function bankRedirect(response: unknown, origin: string): string | undefined {
  const url = (response as { data?: { redirect_url?: unknown } } | null)?.data?.redirect_url;
  if (typeof url !== 'string' || url === '') return undefined;
  try {
    const parsed = new URL(url, origin);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}
