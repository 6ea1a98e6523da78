/**
 * The page numbers a pager shows: the current page and up to `span` pages either side (spec A §9: 3), with
 * the first and last page always reachable; `null` marks a gap ("…").
 *
 * @example
 * pageWindow(10, 20); // [1, null, 7, 8, 9, 10, 11, 12, 13, null, 20]
 * pageWindow(2, 4); // [1, 2, 3, 4]
 */
export function pageWindow(current: number, last: number, span = 3): (number | null)[] {
  const from = Math.max(1, current - span);
  const to = Math.min(last, current + span);
  const pages: (number | null)[] = [];
  if (from > 1) pages.push(1);
  if (from > 2) pages.push(null);
  for (let page = from; page <= to; page += 1) pages.push(page);
  if (to < last - 1) pages.push(null);
  if (to < last) pages.push(last);
  return pages;
}
