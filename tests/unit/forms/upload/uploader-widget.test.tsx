// @vitest-environment jsdom
// The uploader as a person uses it (spec A §4, §5, §7), against the demo backend over MSW: a refused type, the
// single-file box, a failed upload with its retry, removal, progress and the image preview.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { File as NodeFile } from 'node:buffer';
import { http, HttpResponse } from 'msw';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import widgets from '../../../../locales/en/widgets.json';
import errors from '../../../../locales/en/errors.json';
import { connectApiSession } from '@/api/clients';
import { anonymousSession } from '@/api/session-port';
import { setupDemoServer } from '@/mocks/node';
import { issueToken } from '@/mocks/store/tokens';
import { UploaderWidget } from '@/forms/widgets/uploader-widget';

const { server, backend } = setupDemoServer();
const requests: string[] = [];
const i18n = i18next.createInstance();

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', ({ request }) => {
    requests.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  await i18n
    .use(initReactI18next)
    .init({ lng: 'en', resources: { en: { widgets, errors } }, interpolation: { escapeValue: false } });
  // jsdom's FormData cannot carry Node's File into Node's Request (two different Blob classes), so the network
  // boundary uses Node's own: the FormData class fetch itself produces.
  const NodeFormData = (await new Response(new URLSearchParams('a=b')).formData()).constructor;
  vi.stubGlobal('FormData', NodeFormData);
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview-1'), revokeObjectURL: vi.fn() }),
  );
});
beforeEach(() => {
  const user = backend.db.findUserByEmail('merchant@demo.test');
  if (!user) throw new Error('demo user missing');
  connectApiSession({ ...anonymousSession, idToken: () => issueToken(user), fingerprint: () => 'fp-test' });
  requests.length = 0;
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  connectApiSession(anonymousSession);
});
afterAll(() => {
  server.close();
  vi.unstubAllGlobals();
});

const schema = {
  type: 'object',
  properties: { docs: { type: 'array', title: 'Documents', items: { type: 'object' } } },
} satisfies RJSFSchema;

function renderUploader(options: Record<string, unknown>, onChange = vi.fn()) {
  const view = render(
    <I18nextProvider i18n={i18n}>
      <Form
        schema={schema}
        uiSchema={{ docs: { 'ui:widget': 'uploader', 'ui:options': options } }}
        widgets={{ uploader: UploaderWidget }}
        validator={validator}
        onChange={({ formData }) => onChange(formData)}
      />
    </I18nextProvider>,
  );
  return { ...view, onChange };
}

const pdf = (name = 'scan.pdf', bytes = 2048) =>
  new NodeFile([new Uint8Array(bytes)], name, { type: 'application/pdf' }) as unknown as File;

const choose = (...files: File[]) => {
  const input = document.querySelector('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files } });
};

describe('UploaderWidget', () => {
  it('shows the limit as a hint and refuses a wrong type at the field without uploading', async () => {
    renderUploader({ limit: 'kyb' });
    const button = screen.getByRole('button', { name: 'Choose files for Documents' });
    expect(screen.getByText('JPG, JPEG, PNG, PDF · max 8 MB')).toBeTruthy();
    expect(button.getAttribute('aria-describedby')).toContain(screen.getByText(/max 8 MB/).id);
    choose(new NodeFile(['GIF89a'], 'cat.gif', { type: 'image/gif' }) as unknown as File);
    expect(screen.getByRole('alert').textContent).toBe('cat.gif was not added: Invalid file type');
    expect(screen.queryByRole('list', { name: 'Files' })).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toEqual([]);
  });

  it('refuses a file over the limit with the size in the message', () => {
    renderUploader({ limit: { size: 1, formats: ['pdf'] } });
    expect(screen.getByText('PDF · max 1 kB')).toBeTruthy();
    choose(pdf('big.pdf', 4096));
    expect(screen.getByRole('alert').textContent).toBe(
      'big.pdf was not added: The file is larger than 1 kB.',
    );
  });

  it('uploads a chosen file at once, hides the single box while it is there, and removes it on the server', async () => {
    const { onChange } = renderUploader({ limit: 'kyb', single: true });
    choose(pdf());
    const list = screen.getByRole('list', { name: 'Files' });
    expect(screen.queryByRole('button', { name: 'Choose a file for Documents' })).toBeNull();
    await waitFor(() => expect(within(list).getByText(/Uploaded/)).toBeTruthy());
    expect(requests).toEqual(['POST /ajax/api/v2/attachments']);
    // The form hears of the new value in an effect after the row shows, hence the wait (RJSF may first report
    // the empty data it derived on mount).
    await waitFor(() =>
      expect((onChange.mock.lastCall?.[0] as { docs?: unknown } | undefined)?.docs).toEqual([
        { id: expect.any(String), name: 'scan.pdf', size: 2048, type: 'application/pdf' },
      ]),
    );
    const value = onChange.mock.lastCall?.[0] as { docs: { id: string }[] };

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Remove scan.pdf' })));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Choose a file for Documents' })).toBeTruthy(),
    );
    expect(requests).toContain(`DELETE /ajax/api/v2/attachments/${value.docs[0]?.id}`);
    await waitFor(() => expect(onChange.mock.lastCall?.[0]).toEqual({}));
  });

  it('keeps a failed upload in the list with the message and a retry that works', async () => {
    server.use(
      http.post('*/ajax/api/v2/attachments', () =>
        HttpResponse.json({ success: false, message: 'Server Error' }, { status: 500 }),
      ),
    );
    renderUploader({ limit: 'kyb' });
    choose(pdf());
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('File upload failed. Please try again later'),
    );
    expect(screen.getByText('scan.pdf')).toBeTruthy();
    server.resetHandlers();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    await waitFor(() => expect(screen.getByText(/Uploaded/)).toBeTruthy());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the progress while the upload runs, and waits for the Upload button when delayed', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/ajax/api/v2/attachments', async () => {
        await held;
        return HttpResponse.json({
          success: true,
          data: { id: 'att_9', name: 'scan.pdf', size: 2048, type: 'application/pdf' },
        });
      }),
    );
    renderUploader({ delayUpload: true });
    choose(pdf());
    expect(screen.getByText(/Ready to upload/)).toBeTruthy();
    expect(requests).toEqual([]);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Upload' })));
    expect(screen.getByRole('progressbar', { name: 'Uploading scan.pdf' })).toBeTruthy();
    await act(async () => release());
    await waitFor(() => expect(screen.getByText(/Uploaded/)).toBeTruthy());
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('previews a PNG from an object URL and lets it go when the uploader goes', async () => {
    const { unmount } = renderUploader({ limit: 'logo' });
    choose(new NodeFile([new Uint8Array(64)], 'logo.png', { type: 'image/png' }) as unknown as File);
    const image = screen.getByRole('img', { name: 'Preview of logo.png' });
    expect(image.getAttribute('src')).toBe('blob:preview-1');
    await waitFor(() => expect(screen.getByText(/Uploaded/)).toBeTruthy());
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
  });

  it('does not preview a PDF', () => {
    renderUploader({});
    choose(pdf());
    expect(screen.queryByRole('img')).toBeNull();
  });
});
