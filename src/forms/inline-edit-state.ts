/**
 * The inline editor's states (spec A §5 "Inline edit: max length 255 (default); saving an unchanged value
 * counts as undo"): showing the value, editing a draft, saving it. A failed save goes back to editing with the
 * draft kept and the error shown, so nothing typed is lost.
 */
export type InlineEditState =
  { mode: 'view' } | { mode: 'editing'; draft: string; error?: string } | { mode: 'saving'; draft: string };

export type InlineEditAction =
  | { type: 'edit'; value: string }
  | { type: 'type'; draft: string }
  | { type: 'cancel' }
  | { type: 'saving' }
  | { type: 'saved' }
  | { type: 'failed'; error: string };

export const INLINE_EDIT_MAX = 255;

export function inlineEditReducer(state: InlineEditState, action: InlineEditAction): InlineEditState {
  switch (action.type) {
    case 'edit':
      return state.mode === 'view' ? { mode: 'editing', draft: action.value } : state;
    case 'type':
      return state.mode === 'editing' ? { mode: 'editing', draft: action.draft } : state;
    case 'cancel':
      return state.mode === 'editing' ? { mode: 'view' } : state;
    case 'saving':
      return state.mode === 'editing' ? { mode: 'saving', draft: state.draft } : state;
    case 'saved':
      return state.mode === 'saving' ? { mode: 'view' } : state;
    case 'failed':
      return state.mode === 'saving' ? { mode: 'editing', draft: state.draft, error: action.error } : state;
  }
}

/**
 * What pressing Save does with a draft: nothing but closing when it equals the value (undo), refusing it when
 * it is too long (a paste can get past the input's maxLength in some browsers), else saving the trimmed text.
 */
export function saveDecision(
  draft: string,
  value: string,
  maxLength = INLINE_EDIT_MAX,
): { kind: 'undo' } | { kind: 'tooLong' } | { kind: 'save'; text: string } {
  const text = draft.trim();
  if (text === value.trim()) return { kind: 'undo' };
  if (text.length > maxLength) return { kind: 'tooLong' };
  return { kind: 'save', text };
}
