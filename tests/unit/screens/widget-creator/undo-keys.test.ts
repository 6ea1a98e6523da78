import { describe, expect, it } from 'vitest';
import { isUndoShortcut, type KeyPress } from '@/screens/widget-creator/undo-keys';

const press = (over: Partial<KeyPress>): KeyPress => ({
  key: 'z',
  ctrlKey: true,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  tag: 'BODY',
  ...over,
});

describe('isUndoShortcut', () => {
  it.each<[string, Partial<KeyPress>, boolean]>([
    ['Ctrl+Z on the page', {}, true],
    ['Cmd+Z on a Mac', { ctrlKey: false, metaKey: true }, true],
    ['Ctrl+Z with caps lock (Z)', { key: 'Z' }, true],
    ['on a button', { tag: 'BUTTON' }, true],
    ['on a colour picker', { tag: 'INPUT', type: 'color' }, true],
    ['on a radio button', { tag: 'INPUT', type: 'radio' }, true],
    ['a plain z', { ctrlKey: false }, false],
    ['Ctrl+Shift+Z (redo)', { shiftKey: true }, false],
    ['Ctrl+Alt+Z', { altKey: true }, false],
    ['Ctrl+Y', { key: 'y' }, false],
    ['in a text field: its own undo', { tag: 'INPUT', type: 'text' }, false],
    ['in a number field', { tag: 'INPUT', type: 'number' }, false],
    ['in a text area', { tag: 'TEXTAREA' }, false],
    ['in an editable element', { tag: 'DIV', editable: true }, false],
  ])('%s → %s', (_, over, expected) => {
    expect(isUndoShortcut(press(over))).toBe(expected);
  });
});
