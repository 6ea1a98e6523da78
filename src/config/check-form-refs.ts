/**
 * The names a form file uses that point elsewhere: value references (`$session`, `$field`, `$route`,
 * `$response`) and where each has a value, `onSuccess.goTo` and its params, the fields `submit.omit` and
 * `quote.fields` list, and the file's own text keys. Pure.
 */
import {
  isObject,
  jsonPath,
  pathParams,
  TEXT_KEY,
  type FormUnderCheck,
  type Json,
} from './check-form-context';
import { suggestion } from './did-you-mean';
import { SESSION_VALUES } from './form-file';
import { maskGroupsOf } from '@/lib/masks';

/** Where value references appear, and which kinds have a value there. */
// `response: 'load'`: the answer of the form's `load` (an edit form starts from the record it read).
const SITES: { path: string[]; field: boolean; response: boolean | 'load'; when: string }[] = [
  { path: ['initial'], field: false, response: 'load', when: 'the form opens' },
  { path: ['load', 'params', 'path'], field: false, response: false, when: 'the record is read' },
  { path: ['load', 'params', 'query'], field: false, response: false, when: 'the record is read' },
  { path: ['submit', 'params', 'path'], field: true, response: false, when: 'the form is sent' },
  { path: ['submit', 'params', 'query'], field: true, response: false, when: 'the form is sent' },
  { path: ['submit', 'extra'], field: true, response: false, when: 'the form is sent' },
  { path: ['quote', 'params', 'path'], field: true, response: false, when: 'the quote is asked' },
  { path: ['quote', 'params', 'query'], field: true, response: false, when: 'the quote is asked' },
  { path: ['quote', 'extra'], field: true, response: false, when: 'the quote is asked' },
  { path: ['onSuccess', 'goToParams'], field: true, response: true, when: 'the form is saved' },
  { path: ['onSuccess', 'noticeValues'], field: true, response: true, when: 'the form is saved' },
];

const at = (form: Json, path: readonly string[]): unknown =>
  path.reduce<unknown>((node, key) => (isObject(node) ? node[key] : undefined), form);

/** The `:params` of the routes that show this form (undefined when no route does: nothing to compare with). */
function routeParams(form: FormUnderCheck): string[] | undefined {
  const routes = form.input.routes.filter((route) => route.form === form.name);
  return routes.length === 0 ? undefined : [...new Set(routes.flatMap((route) => pathParams(route.path)))];
}

function checkRef(form: FormUnderCheck, where: string, ref: Json, site: (typeof SITES)[number]) {
  const [kind, value] = Object.entries(ref)[0] ?? [];
  if (typeof value !== 'string') return;
  if (kind === '$session' && !(SESSION_VALUES as readonly string[]).includes(value)) {
    form.error(
      where,
      'unknown-session-value',
      `"$session": "${value}" is not a fact the app knows about the user.${suggestion(value, SESSION_VALUES)}`,
    );
  } else if (kind === '$field' && !site.field) {
    form.error(
      where,
      'field-too-early',
      `"$field" has no value yet when ${site.when}: use it in submit, quote or onSuccess.`,
    );
  } else if (kind === '$field' && !form.fields.includes(fieldOfPath(value))) {
    form.error(
      where,
      'unknown-field-ref',
      `"$field": "${value}" names a field the form does not have.${suggestion(value, form.fields)}`,
    );
  } else if (kind === '$response' && site.response === 'load' && !isObject(form.form.load)) {
    form.error(
      where,
      'response-without-load',
      '"$response" in initial reads the record the form loads, but the form has no "load": add one, or use it in onSuccess.',
    );
  } else if (kind === '$response' && !site.response) {
    form.error(
      where,
      'response-too-early',
      '"$response" only has a value once the form is saved: use it in onSuccess.goToParams.',
    );
  } else if (kind === '$route') {
    const params = routeParams(form);
    if (params && !params.includes(value)) {
      const paths = form.input.routes.filter((r) => r.form === form.name).map((r) => r.path);
      const has = params.length
        ? `its routes have ${params.map((p) => `:${p}`).join(', ')}`
        : 'its routes have no parts';
      form.error(
        where,
        'unknown-route-param',
        `"$route": "${value}" is not a part of this form's address (${paths.join(', ')}); ${has}.${suggestion(value, params, { list: false })}`,
      );
    }
  }
}

/** The params of each `serverRules` call: asked while the form is open, so the form's fields have values. */
const serverRuleSites = (form: FormUnderCheck): (typeof SITES)[number][] =>
  (isObject(form.form.serverRules) ? Object.keys(form.form.serverRules) : []).flatMap((field) =>
    ['path', 'query'].map((part) => ({
      path: ['serverRules', field, 'params', part],
      field: true,
      response: false,
      when: 'the server rules are asked',
    })),
  );

function checkValueRefs(form: FormUnderCheck) {
  for (const site of [...SITES, ...serverRuleSites(form)]) {
    const map = at(form.form, site.path);
    if (!isObject(map)) continue;
    for (const [name, ref] of Object.entries(map)) {
      if (isObject(ref)) checkRef(form, jsonPath([...site.path, name]), ref, site);
    }
  }
}

function checkGoTo(form: FormUnderCheck) {
  const onSuccess = form.form.onSuccess;
  if (!isObject(onSuccess) || typeof onSuccess.goTo !== 'string') return;
  const route = form.input.routes.find((r) => r.name === onSuccess.goTo);
  const names = form.input.routes.map((r) => r.name);
  if (!route) {
    form.error(
      'onSuccess.goTo',
      'unknown-route',
      `route "${onSuccess.goTo}" does not exist.${suggestion(onSuccess.goTo, names, { list: false })}`,
    );
    return;
  }
  const given = isObject(onSuccess.goToParams) ? Object.keys(onSuccess.goToParams) : [];
  const needed = [...route.path.matchAll(/:([A-Za-z0-9_]+)(\?)?/g)];
  for (const [, name = '', optional] of needed) {
    if (!optional && !given.includes(name))
      form.error(
        'onSuccess',
        'missing-route-param',
        `route "${route.name}" (${route.path}) needs :${name}: add "goToParams": { "${name}": ... }, e.g. { "$response": "data.id" }.`,
      );
  }
  const all = needed.map((match) => match[1] ?? '');
  for (const name of given.filter((n) => !all.includes(n)))
    form.error(
      'onSuccess.goToParams',
      'unknown-route-param',
      `route "${route.name}" (${route.path}) has no :${name}.${suggestion(name, all)}`,
    );
}

/** `submit.omit` lists fields of the form or of the record `load` reads; `quote.fields` fields of the form. */
function checkFieldLists(form: FormUnderCheck) {
  const loaded = form.loaded ?? [];
  if (loaded === 'any') return checkList(form, 'quote.fields', form.fields);
  checkList(form, 'submit.omit', [...form.fields, ...loaded]);
  checkList(form, 'quote.fields', form.fields);
  checkParts(form);
}

/** `submit.parts` cuts a masked field of the form into as many parts as its mask has groups. */
function checkParts(form: FormUnderCheck) {
  const parts = at(form.form, ['submit', 'parts']);
  if (!isObject(parts)) return;
  for (const [field, names] of Object.entries(parts)) {
    if (!form.fields.includes(field)) {
      form.error(
        `submit.parts.${field}`,
        'unknown-field',
        `"${field}" is not a field of the form.${suggestion(field, form.fields)}`,
      );
      continue;
    }
    const groups = maskGroupsOf(form.form.uiSchema, field);
    const count = Array.isArray(names) ? names.length : 0;
    if (!groups)
      form.error(
        `submit.parts.${field}`,
        'parts-without-mask',
        `"${field}" has no input mask to cut it at: give it "ui:widget": "mask" with a "mask" option in uiSchema.`,
      );
    else if (groups.length !== count)
      form.error(
        `submit.parts.${field}`,
        'parts-count',
        `"${field}"'s mask has ${groups.length} groups but submit.parts.${field} names ${count} fields: name one per group.`,
      );
  }
}

function checkList(form: FormUnderCheck, where: string, known: readonly string[]) {
  const list = at(form.form, where.split('.'));
  if (!Array.isArray(list)) return;
  const from = form.loaded && form.loaded !== 'any' ? ' or of the record it loads' : '';
  for (const name of list.filter((n): n is string => typeof n === 'string' && !known.includes(n)))
    form.error(
      where,
      'unknown-field',
      `"${name}" is not a field of the form${from}.${suggestion(name, known)}`,
    );
}

/** The `status.notices` texts, one per status. */
const statusNotices = (notices: unknown): [string, unknown][] =>
  isObject(notices)
    ? Object.entries(notices).map(([status, key]): [string, unknown] => [`status.notices.${status}`, key])
    : [];

/** The texts of `onSuccess.panel`: its heading, intro, line labels. */
function panelTexts(panel: unknown): [string, unknown][] {
  if (!isObject(panel)) return [];
  const lines = Array.isArray(panel.lines) ? panel.lines : [];
  return [
    ['onSuccess.panel.title', panel.title],
    ['onSuccess.panel.description', panel.description],
    ...lines.map((line, i): [string, unknown] => [
      `onSuccess.panel.lines[${i}].label`,
      isObject(line) ? line.label : undefined,
    ]),
  ];
}

/** The file's links to other pages: `onSuccess.panel.link` and the `toolbar` entries. */
function pageLinks(form: FormUnderCheck): [string, Record<string, unknown>][] {
  const link = at(form.form, ['onSuccess', 'panel', 'link']);
  const toolbar = at(form.form, ['toolbar']);
  return [
    ...(isObject(link) ? [['onSuccess.panel.link', link] as [string, Record<string, unknown>]] : []),
    ...(Array.isArray(toolbar) ? toolbar : [])
      .map((entry, i): [string, unknown] => [`toolbar[${i}]`, entry])
      .filter((pair): pair is [string, Record<string, unknown>] => isObject(pair[1])),
  ];
}

/** Each page link names a route that exists and needs no address parts. */
function checkPageLinks(form: FormUnderCheck) {
  const names = form.input.routes.map((r) => r.name);
  for (const [where, link] of pageLinks(form)) {
    if (typeof link.to !== 'string') continue;
    const route = form.input.routes.find((r) => r.name === link.to);
    if (!route)
      form.error(
        `${where}.to`,
        'unknown-route',
        `route "${link.to}" does not exist.${suggestion(link.to, names, { list: false })}`,
      );
    else if (route.path.replace(/:[A-Za-z0-9_]+\?/g, '').includes(':'))
      form.error(
        `${where}.to`,
        'missing-route-param',
        `route "${route.name}" (${route.path}) needs address parts: link to a route without them.`,
      );
  }
}

/** The file's own texts (the meta-schema makes them text keys), for the translation check. */
function collectTextKeys(form: FormUnderCheck) {
  const quote = form.form.quote;
  const texts: [string, unknown][] = [
    ['title', form.form.title],
    ['description', form.form.description],
    ['submitLabel', form.form.submitLabel],
    ['onSuccess.notice', at(form.form, ['onSuccess', 'notice'])],
    ['onFailure.notice', at(form.form, ['onFailure', 'notice'])],
    ['quote.failure', at(form.form, ['quote', 'failure'])],
    ...(isObject(quote) && Array.isArray(quote.show)
      ? quote.show.map((line, i): [string, unknown] => [
          `quote.show[${i}].label`,
          isObject(line) ? line.label : undefined,
        ])
      : []),
    ...statusNotices(at(form.form, ['status', 'notices'])),
    ...panelTexts(at(form.form, ['onSuccess', 'panel'])),
    ...pageLinks(form).map(([where, link]): [string, unknown] => [`${where}.label`, link.label]),
  ];
  for (const [where, key] of texts) {
    if (typeof key === 'string' && TEXT_KEY.test(key))
      form.textKeys.push({ key, file: form.file, where: [where] });
  }
}

/** Every problem of the names the form file points with. */
export function checkRefs(form: FormUnderCheck) {
  collectTextKeys(form);
  checkPageLinks(form);
  checkValueRefs(form);
  checkFieldLists(form);
  checkGoTo(form);
}

/** The form field a `$field` path starts at: `attachments[].id` → `attachments`, `amount` → `amount`. */
const fieldOfPath = (path: string): string => (path.split('.')[0] ?? '').replace(/\[\]$/, '');
