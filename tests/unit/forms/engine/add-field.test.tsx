// @vitest-environment jsdom
// "Adding a field to a form is a JSON edit only" (issue 5): this test writes a form file, builds its validator
// the way the build does (validatorModule, imported as an ES module), renders it with the engine, then adds a
// field by editing the JSON alone and sees the new field rendered, validated with its rule's message, and sent.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import type { FormFile } from '@/config/form-file';
import { connectApiSession } from '@/api/clients';
import { anonymousSession } from '@/api/session-port';
import { normalizeSchema } from '@/forms/normalize-schema';
import { validatorModule } from '@/forms/validation/compile';
import type { LoadedForm } from '@/forms/load-form';
import { SchemaForm } from '@/renderers/schema-form';
import { setupDemoServer } from '@/mocks/node';
import { issueToken } from '@/mocks/store/tokens';
import validations from '../../../../locales/en/validations.json';
import forms from '../../../../locales/en/forms.json';

const { server, backend } = setupDemoServer();
const sent: unknown[] = [];
server.events.on('request:start', async ({ request }) => {
  if (request.method === 'POST' && request.url.includes('/request-money'))
    sent.push(await request.clone().json());
});

const i18n = i18next.createInstance();
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  const user = backend.db.findUserByEmail('merchant@demo.test');
  if (!user) throw new Error('merchant@demo.test');
  connectApiSession({ ...anonymousSession, idToken: () => issueToken(user, { audience: 'main' }) });
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: {
      en: {
        validations,
        forms,
        test: { title: 'Ask for money', email: 'Payer e-mail', note: 'Note', done: 'Sent' },
      },
    },
    interpolation: { escapeValue: false },
  });
});
afterAll(() => {
  cleanup();
  rmSync(folder, { recursive: true, force: true });
  server.close();
  connectApiSession(anonymousSession);
});

// The generated module imports the app's rule runner through `@/`, so it is written inside the project (and
// outside node_modules, which the test runner does not transform); removed afterwards.
mkdirSync(join(process.cwd(), 'tests', '.generated'), { recursive: true });
const folder = mkdtempSync(join(process.cwd(), 'tests', '.generated', 'form-'));

/** What the build does for one form file: the validator module, written and imported as an ES module. */
async function buildForm(name: string, file: FormFile): Promise<LoadedForm> {
  const path = join(folder, `${name}.json`);
  writeFileSync(path, JSON.stringify(file, null, 2));
  const schema = normalizeSchema(file.schema) as RJSFSchema;
  writeFileSync(join(folder, `${name}.mjs`), validatorModule(schema));
  const module = (await import(/* @vite-ignore */ join(folder, `${name}.mjs`))) as { default: never };
  return { name, file, schema, validator: createPrecompiledValidator(module.default, schema) };
}

const baseFile: FormFile = {
  title: 'test:title',
  schema: {
    type: 'object',
    properties: {
      currency: { type: 'string', default: 'USD' },
      amount: { type: 'number', default: 150 },
      payer_email: { type: 'string', title: 'test:email', rules: { required: true, email: true } },
    },
  },
  submit: { operation: 'POST /api/v2/main/request-money' },
  onSuccess: { notice: 'test:done' },
};

function renderForm(form: LoadedForm) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <SchemaForm form={form} initialData={{}} sources={{}} onSubmitted={() => {}} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('adding a field is a JSON edit only', () => {
  it('renders, validates and sends a field added to the file', async () => {
    const before = await buildForm('ask', baseFile);
    renderForm(before);
    expect(screen.queryByLabelText('Note')).toBeNull();
    cleanup();

    // The edit product staff make: one property in the JSON, nothing else.
    const edited: FormFile = structuredClone(baseFile);
    (edited.schema.properties as Record<string, unknown>).note = {
      type: 'string',
      title: 'test:note',
      rules: { max: 10 },
    };
    const after = await buildForm('ask-with-note', edited);
    renderForm(after);

    const note = screen.getByLabelText('Note');
    fireEvent.input(screen.getByLabelText(/Payer e-mail/), { target: { value: 'payer@demo.test' } });
    fireEvent.input(note, { target: { value: 'far too long for ten' } });
    fireEvent.blur(note);
    const message = i18n.t('validations:messages.max', { field: 'Note', length: 10 });
    expect(message).toMatch(/Note/);
    expect(await screen.findByText(message)).toBeTruthy();
    expect((note as HTMLInputElement).value).toBe('far too long for ten');

    fireEvent.input(note, { target: { value: 'Consulting' } });
    fireEvent.submit(note.closest('form')!);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ payer_email: 'payer@demo.test', note: 'Consulting', currency: 'USD' });
  });
});
