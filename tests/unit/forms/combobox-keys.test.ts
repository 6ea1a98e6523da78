// The keys of the select combobox (WAI-ARIA combobox pattern): what each does, open or closed, with a search
// box or as a plain button.
import { describe, expect, it } from 'vitest';
import { keyAction, type KeyState } from '@/forms/combobox-keys';

const state = (open: boolean, searchable: boolean, chipRemovable = false): KeyState => ({
  open,
  searchable,
  chipRemovable,
});

describe('keyAction', () => {
  it.each([
    ['ArrowDown', state(false, true), { type: 'open', from: 'first' }],
    ['ArrowUp', state(false, true), { type: 'open', from: 'last' }],
    ['ArrowDown', state(true, true), { type: 'move', to: 'next' }],
    ['ArrowUp', state(true, false), { type: 'move', to: 'previous' }],
    ['Home', state(true, false), { type: 'move', to: 'first' }],
    ['End', state(true, false), { type: 'move', to: 'last' }],
    ['Home', state(true, true), undefined],
    ['Enter', state(true, true), { type: 'pick' }],
    ['Enter', state(false, true), undefined],
    ['Enter', state(false, false), { type: 'open', from: 'first' }],
    [' ', state(false, false), { type: 'open', from: 'first' }],
    [' ', state(true, false), { type: 'pick' }],
    [' ', state(true, true), undefined],
    ['Escape', state(true, true), { type: 'close', escape: true }],
    ['Escape', state(false, true), undefined],
    ['Tab', state(true, false), { type: 'close', escape: false }],
    ['Tab', state(false, false), undefined],
    ['Backspace', state(true, true, true), { type: 'removeLast' }],
    ['Backspace', state(false, true), undefined],
    ['e', state(false, false), { type: 'typeAhead', letter: 'e' }],
    ['e', state(true, true), undefined],
  ] as const)('%j in %o → %o', (key, keyState, action) => {
    expect(keyAction({ key }, keyState)).toEqual(action);
  });

  it('leaves shortcuts alone in a plain list', () => {
    expect(keyAction({ key: 'c', ctrlKey: true }, state(true, false))).toBeUndefined();
    expect(keyAction({ key: 'r', metaKey: true }, state(false, false))).toBeUndefined();
  });
});
