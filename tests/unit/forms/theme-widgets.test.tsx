// @vitest-environment jsdom
// The theme's box, radio group and text area (src/forms/theme/choice-widgets.tsx) in a form: labelled
// controls of the right roles, whose values reach the form data as the shadcn theme's did.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { formTemplates, formWidgets } from '@/forms/form-theme';
import { i18n, initInputsI18n } from './widgets/widget-harness';

beforeAll(initInputsI18n);
afterEach(cleanup);

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    terms: { type: 'boolean', title: 'I accept the terms', description: 'Read them first' },
    seats: { type: 'number', title: 'Seats', enum: [1, 2, 4] },
    note: { type: 'string', title: 'Note' },
  },
};
const uiSchema: UiSchema = {
  seats: { 'ui:widget': 'radio', 'ui:options': { inline: true } },
  note: { 'ui:widget': 'textarea', 'ui:options': { rows: 3 } },
};

function renderForm(formData: Record<string, unknown> = {}, extra: UiSchema = {}) {
  let data: Record<string, unknown> = formData;
  render(
    <I18nextProvider i18n={i18n}>
      <Form
        schema={schema}
        uiSchema={{ ...uiSchema, ...extra }}
        validator={validator}
        widgets={formWidgets}
        templates={formTemplates}
        formData={formData}
        onChange={(event) => (data = event.formData as Record<string, unknown>)}
      />
    </I18nextProvider>,
  );
  return () => data;
}

describe('the theme widgets', () => {
  it('ticks and unticks the box by its label, its description above it', async () => {
    const data = renderForm();
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(screen.getByText('Read them first')).toBeTruthy();
    await userEvent.click(screen.getByText('I accept the terms'));
    expect((box as HTMLInputElement).checked).toBe(true);
    expect(data().terms).toBe(true);
    await userEvent.click(box);
    expect(data().terms).toBe(false);
  });

  it('picks one radio of the group, by label, with the enum value decoded', async () => {
    const data = renderForm({ seats: 2 });
    const group = screen.getByRole('radiogroup');
    expect(group.getAttribute('aria-orientation')).toBe('horizontal');
    const radios = screen.getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.checked)).toEqual([false, true, false]);
    expect(new Set(radios.map((radio) => radio.name)).size).toBe(1);
    await userEvent.click(screen.getByRole('radio', { name: '4' }));
    expect(data().seats).toBe(4);
    expect((screen.getByRole('radio', { name: '4' }) as HTMLInputElement).checked).toBe(true);
  });

  it('keeps the text area, of the rows asked for, empty as no value', async () => {
    const data = renderForm({ note: 'ab' });
    const note = screen.getByRole('textbox', { name: /Note/ }) as HTMLTextAreaElement;
    expect(note.rows).toBe(3);
    await userEvent.type(note, 'c');
    expect(data().note).toBe('abc');
    await userEvent.clear(note);
    expect(data().note).toBeUndefined();
  });

  it('draws read-only fields as disabled box and radios, and a read-only text area', () => {
    renderForm({}, { 'ui:readonly': true });
    expect((screen.getByRole('checkbox') as HTMLInputElement).disabled).toBe(true);
    for (const radio of screen.getAllByRole('radio')) expect((radio as HTMLInputElement).disabled).toBe(true);
    expect((screen.getByRole('textbox', { name: /Note/ }) as HTMLTextAreaElement).readOnly).toBe(true);
  });
});
