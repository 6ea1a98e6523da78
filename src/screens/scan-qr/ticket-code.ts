/**
 * The ticket code in a scanned QR text. The attendee's QR holds the code itself (`atd_0002`); a QR holding a
 * link to the attendee (`https://…/attendee/atd_0002` or `…?code=atd_0002`) gives the link's code. Pure.
 *
 * @example ticketCodeOf(' atd_0002\n'); // 'atd_0002'
 * @example ticketCodeOf('https://pay.example/attendee/atd_0002'); // 'atd_0002'
 */
export function ticketCodeOf(text: string): string | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  if (!/^https?:\/\//i.test(trimmed)) return trimmed;
  try {
    const url = new URL(trimmed);
    const param = url.searchParams.get('code') ?? url.searchParams.get('ticket');
    if (param?.trim()) return param.trim();
    const last = url.pathname.split('/').filter(Boolean).pop();
    return last ? decodeURIComponent(last) : undefined;
  } catch {
    return trimmed;
  }
}
