/** The attribute that names a click target for analytics, in any language: `<button data-track="pay-now">`. */
export const TRACK_ATTRIBUTE = 'data-track';

const CLICKABLE =
  'a[href], button, [role="button"], [role="link"], [role="menuitem"], [role="tab"], [data-track]';
const MAX_NAME = 64;

export interface ClickTarget {
  target: string;
  /** 'link' or 'button' (any other clickable role counts as a button). */
  kind: 'link' | 'button';
}

/**
 * Digits may be amounts, account or card numbers, and an address names a person: neither leaves the browser
 * in a target name. (Other personal text, a name in a label, needs a data-track on its element.)
 */
const scrub = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[^\s@]+@[^\s@]+/g, '[email]')
    .replace(/\d/g, '#')
    .slice(0, MAX_NAME);

/**
 * What a click hit: the nearest button or link around the clicked node, named by its data-track attribute,
 * else its id, else its accessible name (aria-label or text), digits and addresses masked. Clicks elsewhere are not events.
 */
export function clickTarget(node: EventTarget | null): ClickTarget | undefined {
  if (!(node instanceof Element)) return undefined;
  const element = node.closest(CLICKABLE);
  if (!element || element.closest(`[${TRACK_ATTRIBUTE}="off"]`)) return undefined;
  const name =
    element.getAttribute(TRACK_ATTRIBUTE) ||
    element.id ||
    scrub(element.getAttribute('aria-label') ?? '') ||
    scrub(element.textContent ?? '') ||
    element.tagName.toLowerCase();
  const kind = element.matches('a[href], [role="link"]') ? 'link' : 'button';
  return { target: name, kind };
}
