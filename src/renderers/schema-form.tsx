import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Form from '@rjsf/core';
import {
  deepEquals,
  getDefaultFormState,
  toErrorSchema,
  validationDataMerge,
  type ErrorSchema,
  type RJSFSchema,
} from '@rjsf/utils';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import type { LoadedForm } from '@/forms/load-form';
import { formFields, formTemplates, formWidgets } from '@/forms/form-theme';
import { firstPerField, translateErrors } from '@/forms/error-messages';
import { serverRuleErrors, useServerRules } from '@/forms/server-rules';
import { rjsfTranslator } from '@/forms/rjsf-texts';
import { translateUi } from '@/forms/translate-ui';
import { fieldIdOf, useDebouncedValidation } from '@/forms/use-debounced-validation';
import { useFormSave } from '@/forms/use-form-save';
import type { FormContext } from '@/forms/form-context';
import type { ValueSources } from '@/forms/value-refs';

export interface SchemaFormProps {
  form: LoadedForm;
  /** The values the form starts with (defaults, `initial`, a loaded record). */
  initialData: Record<string, unknown>;
  /** Session, route and query values for the file's value refs. */
  sources: Omit<ValueSources, 'formData' | 'response'>;
  /** After a successful submit, with the answer. */
  onSubmitted: (response: unknown, formData: Record<string, unknown>) => void;
  /** Shown above the submit button (a quote, a summary). */
  /** Rendered above the buttons with the current data and the top-level fields that fail their rules now. */
  children?: (formData: Record<string, unknown>, invalidFields: ReadonlySet<string>) => ReactNode;
  /** A button before the submit button (a dialog's Cancel); it must be `type="button"`. */
  secondaryAction?: ReactNode;
}

/** Focuses the first field that has an error, so a keyboard user lands where the fix is. */
function focusFirstError(ids: string[]) {
  for (const id of ids) {
    const element = document.getElementById(id);
    if (element) return element.focus();
  }
}

/**
 * One form file rendered by RJSF: texts in the person's language, the file's rules checked by its precompiled
 * validator 600 ms after typing stops (or on leaving a field, and all at once on submit), the server's field
 * errors at their fields, and nothing typed lost on a failure.
 */
export function SchemaForm({
  form,
  initialData,
  sources,
  onSubmitted,
  children,
  secondaryAction,
}: SchemaFormProps) {
  const { t } = useTranslation(['forms', 'validations', 'errors']);
  const { file, schema, validator } = form;
  // The schema's defaults are filled in before RJSF first renders: it reports a change from its constructor
  // otherwise, which would set this component's state while it mounts.
  const [start] = useState(
    () => getDefaultFormState(validator, schema, initialData, schema) as Record<string, unknown>,
  );
  const [formData, setFormData] = useState(start);
  const { submit, submitting, serverErrors, clearServerErrors } = useFormSave(file, schema);
  const serverRules = useServerRules(file, { ...sources, formData });
  // The file's rules (precompiled) and those the server gives while the form is open, as one list.
  const errorsOf = (data: Record<string, unknown>) => [
    ...validator.validateFormData(data, schema).errors,
    ...serverRuleErrors(serverRules, data),
  ];
  const validation = useDebouncedValidation(() =>
    firstPerField(translateErrors(errorsOf(formData), schema, t)),
  );
  // RJSF re-derives its state when a prop object changes: every object handed to it is memoized.
  const uiSchema = useMemo(
    () => ({ ...translateUi(schema, file.uiSchema, t), 'ui:submitButtonOptions': { norender: true } }),
    [schema, file.uiSchema, t],
  );
  // The buttons RJSF draws itself (a list's add and remove) in the person's language.
  const translateString = useMemo(() => rjsfTranslator(t), [t]);
  const extraErrors = useMemo(
    () =>
      validationDataMerge({ errors: [], errorSchema: toErrorSchema(validation.visible) }, serverErrors)
        .errorSchema as ErrorSchema,
    [validation.visible, serverErrors],
  );
  const invalidFields = new Set(
    errorsOf(formData).map((error) => (error.property ?? '').split(/[.[\]'"]+/).find(Boolean) ?? ''),
  );
  const formContext: FormContext = useMemo(() => ({ formName: form.name, formData }), [form.name, formData]);

  return (
    <Form
      schema={schema as RJSFSchema}
      uiSchema={uiSchema}
      validator={validator}
      widgets={formWidgets}
      fields={formFields}
      templates={formTemplates}
      formData={formData}
      formContext={formContext}
      translateString={translateString}
      idPrefix="root"
      noValidate
      noHtml5Validate
      showErrorList={false}
      extraErrors={extraErrors}
      onChange={(event, id) => {
        const next = event.formData as Record<string, unknown>;
        if (deepEquals(next, formData)) return;
        setFormData(next);
        clearServerErrors();
        validation.onFieldChange(id);
      }}
      onBlur={(id) => validation.onFieldBlur(id)}
      onSubmit={() => {
        if (!validation.validateAll()) {
          const errors = translateErrors(errorsOf(formData), schema, t);
          focusFirstError(errors.map((error) => fieldIdOf(error.property)));
          return;
        }
        void submit({ ...sources, formData }, (response) => {
          onSubmitted(response, formData);
          if (file.onSuccess.reset) {
            setFormData(start);
            validation.reset();
          }
        });
      }}
      className="space-y-5"
    >
      {children?.(formData, invalidFields)}
      <div
        className={
          secondaryAction
            ? 'flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end'
            : 'flex justify-end pt-2'
        }
      >
        {secondaryAction}
        <Button type="submit" disabled={submitting} aria-busy={submitting}>
          {submitting && <Spinner label={t('forms:common.sending')} />}
          {t(file.submitLabel ?? 'forms:common.submit')}
        </Button>
      </div>
    </Form>
  );
}
