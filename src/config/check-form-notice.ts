/**
 * The success notice of a form file: every name `onSuccess.noticeFormats` formats is a {{placeholder}} of the
 * notice's English text, so a misspelt name does not leave the raw value (a zone name) in the notice. Pure.
 */
import { isObject, type FormUnderCheck } from './check-form-context';
import { suggestion } from './did-you-mean';

/** The English text of `namespace:path.to.key`, or undefined when the catalogue lacks it. */
function englishText(form: FormUnderCheck, key: string): string | undefined {
  const [namespace, path = ''] = key.split(':');
  const english = form.input.languages?.[0] ?? 'en';
  const catalogue = form.input.catalogues.find((c) => c.language === english && c.namespace === namespace);
  const text = path
    .split('.')
    .reduce<unknown>((node, part) => (isObject(node) ? node[part] : undefined), catalogue?.tree);
  return typeof text === 'string' ? text : undefined;
}

/** `Shown in {{offset}} for {{ name, uppercase }}` → `['offset', 'name']`. */
export const placeholdersOf = (text: string): string[] =>
  [...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)].map((match) => match[1] ?? '');

export function checkNotice(form: FormUnderCheck) {
  const onSuccess = form.form.onSuccess;
  if (!isObject(onSuccess) || !isObject(onSuccess.noticeFormats) || typeof onSuccess.notice !== 'string')
    return;
  const text = englishText(form, onSuccess.notice);
  // A missing text is reported by the translation check.
  if (text === undefined) return;
  const names = placeholdersOf(text);
  for (const name of Object.keys(onSuccess.noticeFormats).filter((n) => !names.includes(n)))
    form.error(
      `onSuccess.noticeFormats.${name}`,
      'unknown-notice-placeholder',
      `the notice "${onSuccess.notice}" has no {{${name}}}${names.length ? ` (it has ${names.map((n) => `{{${n}}}`).join(', ')})` : ''}.${suggestion(name, names, { list: false })}`,
    );
}
