// @vitest-environment jsdom
// The inline editor as a person uses it (spec A §5): Enter saves, Escape cancels, unchanged is undo, a failed
// save keeps the text and shows why.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import widgets from '../../../../locales/en/widgets.json';
import errors from '../../../../locales/en/errors.json';
import { InlineEdit } from '@/forms/inline-edit';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n
    .use(initReactI18next)
    .init({ lng: 'en', resources: { en: { widgets, errors } }, interpolation: { escapeValue: false } });
});
afterEach(cleanup);

function renderEditor(onSave: (text: string) => Promise<unknown>, value = 'Main wallet') {
  render(
    <I18nextProvider i18n={i18n}>
      <InlineEdit label="Account name" value={value} onSave={onSave} />
    </I18nextProvider>,
  );
}
const open = () => fireEvent.click(screen.getByRole('button', { name: 'Edit Account name' }));
const input = () => screen.getByRole('textbox', { name: 'Account name' }) as HTMLInputElement;

describe('InlineEdit', () => {
  it('shows the value, then an input of at most 255 characters with Save and Cancel', async () => {
    renderEditor(vi.fn());
    expect(screen.getByText('Main wallet')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    open();
    expect(input().value).toBe('Main wallet');
    expect(input().maxLength).toBe(255);
    await waitFor(() => expect(document.activeElement).toBe(input()));
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('treats saving an unchanged value as undo: no call, back to the value', async () => {
    const onSave = vi.fn(async () => {});
    renderEditor(onSave);
    open();
    fireEvent.input(input(), { target: { value: 'Main wallet ' } });
    await act(async () => fireEvent.keyDown(input(), { key: 'Enter' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Edit Account name' }));
  });

  it('saves with Enter, locking the input while the save runs', async () => {
    let finish: () => void = () => {};
    const onSave = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderEditor(onSave);
    open();
    fireEvent.input(input(), { target: { value: 'Travel money' } });
    await act(async () => fireEvent.keyDown(input(), { key: 'Enter' }));
    expect(onSave).toHaveBeenCalledWith('Travel money');
    expect(input().disabled).toBe(true);
    await act(async () => finish());
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('keeps the typed text and shows the error under the input when the save fails', async () => {
    const onSave = vi.fn(async () => {
      throw new Error('Something went wrong');
    });
    renderEditor(onSave);
    open();
    fireEvent.input(input(), { target: { value: 'Travel money' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(input().value).toBe('Travel money');
    expect(input().disabled).toBe(false);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe(errors.server.somethingWentWrong);
    expect(input().getAttribute('aria-describedby')).toBe(alert.id);
  });

  it('says the change was not saved when the failure has no message', async () => {
    renderEditor(() => Promise.reject(new Error('')));
    open();
    fireEvent.input(input(), { target: { value: 'Other' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(screen.getByRole('alert').textContent).toBe('The change could not be saved. Please try again.');
  });

  it('cancels with Escape and drops the draft', () => {
    const onSave = vi.fn();
    renderEditor(onSave);
    open();
    fireEvent.input(input(), { target: { value: 'Scratch' } });
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(screen.getByText('Main wallet')).toBeTruthy();
    open();
    expect(input().value).toBe('Main wallet');
    expect(onSave).not.toHaveBeenCalled();
  });
});
