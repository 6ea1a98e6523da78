// @vitest-environment jsdom
// The widget creator against the demo backend (spec B §2, §8): the editor's preview follows the edits, a save
// the server refuses shows its field errors at their fields and keeps every edit, undo goes back one change,
// and an unknown id says 'The widget version is not found' with the way back.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router';
import widgetCreator from '../../../../locales/en/widgetCreator.json';
import errors from '../../../../locales/en/errors.json';
import forms from '../../../../locales/en/forms.json';
import statuses from '../../../../locales/en/statuses.json';
import { createVersion } from '@/screens/widget-creator/widget-calls';
import WidgetCreatorScreen from '@/screens/widget-creator/widget-creator-screen';
import { newVersionBody } from '@/screens/widget-creator/widget-draft';
import { screenHarness } from '../screen-harness';

const { server, open: openAt } = screenHarness('merchant@demo.test', {
  widgetCreator,
  errors,
  forms,
  statuses,
});

function open(path: string) {
  openAt(
    path,
    <>
      <Route path="/processing/widget-creator/:id?" element={<WidgetCreatorScreen />} />
    </>,
  );
}

const type = (element: HTMLElement, value: string) => fireEvent.input(element, { target: { value } });
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
