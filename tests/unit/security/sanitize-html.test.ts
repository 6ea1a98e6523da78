// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '@/shell/help/sanitize-html';
import { XSS_PAYLOADS } from '../../e2e/security-payloads';
import { dangerIn } from './dom-danger';

/** Parses HTML the way the help panel's innerHTML does, without running anything (a template is inert). */
function parse(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

const serialize = (fragment: DocumentFragment) => {
  const holder = document.createElement('div');
  holder.append(fragment.cloneNode(true));
  return holder.innerHTML;
};

describe('sanitizeHtml against the XSS payloads', () => {
  it('has at least 20 payloads, each calling the sentinel', () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(20);
    for (const payload of XSS_PAYLOADS) expect(payload).toMatch(/__xssHit|&#95;&#95;xssHit/);
  });

  it('the checker itself finds what the payloads carry before sanitizing', () => {
    // Without this, a checker that never finds anything would pass every payload below.
    const unsafe = XSS_PAYLOADS.filter((payload) => dangerIn(parse(payload)).length > 0);
    expect(unsafe.length).toBeGreaterThanOrEqual(20);
  });

  it.each(XSS_PAYLOADS.map((payload, index) => [index + 1, payload] as const))(
    'payload %i leaves nothing that can run: %s',
    (_index, payload) => {
      const once = parse(sanitizeHtml(payload));
      expect(dangerIn(once)).toEqual([]);
      // Mutation XSS: markup that turns hostile when the browser serialises and parses it again.
      const again = parse(serialize(once));
      expect(dangerIn(again)).toEqual([]);
      expect(dangerIn(parse(sanitizeHtml(serialize(once))))).toEqual([]);
    },
  );

  it('keeps the formatting and plain links of real FAQ answers', () => {
    const html =
      '<p>Most actions are <strong>free</strong>.</p><ul><li>One</li></ul><a href="/support">Contact support</a>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('keeps the visible text of a neutralised link', () => {
    const fragment = parse(sanitizeHtml(XSS_PAYLOADS[3] ?? ''));
    expect(fragment.textContent).toBe('open');
    expect(fragment.querySelector('a')?.hasAttribute('href')).toBe(false);
  });
});
