/**
 * What the FormPage hands every field and widget through RJSF's `formContext`: the whole form's current data
 * (so a widget can read a sibling, e.g. the money input reads its currency field) and the form's name.
 */
export interface FormContext {
  /** The form file's name (`schemas/forms/NAME.json`), for ids and text keys. */
  formName: string;
  /** The whole form's current data. */
  formData: Record<string, unknown>;
}

/** The form context of a widget's props, or an empty one outside a FormPage (a widget in a unit test). */
export function formContextOf(props: { registry?: { formContext?: unknown } }): FormContext {
  const context = props.registry?.formContext as Partial<FormContext> | undefined;
  return { formName: context?.formName ?? 'form', formData: context?.formData ?? {} };
}
