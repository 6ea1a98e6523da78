// @vitest-environment jsdom
// The invoice builder against the demo backend (spec B §4, §5, §7): a new invoice starts in USD today, the
// rules show at their fields before anything is sent, the totals follow the lines, taxes and discounts, and
// Save draft stores exactly what was shown.
import { describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'react-router';
import builder from '../../../../locales/en/invoice-builder.json';
import errors from '../../../../locales/en/errors.json';
import forms from '../../../../locales/en/forms.json';
import statuses from '../../../../locales/en/statuses.json';
import InvoiceBuilderScreen from '@/screens/invoice-builder/invoice-builder-screen';
import { screenHarness } from '../screen-harness';

const { backend, open: openAt } = screenHarness('merchant@demo.test', {
  'invoice-builder': builder,
  errors,
  forms,
  statuses,
});

function open(path: string) {
  openAt(
    path,
    <>
      <Route path="/invoices/builder" element={<InvoiceBuilderScreen />} />
      <Route path="/invoices/builder/:slug" element={<InvoiceBuilderScreen />} />
      <Route path="/invoices/:slug" element={<p>Invoice page</p>} />
      <Route path="/invoices" element={<p>Invoices list</p>} />
    </>,
  );
}

const line = (n: number) => within(screen.getByRole('listitem', { name: `Line ${n}` }));
const choose = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } });
const totalOf = (id: string) => document.querySelector(`[data-total="${id}"] dd`)?.textContent;

describe('InvoiceBuilderScreen', () => {
  it('starts in USD, today, due 7 days later', async () => {
    open('/invoices/builder');
    expect(await screen.findByRole('heading', { level: 1, name: 'New invoice' })).toBeTruthy();
    expect((screen.getByLabelText('Currency') as HTMLSelectElement).value).toBe('USD');
    const today = new Date().toISOString().slice(0, 10).replace(/-/g, '/');
    expect((screen.getByLabelText('Invoice date') as HTMLInputElement).value).toBe(today);
  });

  it('shows the rules at their fields and saves what the totals show', async () => {
    open('/invoices/builder');
    await screen.findByRole('option', { name: /Espresso beans 1 kg/ });
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(screen.getByText('Add at least one product.')).toBeTruthy();
    expect(screen.getByText('Choose a customer.')).toBeTruthy();

    choose(line(1).getByLabelText('Product'), 'prd_001');
    fireEvent.input(line(1).getByLabelText('Quantity'), { target: { value: '3' } });
    fireEvent.click(await screen.findByRole('checkbox', { name: /GST 10%/ }));
    fireEvent.click(await screen.findByRole('checkbox', { name: /Loyalty 5%/ }));
    expect(totalOf('subtotal')).toBe('96.00 USD');
    expect(totalOf('tax')).toBe('9.60 USD');
    expect(totalOf('discount')).toBe('-4.80 USD');
    expect(totalOf('grand_total')).toBe('100.80 USD');
    expect(screen.queryByText('Add at least one product.')).toBeNull();

    const customer = screen.getByLabelText('Customer') as HTMLSelectElement;
    await within(customer).findAllByRole('option');
    const contactId = (customer.options[1] as HTMLOptionElement).value;
    choose(customer, contactId);
    const before = backend.db.invoices.all().length;
    fireEvent.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Invoice page')).toBeTruthy();
    const saved = backend.db.invoices.all().at(-1);
    expect(backend.db.invoices.all().length).toBe(before + 1);
    expect(saved).toMatchObject({
      status: 'draft',
      currency: 'USD',
      summary: { subtotal: 96, tax: 9.6, discount: 4.8, grand_total: 100.8 },
      customer: { id: contactId },
    });
  });

  it('in another currency, prices come from that currency and only its discounts are offered', async () => {
    open('/invoices/builder');
    await screen.findByRole('option', { name: /Espresso beans 1 kg/ });
    choose(line(1).getByLabelText('Product'), 'prd_001');
    expect(await screen.findByRole('checkbox', { name: /\$15 off/ })).toBeTruthy();
    choose(screen.getByLabelText('Currency'), 'EUR');
    // The discounts are asked again with filter[currency]=EUR: the USD-only one is gone.
    expect(await screen.findByRole('checkbox', { name: /Loyalty 5%/ })).toBeTruthy();
    expect(screen.queryByRole('checkbox', { name: /\$15 off/ })).toBeNull();
    expect(totalOf('subtotal')).toBe('29.44 EUR');
  });

  it('edits an existing draft, and sends the person to the list when an invoice cannot be read', async () => {
    open('/invoices/builder/inv_0001');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit invoice' })).toBeTruthy();
    expect(await screen.findByText(/^Invoice 0001, Draft$/)).toBeTruthy();
    cleanup();
    open('/invoices/builder/inv_missing');
    expect(await screen.findByText('Invoices list')).toBeTruthy();
  });
});
