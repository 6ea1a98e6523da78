import { describe, expect, it } from 'vitest';
import {
  inlineEditReducer,
  saveDecision,
  type InlineEditAction,
  type InlineEditState,
} from '@/forms/inline-edit-state';

const view: InlineEditState = { mode: 'view' };
const editing = (draft: string, error?: string): InlineEditState =>
  error ? { mode: 'editing', draft, error } : { mode: 'editing', draft };
const saving = (draft: string): InlineEditState => ({ mode: 'saving', draft });

describe('inlineEditReducer', () => {
  it.each<[string, InlineEditState, InlineEditAction, InlineEditState]>([
    ['edit starts from the value', view, { type: 'edit', value: 'Main' }, editing('Main')],
    ['typing changes the draft', editing('Main'), { type: 'type', draft: 'Mai' }, editing('Mai')],
    ['typing clears a shown error', editing('x', 'Boom'), { type: 'type', draft: 'xy' }, editing('xy')],
    ['cancel goes back to the value', editing('Mai'), { type: 'cancel' }, view],
    ['saving locks the draft', editing('New'), { type: 'saving' }, saving('New')],
    ['typing while saving is ignored', saving('New'), { type: 'type', draft: 'Newer' }, saving('New')],
    ['cancel while saving is ignored', saving('New'), { type: 'cancel' }, saving('New')],
    ['a save ends in the view', saving('New'), { type: 'saved' }, view],
    [
      'a failure keeps the draft with the error',
      saving('New'),
      { type: 'failed', error: 'Taken' },
      editing('New', 'Taken'),
    ],
    ['edit while editing is ignored', editing('a'), { type: 'edit', value: 'b' }, editing('a')],
    ['a late answer in the view is ignored', view, { type: 'failed', error: 'x' }, view],
  ])('%s', (_, before, action, after) => {
    expect(inlineEditReducer(before, action)).toEqual(after);
  });
});

describe('saveDecision', () => {
  it.each([
    ['Main', 'Main', 255, { kind: 'undo' }],
    ['  Main ', 'Main', 255, { kind: 'undo' }],
    ['Savings', 'Main', 255, { kind: 'save', text: 'Savings' }],
    [' Savings ', 'Main', 255, { kind: 'save', text: 'Savings' }],
    ['', 'Main', 255, { kind: 'save', text: '' }],
    ['x'.repeat(255), 'Main', 255, { kind: 'save', text: 'x'.repeat(255) }],
    ['x'.repeat(256), 'Main', 255, { kind: 'tooLong' }],
    ['abcd', 'Main', 3, { kind: 'tooLong' }],
  ])('%j over %j (max %i) → %o', (draft, value, max, expected) => {
    expect(saveDecision(draft, value, max)).toEqual(expected);
  });
});
