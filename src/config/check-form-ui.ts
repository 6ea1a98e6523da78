/**
 * A form file's `uiSchema`: every field it names is in the schema, widgets, custom fields and option sources
 * exist, `currencyField` and `ui:order` name real fields, `addNew` opens a real route, and its texts are text keys.
 * Pure.
 */
import { fieldNames } from './check-form-fields';
import { isObject, jsonPath, TEXT_KEY, type FormUnderCheck, type Json } from './check-form-context';
import { suggestion } from './did-you-mean';
import { FORM_FIELDS, FORM_WIDGETS } from './form-file';

const UI_TEXTS = ['ui:title', 'ui:description', 'ui:placeholder', 'ui:help'] as const;

/** The schema of a field, when the form spells it out (not a `$ref` to a shared definition). */
const knowable = (schema: Json | undefined): schema is Json =>
  schema !== undefined && schema.$ref === undefined;

function propertySchema(schema: Json, name: string): Json | undefined {
  const direct = isObject(schema.properties) ? schema.properties[name] : undefined;
  if (isObject(direct)) return direct;
  const branches = [
    ...['allOf', 'anyOf', 'oneOf'].flatMap((k) => (Array.isArray(schema[k]) ? (schema[k] as unknown[]) : [])),
    schema.then,
    schema.else,
    ...(isObject(schema.dependencies) ? Object.values(schema.dependencies) : []),
  ];
  for (const branch of branches) {
    const found = isObject(branch) ? propertySchema(branch, name) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** `addNew`: a searchable select's link to a route without address parts, its text a key the catalogues hold. */
function checkAddNew(form: FormUnderCheck, path: (string | number)[], addNew: unknown, widget: unknown) {
  const where = jsonPath(path);
  if (widget !== 'searchableSelect') {
    form.error(
      where,
      'add-new-widget',
      'addNew works on a "searchableSelect" field only: set "ui:widget": "searchableSelect" or remove it.',
    );
    return;
  }
  // A wrong shape is the meta-schema's to report ("label" is missing).
  if (!isObject(addNew) || typeof addNew.route !== 'string' || typeof addNew.label !== 'string') return;
  const { route, label } = addNew;
  const found = form.input.routes.find((r) => r.name === route);
  const names = form.input.routes.map((r) => r.name);
  if (!found)
    form.error(
      jsonPath([...path, 'route']),
      'unknown-route',
      `route "${route}" does not exist.${suggestion(route, names, { list: false })}`,
    );
  else if (found.path.includes(':'))
    form.error(
      jsonPath([...path, 'route']),
      'add-new-route-params',
      `route "${route}" (${found.path}) needs address parts; addNew opens a route without any, such as "my-contacts-new".`,
    );
  if (TEXT_KEY.test(label))
    form.textKeys.push({ key: label, file: form.file, where: [jsonPath([...path, 'label'])] });
  else
    form.error(
      jsonPath([...path, 'label']),
      'not-a-text-key',
      `${JSON.stringify(label)} is shown to people but is not a text key: write a key such as "transfers:send.newRecipient" and put the text in all 15 catalogues.`,
    );
}

function checkOptions(
  form: FormUnderCheck,
  path: (string | number)[],
  options: Json,
  siblings: readonly string[],
  widget: unknown,
) {
  const { source, currencyField, addNew } = options;
  if (addNew !== undefined) checkAddNew(form, [...path, 'addNew'], addNew, widget);
  if ('enableMarkdownInDescription' in options) noMarkdown(form, [...path, 'enableMarkdownInDescription']);
  if (typeof source === 'string' && !form.input.optionSources.includes(source)) {
    form.error(
      jsonPath([...path, 'source']),
      'unknown-option-source',
      `option source "${source}" does not exist (the sources are the files in src/forms/options/sources/).${suggestion(source, form.input.optionSources)}`,
    );
  }
  const fields = [...new Set([...siblings, ...form.fields])];
  if (typeof currencyField === 'string' && !fields.includes(currencyField)) {
    form.error(
      jsonPath([...path, 'currencyField']),
      'unknown-currency-field',
      `currencyField names the field "${currencyField}", which the form does not have.${suggestion(currencyField, fields)}`,
    );
  }
}

/** The app ships no Markdown renderer (src/forms/plain-markdown.tsx): texts are catalogue keys, shown as is. */
function noMarkdown(form: FormUnderCheck, path: (string | number)[]) {
  form.error(
    jsonPath(path),
    'no-markdown',
    'descriptions are plain text from the catalogues; Markdown is not rendered: remove this setting.',
  );
}

function checkOrder(
  form: FormUnderCheck,
  path: (string | number)[],
  order: unknown[],
  fields: readonly string[],
) {
  const where = jsonPath(path);
  for (const name of order.filter((n): n is string => typeof n === 'string' && n !== '*')) {
    if (!fields.includes(name))
      form.error(
        where,
        'unknown-order-field',
        `"${name}" is not a field of the form.${suggestion(name, fields)}`,
      );
  }
  const left = fields.filter((name) => !order.includes(name));
  if (!order.includes('*') && left.length > 0)
    form.error(
      where,
      'incomplete-order',
      `ui:order leaves out ${left.map((n) => `"${n}"`).join(', ')}: add ${left.length === 1 ? 'it' : 'them'}, or "*" for every field not listed.`,
    );
}

/** One uiSchema node against the schema it describes (undefined: a `$ref`'d part the check cannot see). */
function checkNode(
  form: FormUnderCheck,
  ui: Json,
  schema: Json | undefined,
  path: (string | number)[],
  siblings: readonly string[],
) {
  const fields = knowable(schema) ? fieldNames(schema) : [];
  for (const [key, value] of Object.entries(ui)) {
    const at = [...path, key];
    if (
      key === 'ui:widget' &&
      typeof value === 'string' &&
      !(FORM_WIDGETS as readonly string[]).includes(value)
    ) {
      form.error(
        jsonPath(at),
        'unknown-widget',
        `widget "${value}" does not exist.${suggestion(value, FORM_WIDGETS, { list: false })}`,
      );
    } else if (
      key === 'ui:field' &&
      typeof value === 'string' &&
      !(FORM_FIELDS as readonly string[]).includes(value)
    ) {
      form.error(
        jsonPath(at),
        'unknown-field-kind',
        `custom field "${value}" does not exist.${suggestion(value, FORM_FIELDS)}`,
      );
    } else if (key === 'ui:options' && isObject(value)) {
      checkOptions(form, at, value, siblings, ui['ui:widget']);
    } else if (key === 'ui:order' && Array.isArray(value) && knowable(schema) && fields.length > 0) {
      checkOrder(form, at, value, fields);
    } else if ((UI_TEXTS as readonly string[]).includes(key) && typeof value === 'string') {
      if (TEXT_KEY.test(value)) form.textKeys.push({ key: value, file: form.file, where: [jsonPath(at)] });
      else
        form.error(
          jsonPath(at),
          'not-a-text-key',
          `${JSON.stringify(value)} is shown to people but is not a text key: write a key such as "forms:${form.name}.placeholder" and put the text in locales/en/forms.json and the other 14 languages.`,
        );
    } else if (
      key === 'items' &&
      isObject(value) &&
      (!knowable(schema) || schema.type === 'array' || isObject(schema.items))
    ) {
      checkNode(form, value, isObject(schema?.items) ? schema.items : undefined, at, []);
    } else if (!key.startsWith('ui:') && isObject(value) && knowable(schema)) {
      const child = propertySchema(schema, key);
      if (!child) {
        form.error(
          jsonPath(at),
          'unknown-ui-field',
          `"${key}" is not a field of the form.${suggestion(key, fields, { list: false })}`,
        );
      } else checkNode(form, value, child, at, fields);
    }
  }
}

/** Every problem of the form's `uiSchema`. */
export function checkUi(form: FormUnderCheck) {
  const ui = form.form.uiSchema;
  const schema = form.form.schema;
  if (isObject(ui) && isObject(schema)) checkNode(form, ui, schema, ['uiSchema'], []);
}
