import type { ComponentType } from 'react';
import { generateTemplates } from '@rjsf/shadcn';
import type { RegistryFieldsType, RegistryWidgetsType } from '@rjsf/utils';
import { ChoiceSelectWidget } from './choice-select';
import { withInvalidMark } from './invalid-mark';
import { lazyPart } from './lazy-part';
import { CheckboxWidget, RadioWidget, TextareaWidget } from './theme/choice-widgets';

/**
 * The form theme: RJSF's shadcn theme (it matches src/ui) with the dashboard's own widgets and fields, which
 * register themselves by file name: `widgets/searchable-select-widget.tsx` exporting `SearchableSelectWidget`
 * is the widget `searchableSelect`, `fields/address-field.tsx` the field `address`. Form files pick them with
 * `ui:widget` / `ui:field`; FORM_WIDGETS and FORM_FIELDS in src/config/form-file.ts list the names config:check
 * accepts, and a unit test keeps those lists and these folders in step.
 */
const widgetModules = import.meta.glob<Record<string, unknown>>(
  ['./widgets/*-widget.tsx', '!./widgets/uploader-widget.tsx', '!./widgets/otp-widget.tsx'],
  { eager: true },
);
/**
 * The widgets and fields few forms use (uploads, one-time codes, addresses, mass payouts: about 9 KB gzip) load
 * when a form draws one (lazy-part.tsx), not with every form.
 */
const lazyWidgetModules = import.meta.glob<Record<string, unknown>>([
  './widgets/uploader-widget.tsx',
  './widgets/otp-widget.tsx',
]);
const lazyFieldModules = import.meta.glob<Record<string, unknown>>('./fields/*-field.tsx');

const camel = (kebab: string) => kebab.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** `money` and `MoneyWidget` for `./widgets/money-widget.tsx`. */
function namesOf(path: string, suffix: 'Widget' | 'Field') {
  const name = camel(path.replace(/^.*\//, '').replace(/-(widget|field)\.tsx$/, ''));
  return { name, exportName: `${name[0]?.toUpperCase()}${name.slice(1)}${suffix}` };
}

/** `{ money: MoneyWidget, ... }` from `./widgets/money-widget.tsx` and its `MoneyWidget` export. */
function byFileName(modules: Record<string, Record<string, unknown>>, suffix: 'Widget' | 'Field') {
  const entries = Object.entries(modules).flatMap(([path, module]) => {
    const { name, exportName } = namesOf(path, suffix);
    const component = module[exportName];
    return typeof component === 'function' ? [[name, component as ComponentType] as const] : [];
  });
  return Object.fromEntries(entries);
}

/** The same, each component loaded on first use. */
function lazyByFileName(
  loaders: Record<string, () => Promise<Record<string, unknown>>>,
  suffix: 'Widget' | 'Field',
) {
  return Object.fromEntries(
    Object.entries(loaders).map(([path, load]) => {
      const { name, exportName } = namesOf(path, suffix);
      return [name, lazyPart(load, exportName)] as const;
    }),
  );
}

/**
 * The theme's widgets: the shadcn theme's templates (its root export `generateTemplates`), and the dashboard's
 * own box, `radio` and `textarea` (src/forms/theme/choice-widgets.tsx), drawn as the shadcn ones were, without
 * Radix. The shadcn theme's widget set is not taken: its select (cmdk, a popover, a dialog) and slider would add
 * some 18 KB gzip to every form page. A choice field without `ui:widget` gets the dashboard's own select
 * (src/forms/choice-select.tsx); a slider or a list of boxes falls back to RJSF's core widgets.
 */
const themeWidgets = {
  CheckboxWidget: withInvalidMark(CheckboxWidget, 'input[type="checkbox"]'),
  RadioWidget: withInvalidMark(RadioWidget, '[role="radiogroup"]'),
  TextareaWidget: withInvalidMark(TextareaWidget, 'textarea'),
  SelectWidget: ChoiceSelectWidget,
};

const ownWidgets = { ...byFileName(widgetModules, 'Widget'), ...lazyByFileName(lazyWidgetModules, 'Widget') };
const ownFields = lazyByFileName(lazyFieldModules, 'Field');

export const ownWidgetNames = Object.keys(ownWidgets);
export const ownFieldNames = Object.keys(ownFields);
export const formWidgets = { ...themeWidgets, ...ownWidgets } as RegistryWidgetsType;
export const formFields = ownFields as RegistryFieldsType;
export const formTemplates = generateTemplates();
