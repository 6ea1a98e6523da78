import { describe, expect, it } from 'vitest';
import { helpCodeOf, helpReducer, initialHelpState, type HelpState } from '@/shell/help/help-state';

const WIDE_OPEN: HelpState = { wide: true, open: true };
const WIDE_HIDDEN: HelpState = { wide: true, open: false };
const NARROW_CLOSED: HelpState = { wide: false, open: false };
const NARROW_OPEN: HelpState = { wide: false, open: true };

describe('help panel visibility (spec A §2, §9: hides below 992 px)', () => {
  it.each([
    [1280, WIDE_OPEN],
    [992, WIDE_OPEN],
    [991, NARROW_CLOSED],
    [900, NARROW_CLOSED],
    [390, NARROW_CLOSED],
  ])('starts at %i px as %o', (width, expected) => {
    expect(initialHelpState(width)).toEqual(expected);
  });

  it.each<[string, HelpState, Parameters<typeof helpReducer>[1], HelpState]>([
    ['the toggle hides the panel beside the page', WIDE_OPEN, { type: 'toggle' }, WIDE_HIDDEN],
    ['the toggle opens the overlay when narrow', NARROW_CLOSED, { type: 'toggle' }, NARROW_OPEN],
    ['close closes the overlay', NARROW_OPEN, { type: 'close' }, NARROW_CLOSED],
    ['narrowing below 992 px collapses it', WIDE_OPEN, { type: 'resize', width: 900 }, NARROW_CLOSED],
    ['widening shows it beside the page again', NARROW_CLOSED, { type: 'resize', width: 1200 }, WIDE_OPEN],
    [
      'a resize within the wide mode keeps it hidden',
      WIDE_HIDDEN,
      { type: 'resize', width: 1400 },
      WIDE_HIDDEN,
    ],
    [
      'a resize within the narrow mode keeps the overlay',
      NARROW_OPEN,
      { type: 'resize', width: 600 },
      NARROW_OPEN,
    ],
    ['a page change closes the overlay', NARROW_OPEN, { type: 'route', width: 900 }, NARROW_CLOSED],
    [
      'a page change keeps the choice beside the page',
      WIDE_HIDDEN,
      { type: 'route', width: 1280 },
      WIDE_HIDDEN,
    ],
    ['a page change at a new width starts over', WIDE_HIDDEN, { type: 'route', width: 390 }, NARROW_CLOSED],
  ])('%s', (_name, state, event, expected) => {
    expect(helpReducer(state, event)).toEqual(expected);
  });
});

describe('help code of the current page', () => {
  it.each<[string, { handle?: unknown }[], string | undefined]>([
    [
      'the deepest route that names one',
      [{ handle: { help: 'home' } }, { handle: { help: 'send-money' } }],
      'send-money',
    ],
    ['a layout without a handle is skipped', [{}, { handle: { name: 'index', help: 'home' } }], 'home'],
    ['a page without a code has none', [{}, { handle: { name: 'ui-kit', help: undefined } }], undefined],
    ['an empty code is none', [{ handle: { help: '' } }], undefined],
    ['no matches', [], undefined],
  ])('%s', (_name, matches, expected) => {
    expect(helpCodeOf(matches)).toBe(expected);
  });
});
