// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '@/shell/help/sanitize-html';

// FAQ content is server HTML (spec A §3 FAQ); DESIGN §4: sanitized with DOMPurify before rendering.
describe('sanitizeHtml', () => {
  it.each([
    ['a script element', '<p>Hi</p><script>alert(1)</script>', '<p>Hi</p>'],
    ['an onerror handler', '<img src="x" onerror="alert(1)">', '<img src="x">'],
    [
      'an onclick handler',
      '<a href="/support" onclick="steal()">Support</a>',
      '<a href="/support">Support</a>',
    ],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['inline styles', '<p style="position:fixed">x</p>', '<p>x</p>'],
    ['a form', '<form action="https://evil.example"><input name="pin"></form><p>ok</p>', '<p>ok</p>'],
    ['an iframe', '<iframe src="https://evil.example"></iframe><p>ok</p>', '<p>ok</p>'],
  ])('removes %s', (_name, input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });

  it('keeps the formatting help articles use', () => {
    const html =
      '<p>Most actions are <strong>free</strong>.</p><ul><li>One</li><li>Two</li></ul><a href="/support">Contact support</a>';
    expect(sanitizeHtml(html)).toBe(html);
  });
});
