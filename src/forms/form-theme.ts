import { generateTheme } from '@rjsf/shadcn';
import type { RegistryFieldsType, RegistryWidgetsType } from '@rjsf/utils';

/**
 * The form theme: RJSF's shadcn theme (it matches src/ui), with the dashboard's own widgets and fields added by
 * name. Form files pick them with `ui:widget` / `ui:field`; FORM_WIDGETS in src/config/form-file.ts lists the
 * names config:check accepts, and a unit test keeps both lists in step.
 */
const base = generateTheme();

export const formWidgets: RegistryWidgetsType = { ...base.widgets };
export const formFields: RegistryFieldsType = { ...base.fields };
export const formTemplates = base.templates;
