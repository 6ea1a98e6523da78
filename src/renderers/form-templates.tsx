import type { ComponentType } from 'react';
import type { BaseInputTemplateProps } from '@rjsf/utils';
import { formTemplates } from '@/forms/form-theme';

const ThemeInput = formTemplates?.BaseInputTemplate as ComponentType<BaseInputTemplateProps>;

/**
 * The theme's text input (text, e-mail, number, password, ...) marks an invalid field by its colour only and
 * ties it to its message with aria-describedby: aria-invalid makes a screen reader say the field is invalid.
 */
function BaseInputTemplate(props: BaseInputTemplateProps) {
  const invalid = (props.rawErrors?.length ?? 0) > 0;
  return <ThemeInput {...props} extraProps={{ ...props.extraProps, 'aria-invalid': invalid || undefined }} />;
}

/** The form theme's templates, with the input above. */
export const schemaFormTemplates: typeof formTemplates = { ...formTemplates, BaseInputTemplate };
