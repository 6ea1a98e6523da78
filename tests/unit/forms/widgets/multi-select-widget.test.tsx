// @vitest-environment jsdom
// The multi-select (spec A §5): an array of values, chips, and at the limit the other options disabled with
// 'Maximum of N options selected.'.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { MultiSelectWidget } from '@/forms/widgets/multi-select-widget';
import { initInputsI18n, renderWidget } from './widget-harness';

beforeAll(initInputsI18n);
afterEach(cleanup);

const days = {
  enumOptions: ['Mon', 'Tue', 'Wed', 'Thu'].map((day) => ({ value: day.toLowerCase(), label: day })),
};
const combobox = () => screen.getByRole('combobox') as HTMLInputElement;

describe('MultiSelectWidget', () => {
  it('adds and removes values and keeps the list open', async () => {
    const { user, onChange } = renderWidget(MultiSelectWidget, { options: days });
    await user.click(combobox());
    await user.click(screen.getByRole('option', { name: 'Tue' }));
    await user.click(screen.getByRole('option', { name: 'Mon' }));
    expect(onChange).toHaveBeenLastCalledWith(['tue', 'mon']);
    expect(screen.getByRole('listbox').getAttribute('aria-multiselectable')).toBe('true');
    expect(screen.getByRole('option', { name: 'Tue' }).getAttribute('aria-selected')).toBe('true');
    await user.click(screen.getByRole('option', { name: 'Tue' }));
    expect(onChange).toHaveBeenLastCalledWith(['mon']);
  });

  it("shows 'Maximum of 2 options selected.' at the schema's maxItems and disables the rest", async () => {
    const { user, onChange } = renderWidget(MultiSelectWidget, { options: days, schema: { maxItems: 2 } });
    expect(screen.queryByText('Maximum of 2 options selected.')).toBeNull();
    await user.click(combobox());
    await user.click(screen.getByRole('option', { name: 'Mon' }));
    await user.click(screen.getByRole('option', { name: 'Wed' }));
    expect(screen.getByText('Maximum of 2 options selected.')).toBeTruthy();
    const thu = screen.getByRole('option', { name: 'Thu' });
    expect(thu.getAttribute('aria-disabled')).toBe('true');
    await user.click(thu);
    expect(onChange).toHaveBeenLastCalledWith(['mon', 'wed']);
    expect(combobox().getAttribute('aria-describedby')).toContain('root_field-limit');
  });

  it('takes ui:options.max over maxItems and frees options when a chip is removed', async () => {
    const { user, onChange } = renderWidget(MultiSelectWidget, {
      value: ['mon'],
      options: { ...days, max: 1 },
      schema: { maxItems: 3 },
    });
    expect(screen.getByText('Maximum of 1 options selected.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Remove Mon' }));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expect(screen.queryByText('Maximum of 1 options selected.')).toBeNull();
  });

  it('removes the last chip with Backspace in an empty search', async () => {
    const { user, onChange } = renderWidget(MultiSelectWidget, { value: ['mon', 'thu'], options: days });
    await user.click(combobox());
    await user.keyboard('{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith(['mon']);
  });

  it('picks with the keyboard after searching', async () => {
    const { user, onChange } = renderWidget(MultiSelectWidget, { options: days });
    await user.type(combobox(), 'we{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['wed']);
    expect(screen.getByRole('button', { name: 'Remove Wed' })).toBeTruthy();
  });
});
