// @vitest-environment jsdom
// FormDialog renders a form file it is given (written here, its validator built the way the build does) in a
// dialog against the demo backend: Enter in a field submits, Cancel closes without a call, success shows the
// notice with a value computed from the sent field and closes, a failure keeps the dialog and what was typed.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { http, HttpResponse } from 'msw';
import { createPrecompiledValidator } from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import type { FormFile } from '@/config/form-file';
import { connectApiSession } from '@/api/clients';
import { anonymousSession } from '@/api/session-port';
import { normalizeSchema } from '@/forms/normalize-schema';
import { validatorModule } from '@/forms/validation/compile';
import type * as LoadFormModule from '@/forms/load-form';
import type { LoadedForm } from '@/forms/load-form';
import { FormDialog } from '@/renderers/form-dialog';
import { setupDemoServer } from '@/mocks/node';
import { issueToken } from '@/mocks/store/tokens';
import validations from '../../../locales/en/validations.json';
import forms from '../../../locales/en/forms.json';
import menu from '../../../locales/en/menu.json';
import errors from '../../../locales/en/errors.json';

const notices = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), dismissAll: vi.fn() }));
vi.mock('@/ui/notices', () => ({ notice: notices }));
vi.mock('@/forms/session-values', () => ({ useSessionValues: () => ({ timezone: 'Europe/London' }) }));
const built = vi.hoisted(() => new Map<string, unknown>());
vi.mock('@/forms/load-form', async (original) => ({
  ...(await original<typeof LoadFormModule>()),
  loadForm: (name: string) => Promise.resolve(built.get(name)),
}));

const { server, backend } = setupDemoServer();
const sent: unknown[] = [];
server.events.on('request:start', async ({ request }) => {
  if (request.method === 'POST' && request.url.endsWith('/api/v2/settings'))
    sent.push(await request.clone().json());
});

mkdirSync(join(process.cwd(), 'tests', '.generated'), { recursive: true });
const folder = mkdtempSync(join(process.cwd(), 'tests', '.generated', 'form-dialog-'));

/** What the build does for one form file: the validator module, written and imported as an ES module. */
async function buildForm(name: string, file: FormFile): Promise<void> {
  const schema = normalizeSchema(file.schema) as RJSFSchema;
  writeFileSync(join(folder, `${name}.mjs`), validatorModule(schema));
  const module = (await import(/* @vite-ignore */ join(folder, `${name}.mjs`))) as { default: never };
  const form: LoadedForm = {
    name,
    file,
    schema,
    validator: createPrecompiledValidator(module.default, schema),
  };
  built.set(name, form);
}

const zoneForm: FormFile = {
  title: 'test:title',
  description: 'test:intro',
  schema: {
    type: 'object',
    properties: { timezone: { type: 'string', title: 'test:zone', rules: { required: true } } },
  },
  initial: { timezone: { $session: 'timezone' } },
  submit: { operation: 'POST /api/v2/settings' },
  submitLabel: 'forms:common.save',
  onSuccess: {
    notice: 'test:done',
    noticeValues: { offset: { $field: 'timezone' } },
    noticeFormats: { offset: 'utcOffset' },
  },
  onFailure: { notice: 'test:failed' },
};

beforeAll(async () => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
  server.listen({ onUnhandledRequest: 'error' });
  const user = backend.db.findUserByEmail('personal@demo.test');
  if (!user) throw new Error('personal@demo.test');
  connectApiSession({ ...anonymousSession, idToken: () => issueToken(user, { audience: 'main' }) });
  await i18next.use(initReactI18next).init({
    lng: 'en',
    resources: {
      en: {
        validations,
        forms,
        menu,
        errors,
        test: {
          title: 'Time zone',
          intro: 'Reports use it.',
          zone: 'Your time zone',
          done: 'Reports will now be shown in {{offset}}',
          failed: 'Could not save (test)',
        },
      },
    },
    interpolation: { escapeValue: false },
  });
  await buildForm('zone', zoneForm);
});
beforeEach(() => {
  sent.length = 0;
  vi.clearAllMocks();
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => {
  rmSync(folder, { recursive: true, force: true });
  server.close();
  connectApiSession(anonymousSession);
});

function renderDialog() {
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nextProvider i18n={i18next}>
        <FormDialog name="zone" open onClose={onClose} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return onClose;
}

const dialog = () => screen.getByRole('dialog', { hidden: true, name: 'Time zone' });

describe('FormDialog', () => {
  it('renders the file: title as the dialog name, intro, field with its initial value, Save and Cancel', async () => {
    renderDialog();
    // The first test of the file waits for the forms engine's lazy chunk to be transformed, hence the time.
    const field = await screen.findByLabelText(/Your time zone/, {}, { timeout: 10_000 });
    expect(dialog()).toBeTruthy();
    expect(screen.getByText('Reports use it.')).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('Europe/London');
    expect(screen.getByRole('button', { hidden: true, name: 'Save' })).toBeTruthy();
    expect(screen.getByRole('button', { hidden: true, name: 'Cancel' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

  it('submits on Enter in a field, says the offset of the sent zone, then closes', async () => {
    const onClose = renderDialog();
    const field = await screen.findByLabelText(/Your time zone/);
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, 'Asia/Tokyo{Enter}');
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([{ timezone: 'Asia/Tokyo' }]);
    expect(notices.success).toHaveBeenCalledWith('Reports will now be shown in UTC+09:00');
  });

  it('closes on Cancel without a call', async () => {
    const onClose = renderDialog();
    await screen.findByLabelText(/Your time zone/);
    await userEvent.setup().click(screen.getByRole('button', { hidden: true, name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(sent).toEqual([]);
    expect(notices.success).not.toHaveBeenCalled();
  });

  it('keeps the dialog open with what was typed and the server’s message at the field on a refusal', async () => {
    const onClose = renderDialog();
    const field = await screen.findByLabelText(/Your time zone/);
    const user = userEvent.setup();
    await user.clear(field);
    await user.type(field, 'Mars/Olympus');
    await user.click(screen.getByRole('button', { hidden: true, name: 'Save' }));
    expect(await screen.findByText('The selected timezone is invalid.')).toBeTruthy();
    expect(sent).toEqual([{ timezone: 'Mars/Olympus' }]);
    expect((screen.getByLabelText(/Your time zone/) as HTMLInputElement).value).toBe('Mars/Olympus');
    expect(onClose).not.toHaveBeenCalled();
    expect(notices.success).not.toHaveBeenCalled();
  });

  it('says the file’s failure text when the server says nothing (a network failure)', async () => {
    server.use(http.post('*/api/v2/settings', () => HttpResponse.error()));
    const onClose = renderDialog();
    await screen.findByLabelText(/Your time zone/);
    await userEvent.setup().click(screen.getByRole('button', { hidden: true, name: 'Save' }));
    await waitFor(() => expect(notices.error.mock.calls[0]?.[0]).toBe('Could not save (test)'));
    expect(onClose).not.toHaveBeenCalled();
    expect((screen.getByLabelText(/Your time zone/) as HTMLInputElement).value).toBe('Europe/London');
  });
});
