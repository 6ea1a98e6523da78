/** The parts of a key press the undo shortcut looks at (a plain object, so the rule is testable). */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  /** The focused element: tag name (upper case), input type, and whether it is contenteditable. */
  tag: string;
  type?: string;
  editable?: boolean;
}

/** Inputs whose own Ctrl+Z undoes typing: the editor's undo leaves them alone. */
const TEXT_INPUTS = new Set(['text', 'search', 'url', 'email', 'tel', 'number', 'password', '']);

/** Ctrl+Z (Cmd+Z on a Mac) outside text fields undoes the editor's last change. Shift+Z is redo elsewhere. */
export function isUndoShortcut(press: KeyPress): boolean {
  if (press.key.toLowerCase() !== 'z' || press.shiftKey || press.altKey) return false;
  if (press.ctrlKey === press.metaKey) return false;
  if (press.editable || press.tag === 'TEXTAREA') return false;
  if (press.tag === 'INPUT' && TEXT_INPUTS.has((press.type ?? '').toLowerCase())) return false;
  return true;
}

export function keyPressOf(event: KeyboardEvent): KeyPress {
  const target = event.target instanceof HTMLElement ? event.target : null;
  return {
    key: event.key,
    ctrlKey: event.ctrlKey,
    metaKey: event.metaKey,
    shiftKey: event.shiftKey,
    altKey: event.altKey,
    tag: target?.tagName ?? '',
    type: target instanceof HTMLInputElement ? target.type : undefined,
    editable: target?.isContentEditable ?? false,
  };
}
