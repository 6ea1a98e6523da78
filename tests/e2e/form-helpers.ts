// Helpers the form specs share: texts from the catalogues (so a check follows the translations), rule
// messages, a field's error line, the submit button and the select widgets as a person uses them.
import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

type Catalogue = Record<string, unknown>;

/** `locales/<language>/<namespace>.json`. */
export const catalogue = (language: string, namespace: string): Catalogue =>
  JSON.parse(readFileSync(`locales/${language}/${namespace}.json`, 'utf8')) as Catalogue;

/** The text at a dotted path of a catalogue. */
export function textAt(node: Catalogue, path: string): string {
  const text = path.split('.').reduce<unknown>((at, key) => (at as Catalogue | undefined)?.[key], node);
  if (typeof text !== 'string') throw new Error(`no text at ${path}`);
  return text;
}

/** A template's {{placeholders}} filled. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/{{\s*(\w+)\s*}}/g, (_, name: string) => String(values[name] ?? ''));

/** A text by its key (`namespace:path`) in a language, its {{placeholders}} filled. */
export function text(language: string, key: string, values: Record<string, string | number> = {}): string {
  const [namespace = '', path = ''] = key.split(':');
  return fill(textAt(catalogue(language, namespace), path), values);
}

/** The message a rule shows under a field, from the validations catalogue (spec A §5). */
export const ruleMessage = (
  language: string,
  rule: string,
  field: string,
  values: Record<string, string | number> = {},
) => fill(textAt(catalogue(language, 'validations'), `messages.${rule}`), { ...values, field });

/** The error text RJSF shows under a field (its `__error` list). */
export const fieldError = (page: Page, id: string) => page.locator(`#root_${id}__error`);

export const submit = (page: Page, name: string) => page.getByRole('button', { name, exact: true }).click();

/**
 * Opens a select-like field and picks the option. Retried: the click that opens the list can land while the
 * field just left re-validates and its error line disappears, which moves the list away.
 */
export async function pick(page: Page, label: string, option: string | RegExp) {
  const box = page
    .getByRole('combobox', { name: `${label}*`, exact: true })
    .or(page.getByRole('combobox', { name: label, exact: true }));
  await expect(async () => {
    // Scoped to the field's own list: the demo account switcher in the header is a select with options too.
    const choice = page
      .getByRole('listbox', { name: label, exact: true })
      .getByRole('option', { name: option })
      .first();
    if (!(await choice.isVisible())) await box.click();
    await choice.click({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
}
