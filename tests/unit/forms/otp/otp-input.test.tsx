// @vitest-environment jsdom
// The one-time-code boxes as a person uses them (spec A §4, §5): type, paste, Backspace, arrows, completion.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import widgets from '../../../../locales/en/widgets.json';
import { OtpInput } from '@/forms/otp/otp-input';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n
    .use(initReactI18next)
    .init({ lng: 'en', resources: { en: { widgets } }, interpolation: { escapeValue: false } });
});
afterEach(cleanup);

function Harness(props: {
  onChange?: (code: string) => void;
  onComplete?: (code: string) => void;
  type?: 'numeric' | 'text';
  length?: number;
}) {
  const [value, setValue] = useState('');
  return (
    <I18nextProvider i18n={i18n}>
      <OtpInput
        id="code"
        value={value}
        label="Card code"
        type={props.type}
        length={props.length}
        onChange={(code) => {
          setValue(code);
          props.onChange?.(code);
        }}
        onComplete={props.onComplete}
      />
      <output data-testid="value">{value}</output>
    </I18nextProvider>
  );
}

const box = (n: number, total = 6) => screen.getByLabelText(`Digit ${n} of ${total}`) as HTMLInputElement;
const shown = () => [1, 2, 3, 4, 5, 6].map((n) => box(n).value).join('|');
const paste = (target: HTMLElement, text: string) =>
  fireEvent.paste(target, { clipboardData: { getData: () => text } });

describe('OtpInput', () => {
  it('is one labelled group of six labelled boxes, left to right, the first one autofillable', () => {
    render(<Harness />);
    const group = screen.getByRole('group', { name: 'Card code' });
    expect(group.getAttribute('dir')).toBe('ltr');
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
    expect(box(1).id).toBe('code');
    expect(box(1).getAttribute('autocomplete')).toBe('one-time-code');
    expect(box(2).getAttribute('autocomplete')).toBe('off');
    expect(box(1).getAttribute('inputmode')).toBe('numeric');
    // Two blocks of three boxes, so the gap between them is drawn by the layout.
    expect(group.children).toHaveLength(2);
    expect(group.children[0]?.querySelectorAll('input')).toHaveLength(3);
  });

  it('moves to the next box on each digit, ignores letters, and completes on the sixth', async () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    box(1).focus();
    fireEvent.input(box(1), { target: { value: '4' } });
    expect(document.activeElement).toBe(box(2));
    fireEvent.input(box(2), { target: { value: 'x' } });
    // A controlled box that refuses the letter shows its value again at once, as React restores it.
    expect(box(2).value).toBe('');
    expect(document.activeElement).toBe(box(2));
    for (const [n, digit] of [
      [2, '2'],
      [3, '7'],
      [4, '0'],
      [5, '9'],
    ] as const)
      fireEvent.input(box(n), { target: { value: digit } });
    expect(onComplete).not.toHaveBeenCalled();
    fireEvent.input(box(6), { target: { value: '1' } });
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('427091');
    expect(screen.getByTestId('value').textContent).toBe('427091');
  });

  it('fills every box from a paste with spaces and completes', () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    paste(box(1), '12 34 56');
    expect(shown()).toBe('1|2|3|4|5|6');
    expect(onComplete).toHaveBeenCalledWith('123456');
    expect(document.activeElement).toBe(box(6));
  });

  it('refuses a paste with a letter, changes nothing and says why', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.input(box(1), { target: { value: '9' } });
    onChange.mockClear();
    paste(box(2), '12a456');
    expect(shown()).toBe('9|||||');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('Only digits can be pasted. Check the code and try again.')).toBeTruthy();
    // The next good input takes the message away.
    fireEvent.input(box(2), { target: { value: '1' } });
    expect(screen.queryByText(/Only digits can be pasted/)).toBeNull();
  });

  it('takes letters in a text code', () => {
    render(<Harness type="text" length={4} />);
    paste(box(1, 4), 'ab 12');
    expect(screen.getByTestId('value').textContent).toBe('ab12');
  });

  it('clears backwards with Backspace and moves with the arrow keys', () => {
    render(<Harness />);
    paste(box(1), '123456');
    box(6).focus();
    fireEvent.keyDown(box(6), { key: 'Backspace' });
    expect(shown()).toBe('1|2|3|4|5|');
    expect(document.activeElement).toBe(box(6));
    fireEvent.keyDown(box(6), { key: 'Backspace' });
    expect(shown()).toBe('1|2|3|4||');
    expect(document.activeElement).toBe(box(5));
    expect(screen.getByTestId('value').textContent).toBe('1234');

    fireEvent.keyDown(box(5), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(box(4));
    fireEvent.keyDown(box(4), { key: 'ArrowRight' });
    fireEvent.keyDown(box(5), { key: 'ArrowRight' });
    expect(document.activeElement).toBe(box(6));
    fireEvent.keyDown(box(6), { key: 'Home' });
    expect(document.activeElement).toBe(box(1));
  });

  it('keeps later boxes where they are when a middle box is cleared, and completes again when refilled', () => {
    const onComplete = vi.fn();
    render(<Harness onComplete={onComplete} />);
    paste(box(1), '123456');
    fireEvent.input(box(3), { target: { value: '' } });
    expect(shown()).toBe('1|2||4|5|6');
    expect(screen.getByTestId('value').textContent).toBe('12');
    fireEvent.input(box(3), { target: { value: '8' } });
    expect(onComplete).toHaveBeenLastCalledWith('128456');
    expect(onComplete).toHaveBeenCalledTimes(2);
  });

  it('spreads an autofilled code that lands in the first box', () => {
    render(<Harness />);
    fireEvent.input(box(1), { target: { value: '654321' } });
    expect(shown()).toBe('6|5|4|3|2|1');
  });
});
