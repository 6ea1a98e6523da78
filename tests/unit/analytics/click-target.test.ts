// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { clickTarget } from '@/analytics/click-target';

function hit(html: string, selector = '#hit') {
  document.body.innerHTML = html;
  return clickTarget(document.querySelector(selector));
}

describe('clickTarget', () => {
  it.each([
    [
      'data-track wins',
      '<button data-track="pay-now" id="b">Pay</button>',
      '#b',
      { target: 'pay-now', kind: 'button' },
    ],
    ['then the id', '<button id="hit">Pay</button>', '#hit', { target: 'hit', kind: 'button' }],
    [
      'then aria-label',
      '<button aria-label="Close"><svg id="hit"></svg></button>',
      '#hit',
      { target: 'Close', kind: 'button' },
    ],
    [
      'then the text, from a nested node',
      '<a href="/x"><span id="hit">  Open   invoices </span></a>',
      '#hit',
      { target: 'Open invoices', kind: 'link' },
    ],
    [
      'digits are masked',
      '<button><b id="hit">USD 1,234.50</b></button>',
      '#hit',
      { target: 'USD #,###.##', kind: 'button' },
    ],
    [
      'addresses are masked',
      '<button><b id="hit">Sign in as ana@demo.test</b></button>',
      '#hit',
      { target: 'Sign in as [email]', kind: 'button' },
    ],
    [
      'role=link is a link',
      '<div role="link"><i id="hit">Go</i></div>',
      '#hit',
      { target: 'Go', kind: 'link' },
    ],
    [
      'role=menuitem is a button',
      '<div role="menuitem"><i id="hit">Log out</i></div>',
      '#hit',
      { target: 'Log out', kind: 'button' },
    ],
    [
      'an empty button is named by its tag',
      '<button><i id="hit"></i></button>',
      '#hit',
      { target: 'button', kind: 'button' },
    ],
    ['plain text is no target', '<p id="hit">Hello</p>', '#hit', undefined],
    ['a link without href is no link', '<a><span id="hit">x</span></a>', '#hit', undefined],
    ['opted out', '<div data-track="off"><button><i id="hit">Secret</i></button></div>', '#hit', undefined],
  ])('%s', (_name, html, selector, expected) => {
    expect(hit(html, selector)).toEqual(expected);
  });

  it('long names are cut to 64 characters', () => {
    expect(hit(`<button><i id="hit">${'a'.repeat(100)}</i></button>`)?.target).toHaveLength(64);
  });

  it('ignores non-elements', () => {
    expect(clickTarget(null)).toBeUndefined();
    expect(clickTarget(window)).toBeUndefined();
  });
});
