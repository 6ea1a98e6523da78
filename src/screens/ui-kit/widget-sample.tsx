import { useMemo, useState } from 'react';
import Form from '@rjsf/core';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { formFields, formWidgets } from '@/forms/form-theme';
import type { FormContext } from '@/forms/form-context';
import { schemaFormTemplates } from '@/renderers/form-templates';
import { previewValidator } from './preview-validator';

/**
 * Fields drawn by the form engine's own widgets and fields (src/forms/form-theme.ts), from a schema and a
 * uiSchema written as a form file writes them, so the snippet beside it is exactly what draws it. Nothing is
 * sent: the sample has no submit button.
 */
export function WidgetSample({
  name,
  schema,
  uiSchema,
  initial = {},
}: {
  name: string;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  initial?: Record<string, unknown>;
}) {
  const [formData, setFormData] = useState(initial);
  const formContext: FormContext = useMemo(
    () => ({ formName: `ui-kit-${name}`, formData }),
    [name, formData],
  );
  const ui = useMemo(() => ({ ...uiSchema, 'ui:submitButtonOptions': { norender: true } }), [uiSchema]);
  return (
    <Form
      schema={schema}
      uiSchema={ui}
      validator={previewValidator}
      widgets={formWidgets}
      fields={formFields}
      templates={schemaFormTemplates}
      formData={formData}
      formContext={formContext}
      idPrefix={`ui-kit-${name}`}
      noValidate
      noHtml5Validate
      showErrorList={false}
      onChange={(event) => setFormData(event.formData as Record<string, unknown>)}
      onSubmit={() => undefined}
      className="space-y-5"
    />
  );
}
