// Every form of issue 5 speaks a second language: for the forms whose other specs check English only, the
// person submits with the required fields empty and reads each 'required' message in Arabic or Spanish, with
// the field's translated label. The fields come from the form file itself, so a field added there is checked.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { text } from './form-helpers';
import { openInApp } from './route-helpers';

type Tree = Record<string, unknown>;
const json = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Tree;

interface FieldShape {
  title: string;
  type?: string;
  default?: unknown;
  rules?: { required?: unknown };
  items?: FieldShape;
}
interface FormFileShape {
  title: string;
  submitLabel?: string;
  initial?: Tree;
  load?: unknown;
  schema: { properties: Record<string, FieldShape> };
}

/**
 * The labels of the fields a person must fill that start empty: required, with no default and nothing from
 * `initial` or a loaded record (there, only the fields the test empties). A list that starts with one empty
 * entry (invite's e-mails) asks for that entry.
 */
function emptyRequired(form: FormFileShape, cleared: string[]): string[] {
  const required = (field: FieldShape | undefined) => field?.rules?.required === true;
  return Object.entries(form.schema.properties).flatMap(([name, field]) => {
    if (form.load !== undefined || name in (form.initial ?? {}))
      return cleared.includes(name) ? [field.title] : [];
    if (required(field) && field.default === undefined) return [field.title];
    if (field.type === 'array' && required(field.items)) return [field.items!.title];
    return [];
  });
}

/**
 * Signs in speaking `language`: a business user keeps the login page's language (they have no language
 * dialog); arabic@ has Arabic saved in their settings.
 */
async function signInSpeaking(page: Page, email: string, language: string) {
  await page.goto('/auth/login');
  if (email !== 'arabic@demo.test') await page.getByLabel('Language').selectOption(language);
  await page.getByRole('button', { name: new RegExp(email.replace('.', '\\.')) }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', language.replace('_', '-'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

const CASES: { email: string; language: string; path: string; form: string; clear?: string[] }[] = [
  { email: 'merchant@demo.test', language: 'es_CO', path: '/request-money', form: 'request-money' },
  {
    email: 'merchant@demo.test',
    language: 'es_CO',
    path: '/sub-accounts/create',
    form: 'sub-account-create',
  },
  {
    email: 'merchant@demo.test',
    language: 'es_CO',
    path: '/account-settings',
    form: 'account-settings',
    clear: ['name'],
  },
  {
    email: 'merchant@demo.test',
    language: 'es_CO',
    path: '/business/withdrawal',
    form: 'withdrawal-details',
    clear: ['bank_name'],
  },
  { email: 'arabic@demo.test', language: 'ar_EG', path: '/accounts/add', form: 'accounts-add' },
  { email: 'arabic@demo.test', language: 'ar_EG', path: '/invite', form: 'invite' },
  { email: 'arabic@demo.test', language: 'ar_EG', path: '/support', form: 'support' },
];

for (const { email, language, path, form: name, clear = [] } of CASES)
  test(`${name} (${email}) says what is required in ${language}`, async ({ page }) => {
    const form = json(`schemas/forms/${name}.json`) as unknown as FormFileShape;
    await signInSpeaking(page, email, language);
    await openInApp(page, path);
    await expect(page.getByRole('heading', { level: 1, name: text(language, form.title) })).toBeVisible();
    for (const field of clear) {
      const label = text(language, form.schema.properties[field]!.title);
      await page.getByRole('textbox', { name: new RegExp(`^${label}`) }).fill('');
    }
    const submit = text(language, form.submitLabel ?? 'forms:common.submit');
    await page.getByRole('button', { name: submit, exact: true }).click();
    const titles = emptyRequired(form, clear);
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles)
      await expect(
        page.getByText(text(language, 'validations:messages.required', { field: text(language, title) }), {
          exact: true,
        }),
      ).toBeVisible();
  });
