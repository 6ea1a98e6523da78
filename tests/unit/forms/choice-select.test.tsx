// @vitest-environment jsdom
// A choice field whose form file names no widget gets the dashboard's own select from the theme (the shadcn
// theme's select is left out of the bundle: src/forms/form-theme.ts).
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { formTemplates, formWidgets } from '@/forms/form-theme';
import { i18n, initInputsI18n } from './widgets/widget-harness';

beforeAll(initInputsI18n);
afterEach(cleanup);

const schema: RJSFSchema = {
  type: 'object',
  properties: {
    plan: { type: 'string', title: 'Plan', enum: ['basic', 'plus'] },
    days: {
      type: 'array',
      title: 'Days',
      uniqueItems: true,
      items: { type: 'string', enum: ['mon', 'tue'] },
    },
  },
};

describe('a choice field without ui:widget', () => {
  it("is the dashboard's searchable select for one choice and its multi-select for several", () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18n}>
          <Form schema={schema} validator={validator} widgets={formWidgets} templates={formTemplates} />
        </I18nextProvider>
      </QueryClientProvider>,
    );
    const plan = screen.getByRole('combobox', { name: 'Plan' });
    expect(plan.getAttribute('aria-autocomplete')).toBe('list');
    expect(screen.getByRole('combobox', { name: 'Days' })).toBeTruthy();
    // Neither is the shadcn theme's cmdk select, nor a bare <select>.
    expect(document.querySelector('[cmdk-root], select')).toBeNull();
  });
});
