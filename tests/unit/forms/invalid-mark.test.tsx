// @vitest-environment jsdom
// The theme's textarea, radio group and box say they are invalid while their field has an error, as text
// fields do (a screen reader announces it).
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
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
  required: ['note', 'plan', 'terms'],
  properties: {
    note: { type: 'string', title: 'Note', minLength: 5 },
    plan: { type: 'string', title: 'Plan', enum: ['basic', 'plus'] },
    terms: { type: 'boolean', title: 'I accept the terms', const: true },
  },
};
const uiSchema: UiSchema = { note: { 'ui:widget': 'textarea' }, plan: { 'ui:widget': 'radio' } };

describe('aria-invalid on the theme widgets', () => {
  it('is set on the textarea, the radio group and the box once they have errors, and on nothing before', async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <Form
          schema={schema}
          uiSchema={uiSchema}
          validator={validator}
          widgets={formWidgets}
          templates={formTemplates}
          formData={{ note: 'abc', terms: false }}
          showErrorList={false}
        />
      </I18nextProvider>,
    );
    const note = screen.getByRole('textbox', { name: /Note/ });
    const plan = screen.getByRole('radiogroup');
    const terms = screen.getByRole('checkbox');
    for (const control of [note, plan, terms]) expect(control.getAttribute('aria-invalid')).toBeNull();
    await act(async () => fireEvent.submit(note.closest('form')!));
    for (const control of [note, plan, terms]) expect(control.getAttribute('aria-invalid')).toBe('true');
  });
});
