import DOMPurify from 'dompurify';

/**
 * Server-supplied HTML (FAQ content) made safe to render (DESIGN §4): scripts, event handlers, javascript:
 * URLs, styles and form controls are removed; text formatting, lists and links stay.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
    FORBID_ATTR: ['style'],
  });
}
