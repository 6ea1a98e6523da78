/** Tags that must never come out of the sanitizer: they run code, load documents or change where URLs point. */
const DANGEROUS_TAGS = new Set([
  'script',
  'iframe',
  'frame',
  'object',
  'embed',
  'base',
  'meta',
  'link',
  'style',
  'form',
  'input',
  'button',
  'textarea',
  'noscript',
  'template',
]);

const URL_ATTRIBUTES = new Set(['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc']);

/** A URL a browser would run as script or load as a document, after the spaces and controls it ignores. */
// Browsers ignore leading spaces and controls, and tabs and newlines anywhere, in a URL: drop them all.
const scriptUrl = (value: string) =>
  /^(javascript|vbscript|data):/i.test([...value].filter((char) => char.charCodeAt(0) > 0x20).join(''));

/** What in a parsed fragment could run a script; empty when nothing can. */
export function dangerIn(root: ParentNode): string[] {
  const found: string[] = [];
  for (const element of root.querySelectorAll('*')) {
    const tag = element.localName.toLowerCase();
    if (DANGEROUS_TAGS.has(tag)) found.push(`<${tag}>`);
    for (const { name, value } of Array.from(element.attributes)) {
      const attribute = name.toLowerCase();
      if (attribute.startsWith('on')) found.push(`${tag}[${attribute}]`);
      if (attribute === 'style') found.push(`${tag}[style]`);
      if (URL_ATTRIBUTES.has(attribute) && (attribute === 'srcdoc' || scriptUrl(value)))
        found.push(`${tag}[${attribute}=${value}]`);
    }
  }
  return found;
}
