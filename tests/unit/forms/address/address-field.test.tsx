// @vitest-environment jsdom
// The country-driven address field as a person uses it (spec A §2, §5, §7), against the demo backend's address
// configs over MSW: a country switches the inputs, optional ones say so, a level-2 select lists the children of
// the level-1 choice, rules show after leaving an input, a failed config read falls back quietly, and a wrong
// address holds the form's submit back.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import widgets from '../../../../locales/en/widgets.json';
import inputs from '../../../../locales/en/inputs.json';
import validations from '../../../../locales/en/validations.json';
import { connectApiSession } from '@/api/clients';
import { anonymousSession } from '@/api/session-port';
import { setupDemoServer } from '@/mocks/node';
import { issueToken } from '@/mocks/store/tokens';
import { AddressField } from '@/forms/fields/address-field';

const { server, backend } = setupDemoServer();
const i18n = i18next.createInstance();

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { widgets, inputs, validations } },
    interpolation: { escapeValue: false },
  });
});
beforeEach(() => {
  const user = backend.db.findUserByEmail('merchant@demo.test');
  if (!user) throw new Error('demo user missing');
  connectApiSession({ ...anonymousSession, idToken: () => issueToken(user) });
});
afterEach(() => {
  cleanup();
  server.resetHandlers();
  connectApiSession(anonymousSession);
});
afterAll(() => server.close());

const schema = {
  type: 'object',
  properties: { address: { type: 'object', title: 'Business address' } },
} satisfies RJSFSchema;

function renderField(options: Record<string, unknown> = {}, formData: Record<string, unknown> = {}) {
  const onChange = vi.fn();
  const onSubmit = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <Form
          schema={schema}
          uiSchema={{ address: { 'ui:field': 'address', 'ui:options': options } }}
          fields={{ address: AddressField }}
          validator={validator}
          formData={formData}
          noValidate
          onChange={({ formData: data }) => onChange(data)}
          onSubmit={({ formData: data }) => onSubmit(data)}
        />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { onChange, onSubmit };
}

/** Opens a select like a person (typing in a searchable one, arrow down on a short one) and picks an option. */
async function pick(select: string, option: string) {
  const control = await screen.findByRole('combobox', { name: select });
  if (control instanceof HTMLInputElement) fireEvent.input(control, { target: { value: option } });
  else fireEvent.keyDown(control, { key: 'ArrowDown' });
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

const labels = () =>
  [...document.querySelectorAll('fieldset label')].map((label) => label.textContent?.trim());

describe('AddressField', () => {
  it('shows the chosen country’s inputs and switches them with the country', async () => {
    const { onChange } = renderField();
    expect(screen.getByRole('group', { name: 'Business address' })).toBeTruthy();
    await pick('Country', 'United States');
    await screen.findByRole('textbox', { name: 'Street address' });
    expect(labels()).toEqual(['Country', 'Street address', 'City', 'State', 'ZIP code']);
    fireEvent.input(screen.getByRole('textbox', { name: 'City' }), { target: { value: 'Austin' } });
    expect(onChange).toHaveBeenLastCalledWith({ address: { country_code: 'US', city: 'Austin' } });

    await pick('Country', 'Germany');
    await screen.findByRole('textbox', { name: 'PLZ' });
    expect(labels()).toEqual(['Country', 'Straße und Hausnummer', 'PLZ', 'Ort', 'Bundesland']);
    expect(screen.queryByRole('textbox', { name: 'City' })).toBeNull();
    // Nothing typed for the United States carries over to Germany.
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith({ address: { country_code: 'DE' } }));
  });

  it('labels the inputs the config does not require as optional', async () => {
    renderField({}, { address: { country_code: 'GB' } });
    await screen.findByRole('textbox', { name: 'Address line 1' });
    expect(screen.getByRole('textbox', { name: 'Address line 2 (optional)' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'County (optional)' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Postcode' })).toBeTruthy();
  });

  it('makes everything optional with noRequired', async () => {
    renderField({ noRequired: true }, { address: { country_code: 'GB' } });
    await screen.findByRole('textbox', { name: 'Address line 1 (optional)' });
    expect(screen.getByRole('combobox', { name: 'Country (optional)' })).toBeTruthy();
  });

  it('lists in a level-2 select only the children of the level-1 choice, and clears it when that changes', async () => {
    const { onChange } = renderField({}, { address: { country_code: 'AE' } });
    await pick('Emirate', 'Dubai');
    await pick('Area', 'Dubai Marina');
    expect(onChange).toHaveBeenLastCalledWith({
      address: { country_code: 'AE', emirate: 'AE-DU', area: 'AE-DU-MAR' },
    });

    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Area' }), { key: 'ArrowDown' });
    const areas = screen.getAllByRole('option').map((option) => option.textContent);
    expect(areas).toEqual(['Dubai Marina', 'Downtown Dubai', 'Jumeirah Lake Towers']);
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Area' }), { key: 'Escape' });

    await pick('Emirate', 'Abu Dhabi');
    expect(onChange).toHaveBeenLastCalledWith({ address: { country_code: 'AE', emirate: 'AE-AZ' } });
    fireEvent.keyDown(screen.getByRole('combobox', { name: 'Area' }), { key: 'ArrowDown' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Al Khalidiyah',
      'Al Reem Island',
    ]);
  });

  it('shows an input’s error once it is left, with the honoured rules only', async () => {
    renderField({}, { address: { country_code: 'US' } });
    const street = await screen.findByRole('textbox', { name: 'Street address' });
    expect(screen.queryByText('The Street address field is required')).toBeNull();
    fireEvent.blur(street);
    expect(screen.getByText('The Street address field is required').id).toBe(
      street.getAttribute('aria-describedby'),
    );
    expect(street.getAttribute('aria-invalid')).toBe('true');
    // The config's regex rule is not one spec A §5 honours: "ABC" passes.
    const zip = screen.getByRole('textbox', { name: 'ZIP code' });
    fireEvent.input(zip, { target: { value: 'ABC' } });
    fireEvent.blur(zip);
    expect(zip.getAttribute('aria-invalid')).toBeNull();
  });

  it('holds the submit back and shows every error while the address is wrong', async () => {
    const { onSubmit } = renderField({}, { address: { country_code: 'US' } });
    await screen.findByRole('textbox', { name: 'Street address' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit' })));
    expect(onSubmit).not.toHaveBeenCalled();
    for (const field of ['Street address', 'City', 'State', 'ZIP code'])
      expect(screen.getByText(`The ${field} field is required`)).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Street address' }));
  });

  it('lets a complete address through', async () => {
    const { onSubmit } = renderField(
      {},
      {
        address: {
          country_code: 'US',
          address: '1 Market St',
          city: 'San Francisco',
          state: 'US-CA',
          zip: '94105',
        },
      },
    );
    await screen.findByRole('textbox', { name: 'Street address' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit' })));
    expect(onSubmit).toHaveBeenCalledWith({
      address: {
        country_code: 'US',
        address: '1 Market St',
        city: 'San Francisco',
        state: 'US-CA',
        zip: '94105',
      },
    });
  });

  it('falls back quietly to plain inputs when the config cannot be read', async () => {
    server.use(
      http.get('*/ajax/api/v2/localized-addresses', () =>
        HttpResponse.json({ success: false, message: 'Server Error' }, { status: 500 }),
      ),
    );
    renderField({}, { address: { country_code: 'US' } });
    await screen.findByRole('textbox', { name: 'Address' });
    expect(labels()).toEqual(['Country', 'Address', 'City', 'Postal code (optional)']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('uses plain inputs for a country without a config', async () => {
    renderField({}, { address: { country_code: 'FR' } });
    await screen.findByRole('textbox', { name: 'City' });
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveProperty('value', 'France');
  });
});
