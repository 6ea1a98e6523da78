import type { ComponentType } from 'react';
import type { BaseInputTemplateProps } from '@rjsf/utils';
import { formTemplates } from '@/forms/form-theme';
import { cleanRedirectUrl } from '@/forms/rules/redirect-url';

const ThemeInput = formTemplates?.BaseInputTemplate as ComponentType<BaseInputTemplateProps>;
const LEFT_TO_RIGHT = new Set(['tel', 'email', 'url']);

/**
 * The theme's text input (text, e-mail, number, password, ...) marks an invalid field by its colour only and
 * ties it to its message with aria-describedby: aria-invalid makes a screen reader say the field is invalid.
 */
function BaseInputTemplate(props: BaseInputTemplateProps) {
  const invalid = (props.rawErrors?.length ?? 0) > 0;
  const { onBlur, onChange } = props;
  // `"ui:options": { "redirectUrl": true }`: the query string and anchor go when the field is left (spec A §5).
  const cleanOnBlur =
    props.options.redirectUrl === true
      ? (id: string, value: unknown) => {
          const clean = typeof value === 'string' ? cleanRedirectUrl(value) : value;
          if (clean !== value) onChange(clean);
          onBlur(id, clean);
        }
      : onBlur;
  return (
    <ThemeInput
      {...props}
      onBlur={cleanOnBlur}
      extraProps={{
        ...props.extraProps,
        'aria-invalid': invalid || undefined,
        // A phone number, an e-mail or an address reads left to right in Arabic too ("+20 100…", not "100… +20").
        ...(LEFT_TO_RIGHT.has(String(props.options.inputType)) && { dir: 'ltr' }),
      }}
    />
  );
}

/** The form theme's templates, with the input above. */
export const schemaFormTemplates: typeof formTemplates = { ...formTemplates, BaseInputTemplate };
