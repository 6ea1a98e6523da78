// @vitest-environment jsdom
// The select with search (spec A §2, §5): a combobox with a listbox; arrows, Enter and Escape; search by label,
// at most 191 characters; 'Result not found' and 'List is empty'; loading and failure.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { SearchableSelectWidget } from '@/forms/widgets/searchable-select-widget';
import { Combobox } from '@/forms/widgets/searchable-select-combobox';
import { i18n, initInputsI18n, renderWidget } from './widget-harness';

beforeAll(initInputsI18n);
afterEach(cleanup);

const fruit = {
  enumOptions: [
    { value: 'apple', label: 'Apple' },
    { value: 'banana', label: 'Banana' },
    { value: 'cherry', label: 'Cherry' },
  ],
};
const combobox = () => screen.getByRole('combobox') as HTMLInputElement;
const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('SearchableSelectWidget', () => {
  it('filters by label, ignoring case, and picks with a click', async () => {
    const { user, onChange } = renderWidget(SearchableSelectWidget, { options: fruit });
    await user.type(combobox(), 'AN');
    expect(optionNames()).toEqual(['Banana']);
    await user.click(screen.getByRole('option', { name: 'Banana' }));
    expect(onChange).toHaveBeenLastCalledWith('banana');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(combobox().value).toBe('Banana');
  });

  it("says 'Result not found' when the search matches nothing", async () => {
    const { user } = renderWidget(SearchableSelectWidget, { options: fruit });
    await user.type(combobox(), 'kiwi');
    expect(screen.getByRole('status').textContent).toBe('Result not found');
    expect(screen.queryAllByRole('option')).toEqual([]);
  });

  it("says 'List is empty' when there are no options", async () => {
    const { user } = renderWidget(SearchableSelectWidget, { options: { enumOptions: [] } });
    await user.click(combobox());
    expect(screen.getByRole('status').textContent).toBe('List is empty');
  });

  it('moves with the arrow keys and picks with Enter', async () => {
    const { user, onChange } = renderWidget(SearchableSelectWidget, { options: fruit });
    combobox().focus();
    await user.keyboard('{ArrowDown}');
    expect(combobox().getAttribute('aria-expanded')).toBe('true');
    expect(combobox().getAttribute('aria-activedescendant')).toBe('root_field-option-0');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowUp}');
    const active = document.getElementById(combobox().getAttribute('aria-activedescendant') ?? '');
    expect(active?.textContent).toBe('Banana');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('banana');
    expect(combobox().getAttribute('aria-expanded')).toBe('false');
  });

  it('closes with Escape without choosing', async () => {
    const { user, onChange } = renderWidget(SearchableSelectWidget, { value: 'cherry', options: fruit });
    await user.click(combobox());
    expect(screen.getByRole('listbox')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Cherry' }).getAttribute('aria-selected')).toBe('true');
    await user.keyboard('b{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(combobox().value).toBe('Cherry');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('replaces the chosen label when the person tabs in and types', async () => {
    const { user } = renderWidget(SearchableSelectWidget, { value: 'apple', options: fruit });
    await user.tab();
    expect(combobox().value).toBe('Apple');
    await user.keyboard('ch');
    expect(combobox().value).toBe('ch');
    expect(optionNames()).toEqual(['Cherry']);
  });

  it('keeps the search to 191 characters', async () => {
    const { user } = renderWidget(SearchableSelectWidget, { options: fruit });
    await user.click(combobox());
    await user.paste('x'.repeat(250));
    expect(combobox().value).toHaveLength(191);
  });

  it('clears an optional choice', async () => {
    const { user, onChange } = renderWidget(SearchableSelectWidget, { value: 'apple', options: fruit });
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expect(combobox().value).toBe('');
  });

  it('gives a number enum its number back', async () => {
    const options = {
      enumOptions: [
        { value: 1, label: 'One' },
        { value: 2, label: 'Two' },
      ],
    };
    const { user, onChange } = renderWidget(SearchableSelectWidget, { options });
    await user.click(combobox());
    await user.click(screen.getByRole('option', { name: 'Two' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
  });

  it('reports focus and blur once for the whole control', async () => {
    const { user, onFocus, onBlur } = renderWidget(SearchableSelectWidget, {
      value: 'apple',
      options: fruit,
    });
    await user.click(combobox());
    await user.tab(); // to the clear button, still inside the control
    expect(onBlur).not.toHaveBeenCalled();
    await user.tab();
    expect(onFocus).toHaveBeenCalledTimes(1);
    expect(onBlur).toHaveBeenCalledWith('root_field', 'apple');
  });

  it('wires the label id, descriptions and errors', () => {
    renderWidget(SearchableSelectWidget, { options: fruit, rawErrors: ['Required'], required: true });
    expect(combobox().id).toBe('root_field');
    expect(combobox().getAttribute('aria-describedby')).toBe(
      'root_field__error root_field__description root_field__help',
    );
    expect(combobox().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('button', { name: 'Clear selection' })).toBeNull();
  });
});

describe('Combobox states', () => {
  const renderStatus = (status: 'loading' | 'error') =>
    render(
      <I18nextProvider i18n={i18n}>
        <Combobox
          id="c"
          label="Account"
          options={[]}
          status={status}
          selected={[]}
          onPick={vi.fn()}
          describedBy=""
          onFocus={vi.fn()}
          onBlur={vi.fn()}
        />
      </I18nextProvider>,
    );

  it.each([
    ['loading', 'Loading…'],
    ['error', 'The list could not be loaded.'],
  ] as const)('shows the %s state in the open list', async (status, text) => {
    renderStatus(status);
    await userEvent.setup().click(screen.getByRole('combobox'));
    expect(within(screen.getByRole('status')).getByText(text)).toBeTruthy();
  });
});
