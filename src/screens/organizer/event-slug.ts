/**
 * Which public event an address of the catch-all `/:organizer/:id?` names: `/{organizer}/{event}` names the
 * event, `/{custom-url}` alone is an event's custom URL (spec B §2 "custom event URL"). Pure.
 *
 * @example publicEventSlug({ organizer: 'demo-merchant', id: 'summer-fest' }); // 'summer-fest'
 * @example publicEventSlug({ organizer: 'summer-fest' }); // 'summer-fest'
 */
export function publicEventSlug(params: { organizer?: string; id?: string }): string | undefined {
  const slug = (params.id ?? params.organizer ?? '').trim();
  // A slug is one path segment of letters, digits, dashes and underscores; anything else cannot be an event.
  return /^[\p{L}\p{N}_-]{1,191}$/u.test(slug) ? slug : undefined;
}
