import type { UiSchema } from '@rjsf/utils';

type Translate = (key: string) => string;
type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The uiSchema with every text of the form in the person's language: a field's `title` and `description` (text
 * keys in the schema) become `ui:title` / `ui:description`, `ui:placeholder` and `ui:help` are translated, and
 * `oneOf` choices' titles become `ui:enumNames` (and `oneOf[i]['ui:title']`, where RJSF's radio reads them). The schema itself is never changed: the precompiled validator
 * was built from it and RJSF refuses a schema that differs.
 */
export function translateUi(schema: Json, uiSchema: UiSchema | undefined, t: Translate): UiSchema {
  const ui: Json = { ...(uiSchema ?? {}) };
  for (const key of ['ui:title', 'ui:description', 'ui:placeholder', 'ui:help'] as const) {
    if (typeof ui[key] === 'string') ui[key] = t(ui[key] as string);
  }
  if (typeof schema.title === 'string' && ui['ui:title'] === undefined) ui['ui:title'] = t(schema.title);
  if (typeof schema.description === 'string' && ui['ui:description'] === undefined)
    ui['ui:description'] = t(schema.description);
  const choices = (schema.oneOf ?? schema.anyOf) as Json[] | undefined;
  if (Array.isArray(choices) && choices.every((choice) => 'const' in choice)) {
    const labels = choices.map((choice) => t(String(choice.title ?? choice.const)));
    ui['ui:enumNames'] = labels;
    // RJSF's own select and radio widgets label these choices from `oneOf[i]['ui:title']`, not enumNames.
    const key = schema.oneOf ? 'oneOf' : 'anyOf';
    if (ui[key] === undefined) ui[key] = labels.map((label) => ({ 'ui:title': label }));
  }
  if (isObject(schema.properties)) {
    for (const [name, property] of Object.entries(schema.properties)) {
      if (isObject(property)) ui[name] = translateUi(property, ui[name] as UiSchema | undefined, t);
    }
  }
  if (isObject(schema.items)) ui.items = translateUi(schema.items, ui.items as UiSchema | undefined, t);
  return ui as UiSchema;
}
