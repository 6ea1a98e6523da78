// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { wrapTab } from '@/ui/focus-wrap';

afterEach(cleanup);

function renderBox() {
  render(
    <div data-testid="box" tabIndex={-1}>
      <p>Delete the contact?</p>
      <button type="button">First</button>
      <button type="button" disabled>
        Off
      </button>
      <input aria-label="Note" />
      <span tabIndex={-1}>Skipped</span>
      <div hidden>
        <button type="button">Hidden</button>
      </div>
      <button type="button">Last</button>
    </div>,
  );
  return screen.getByTestId('box');
}

describe('wrapTab', () => {
  it.each([
    ['Tab on the last control goes to the first', 'Last', false, 'First'],
    ['Shift+Tab on the first control goes to the last', 'First', true, 'Last'],
  ])('%s', (_, from, shift, to) => {
    const box = renderBox();
    const start = screen.getByText(from);
    start.focus();
    expect(wrapTab(box, shift, document.activeElement)).toBe(true);
    expect(document.activeElement).toBe(screen.getByText(to));
  });

  it('Shift+Tab on the dialog itself goes to its last control', () => {
    const box = renderBox();
    box.focus();
    expect(wrapTab(box, true, box)).toBe(true);
    expect(document.activeElement).toBe(screen.getByText('Last'));
  });

  it.each([
    ['Tab in the middle', 'Note', false],
    ['Shift+Tab in the middle', 'Note', true],
    ['Tab on the first control', 'First', false],
  ])('leaves %s to the browser', (_, from, shift) => {
    const box = renderBox();
    const start = from === 'Note' ? screen.getByLabelText('Note') : screen.getByText(from);
    start.focus();
    expect(wrapTab(box, shift, document.activeElement)).toBe(false);
    expect(document.activeElement).toBe(start);
  });

  it('does nothing in a container without controls', () => {
    render(<div data-testid="empty">Only text</div>);
    expect(wrapTab(screen.getByTestId('empty'), false, document.body)).toBe(false);
  });
});
