// @vitest-environment jsdom
// The widget creator against the demo backend (spec B §2, §8): the editor's preview follows the edits, a save
// the server refuses shows its field errors at their fields and keeps every edit, undo goes back one change,
// and an unknown id says 'The widget version is not found' with the way back.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MemoryRouter, Route, Routes } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import widgetCreator from '../../../../locales/en/widgetCreator.json';
import errors from '../../../../locales/en/errors.json';
import forms from '../../../../locales/en/forms.json';
import statuses from '../../../../locales/en/statuses.json';
import { connectApiSession } from '@/api/clients';
import { anonymousSession } from '@/api/session-port';
import { setupDemoServer } from '@/mocks/node';
import { issueToken } from '@/mocks/store/tokens';
import { createVersion } from '@/screens/widget-creator/widget-calls';
import WidgetCreatorScreen from '@/screens/widget-creator/widget-creator-screen';
import { newVersionBody } from '@/screens/widget-creator/widget-draft';

const { server, backend } = setupDemoServer();
const i18n = i18next.createInstance();
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { widgetCreator, errors, forms, statuses } },
    interpolation: { escapeValue: false },
  });
  const user = backend.db.findUserByEmail('merchant@demo.test');
  if (!user) throw new Error('merchant@demo.test');
  const token = issueToken(user, { audience: 'main' });
  connectApiSession({ ...anonymousSession, idToken: () => token });
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => {
  server.close();
  connectApiSession(anonymousSession);
});

function open(path: string) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/processing/widget-creator/:id?" element={<WidgetCreatorScreen />} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

const type = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const pay = () => screen.getByTestId('widget-pay');

describe('the editor', () => {
  it('shows a refused save at its fields, keeps the edits, and undoes the last change', async () => {
    open('/processing/widget-creator/wv_001');
    await screen.findByRole('heading', { level: 1, name: 'Checkout v5 - holiday' });
    const brand = screen.getByLabelText('Brand colour');
    type(brand, '#ffd700');
    expect(brand).toHaveProperty('value', '#FFD700');
    expect(pay().style.backgroundColor).toBe('rgb(255, 215, 0)');
    expect(pay().style.color).toBe('rgb(0, 0, 0)');

    server.use(
      http.put('*/api/v2/processing/widget-versions/:id', () =>
        HttpResponse.json(
          {
            success: false,
            message: 'The given data was invalid.',
            errors: {
              name: ['Only letters, numbers, dashes and spaces.'],
              'settings.payment_methods.0.min_amount': [
                'The minimum must be 0 or more and not above the maximum.',
              ],
              'settings.payment_methods.0.payment_method_id': ['Unknown payment method.'],
            },
          },
          { status: 422 },
        ),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const name = screen.getByLabelText('Name');
    await within(name.parentElement!).findByText('Only letters, numbers, dashes and spaces.');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    // The first rule is Visa's: its minimum shows the message, with its limits opened.
    const visa = document.querySelector('[data-method="pm_001"]') as HTMLElement;
    expect(within(visa).getByText('The minimum must be 0 or more and not above the maximum.')).toBeTruthy();
    expect(brand).toHaveProperty('value', '#FFD700');
    expect(screen.getByTestId('unsaved')).toBeTruthy();

    // Typing in the name clears what the server said about it.
    type(name, 'Checkout v5 - winter');
    expect(within(name.parentElement!).queryByText('Only letters, numbers, dashes and spaces.')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(name).toHaveProperty('value', 'Checkout v5 - holiday');
    fireEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(brand).toHaveProperty('value', '#B45309');
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveProperty('disabled', true);
  });

  it('refuses a colour that is not hex at the field and keeps the preview', async () => {
    open('/processing/widget-creator/wv_003');
    await screen.findByRole('heading', { level: 1, name: 'Checkout v3 - rounded' });
    const brand = screen.getByLabelText('Brand colour');
    type(brand, 'teal');
    fireEvent.blur(brand);
    expect(screen.getByText('Enter a colour as # and six hex digits, like #1E40AF.')).toBeTruthy();
    expect(brand).toHaveProperty('value', 'teal');
    expect(pay().style.backgroundColor).toBe('rgb(15, 118, 110)');
  });

  it('says the version is not found, with the way back to the list', async () => {
    open('/processing/widget-creator/wv_404');
    await screen.findByRole('heading', { level: 1, name: 'The widget version is not found' });
    expect(screen.getByRole('link', { name: 'Back to the versions' }).getAttribute('href')).toBe(
      '/processing/widget-creator',
    );
  });
});

describe('the versions list', () => {
  it('names each status as the spec does and counts the versions', async () => {
    open('/processing/widget-creator');
    await screen.findByRole('heading', { level: 1, name: 'Widget creator' });
    await screen.findByText('5 of 10 versions used');
    const statuses = [...document.querySelectorAll('[data-version] [data-status]')].map((e) => e.textContent);
    expect(statuses).toEqual(['Draft', 'Pending review', 'Approved', 'Active', 'Rejected']);
    expect(screen.getByRole('button', { name: 'New version' })).toHaveProperty('disabled', false);
  });

  // Last: it fills the demo store to the limit.
  it('at 10 versions explains the limit on the create button before any call', async () => {
    for (const n of [6, 7, 8, 9, 10]) await createVersion(newVersionBody(`Checkout v${n}`, []));
    await expect(createVersion(newVersionBody('Checkout v11', []))).rejects.toThrow(
      'Customization limit reached',
    );
    open('/processing/widget-creator');
    await screen.findByText('You have 10 versions, the most allowed. Delete one to create another.');
    const create = screen.getByRole('button', { name: 'New version' });
    expect(create).toHaveProperty('disabled', true);
    expect(create.getAttribute('aria-describedby')).toBe('widget-version-limit');
  });
});
