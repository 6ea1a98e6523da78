// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Dialog } from '@/ui/dialog';

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});
afterEach(cleanup);

function renderDialog(onConfirm = vi.fn(), onClose = vi.fn()) {
  render(
    <Dialog open onClose={onClose} onConfirm={onConfirm} aria-label="Verify">
      <p>Verify to access the product</p>
      <input aria-label="Note" />
      <textarea aria-label="Comment" />
      <select aria-label="Size">
        <option>S</option>
      </select>
      <button type="button">Not now</button>
      <a href="/help">Help</a>
      <form onSubmit={(event) => event.preventDefault()}>
        <input aria-label="Amount" />
      </form>
    </Dialog>,
  );
  return { onConfirm, onClose };
}

describe('Dialog: Enter confirms', () => {
  it('runs the primary action for Enter on the dialog, its text or a lone input', () => {
    const { onConfirm } = renderDialog();
    fireEvent.keyDown(screen.getByRole('dialog', { hidden: true }), { key: 'Enter' });
    fireEvent.keyDown(screen.getByText('Verify to access the product'), { key: 'Enter' });
    fireEvent.keyDown(screen.getByLabelText('Note'), { key: 'Enter' });
    expect(onConfirm).toHaveBeenCalledTimes(3);
  });

  it.each([
    ['a text area (a new line)', () => screen.getByLabelText('Comment')],
    ['a select', () => screen.getByLabelText('Size')],
    ['a button (it clicks itself)', () => screen.getByText('Not now')],
    ['a link', () => screen.getByText('Help')],
    ['a field of a form (the form submits)', () => screen.getByLabelText('Amount')],
  ])('leaves Enter on %s alone', (_, target) => {
    const { onConfirm } = renderDialog();
    fireEvent.keyDown(target(), { key: 'Enter' });
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('waits while an input method is composing, and ignores other keys and held or modified Enter', () => {
    const { onConfirm } = renderDialog();
    const note = screen.getByLabelText('Note');
    fireEvent.keyDown(note, { key: 'Enter', isComposing: true });
    fireEvent.keyDown(note, { key: 'Enter', keyCode: 229 });
    fireEvent.keyDown(note, { key: 'Enter', repeat: true });
    fireEvent.keyDown(note, { key: 'Enter', shiftKey: true });
    fireEvent.keyDown(note, { key: ' ' });
    fireEvent.keyDown(note, { key: 'Escape' });
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('does nothing on Enter without onConfirm, and still calls the owner’s own key handler', () => {
    const onKeyDown = vi.fn();
    render(
      <Dialog open onClose={() => {}} onKeyDown={onKeyDown} aria-label="Plain">
        <p>Text</p>
      </Dialog>,
    );
    fireEvent.keyDown(screen.getByText('Text'), { key: 'Enter' });
    expect(onKeyDown).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape (the cancel event) without confirming', () => {
    const { onConfirm, onClose } = renderDialog();
    fireEvent(screen.getByRole('dialog', { hidden: true }), new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
