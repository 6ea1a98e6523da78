import { useEffect, useMemo, useState, type ReactNode } from 'react';
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
import { formFields, formWidgets } from '@/forms/form-theme';
import { firstPerField, translateErrors } from '@/forms/error-messages';
import { serverRuleErrors, useServerRules } from '@/forms/server-rules';
import { rjsfTranslator } from '@/forms/rjsf-texts';
import { translateUi } from '@/forms/translate-ui';
import { fieldIdOf, topFieldOf, useDebouncedValidation } from '@/forms/use-debounced-validation';
import { useFormSave } from '@/forms/use-form-save';
import type { FormContext } from '@/forms/form-context';
import type { ValueSources } from '@/forms/value-refs';
import { schemaFormTemplates } from './form-templates';

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
  /** Rendered above the fields with the current data (a wizard's review of the steps before). */
  before?: (formData: Record<string, unknown>) => ReactNode;
  /** A button before the submit button (a dialog's Cancel); it must be `type="button"`. */
  secondaryAction?: ReactNode;
  /** One page of a form paged across a wizard's steps: only its fields show, and only they are checked. */
  page?: FormPage;
}

/** One page of a paged form (a wizard's step): its submit button moves on until the last page sends the form. */
export interface FormPage {
  /** The top-level fields this page shows. */
  fields: string[];
  /** The last page sends the form; the others check their own fields and call `onNext`. */
  last: boolean;
  onNext: () => void;
  /** The last page found an error on another page: show the page of this top-level field. */
  onShowField: (field: string) => void;
  /** The text of the submit button on the pages before the last, a text key. */
  nextLabel: string;
}

/** The uiSchema with every top-level field that is not on the page hidden (kept in the form data). */
function hideOtherFields(schema: RJSFSchema, uiSchema: Record<string, unknown>, page: FormPage | undefined) {
  if (!page) return uiSchema;
  const hidden = Object.keys(schema.properties ?? {}).filter((field) => !page.fields.includes(field));
  const ui = { ...uiSchema };
  for (const field of hidden) ui[field] = { ...(ui[field] as object), 'ui:classNames': 'hidden' };
  return ui;
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
  before,
  secondaryAction,
  page,
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
  // The server refused a field of another page (a paged form sends everything from its last page): show it.
  const refusedField = Object.keys(serverErrors ?? {})[0];
  useEffect(() => {
    if (page && refusedField && !page.fields.includes(refusedField)) page.onShowField(refusedField);
    // Only a new refusal moves the person; moving pages by hand afterwards is theirs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serverErrors]);
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
    () =>
      hideOtherFields(
        schema as RJSFSchema,
        { ...translateUi(schema, file.uiSchema, t), 'ui:submitButtonOptions': { norender: true } },
        page,
      ),
    [schema, file.uiSchema, t, page],
  );
  // The buttons RJSF draws itself (a list's add and remove) in the person's language.
  const translateString = useMemo(() => rjsfTranslator(t), [t]);
  const extraErrors = useMemo(
    () =>
      validationDataMerge({ errors: [], errorSchema: toErrorSchema(validation.visible) }, serverErrors)
        .errorSchema as ErrorSchema,
    [validation.visible, serverErrors],
  );
  const invalidFields = new Set(errorsOf(formData).map((error) => topFieldOf(error.property)));
  const formContext: FormContext = useMemo(() => ({ formName: form.name, formData }), [form.name, formData]);

  const drawn = (
    <Form
      schema={schema as RJSFSchema}
      uiSchema={uiSchema}
      validator={validator}
      widgets={formWidgets}
      fields={formFields}
      templates={schemaFormTemplates}
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
        const errors = () => translateErrors(errorsOf(formData), schema, t);
        if (page && !page.last) {
          const onPage = (error: { property?: string }) => page.fields.includes(topFieldOf(error.property));
          if (validation.validateSome(onPage)) return page.onNext();
          return focusFirstError(
            errors()
              .filter(onPage)
              .map((error) => fieldIdOf(error.property)),
          );
        }
        if (!validation.validateAll()) {
          const found = errors();
          const elsewhere = topFieldOf(found[0]?.property);
          if (page && !page.fields.includes(elsewhere)) return page.onShowField(elsewhere);
          focusFirstError(found.map((error) => fieldIdOf(error.property)));
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
      // On a page of a paged form, the row of a field of another page goes too, not only the field: its empty
      // row would still take the list's gap, a band of space above the page's first field.
      className={page ? 'space-y-5 [&_div.flex:has(>div.w-full>div.hidden)]:hidden' : 'space-y-5'}
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
          {t(page && !page.last ? page.nextLabel : (file.submitLabel ?? 'forms:common.submit'))}
        </Button>
      </div>
    </Form>
  );
  if (!before) return drawn;
  return (
    <div className="space-y-5">
      {before(formData)}
      {drawn}
    </div>
  );
}
