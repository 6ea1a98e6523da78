// @vitest-environment jsdom
// Ordering a debit card against the demo backend (spec A §2–§4, §7): merchant@ (the beta user) picks the kind,
// sees and picks a design, a currency of its own, and orders; the card is stored not activated and the page goes
// to the card list. A refusal lands at its field or in a notice and changes no choice; a failed currency load
// offers a retry.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Route } from 'react-router';
import debitCards from '../../../../locales/en/debitCards.json';
import errors from '../../../../locales/en/errors.json';
import forms from '../../../../locales/en/forms.json';
import DebitCardOrderScreen from '@/screens/debit-card-order/debit-card-order-screen';
import { notice } from '@/ui/notices';
import { screenHarness } from '../screen-harness';

const { server, backend, open: openAt } = screenHarness('merchant@demo.test', { debitCards, errors, forms });
afterEach(() => vi.restoreAllMocks());

function open() {
  openAt(
    '/debit-cards/add',
    <>
      <Route path="/debit-cards/add" element={<DebitCardOrderScreen />} />
      <Route path="/debit-cards" element={<h1>The card list</h1>} />
    </>,
  );
}

const radio = (group: string, name: string) =>
  within(screen.getByRole('radiogroup', { name: group })).getByRole('radio', { name });
const preview = () => screen.getByRole('figure', { name: 'Preview of your new card' });
const previewDesign = () => preview().querySelector('[data-design]')?.getAttribute('data-design');
const merchantCards = () => {
  const merchant = backend.db.findUserByEmail('merchant@demo.test')!;
  return backend.db.debitCards.all().filter((card) => card.user_id === merchant.id);
};

describe('ordering a card', () => {
  it('picks a design by seeing it, keeps each kind’s choice, and orders it not activated', async () => {
    const success = vi.spyOn(notice, 'success');
    const before = merchantCards().length;
    open();
    await screen.findByRole('heading', { level: 1, name: 'Order a debit card' });
    const currency = (await screen.findByLabelText('Currency')) as HTMLSelectElement;
    // merchant@'s own accounts, all in the supported set, USD first chosen.
    expect([...currency.options].map((option) => option.value)).toEqual(['USD', 'EUR', 'GBP', 'CAD', 'CHF']);
    expect(currency.value).toBe('USD');
    expect(radio('Type of card', 'Virtual card')).toHaveProperty('checked', true);
    expect(within(screen.getByRole('radiogroup', { name: 'Design' })).getAllByRole('radio')).toHaveLength(7);
    expect(radio('Design', 'Midnight')).toHaveProperty('checked', true);
    expect(previewDesign()).toBe('VCD-007');

    fireEvent.click(radio('Design', 'Sunset'));
    expect(radio('Design', 'Sunset')).toHaveProperty('checked', true);
    expect(previewDesign()).toBe('VCD-002');
    fireEvent.change(currency, { target: { value: 'EUR' } });
    expect(within(preview()).getByText('EUR')).toBeTruthy();

    // Physical shows the colours (blue first chosen); back to virtual, Sunset is still the choice.
    fireEvent.click(radio('Type of card', 'Physical card'));
    expect(within(screen.getByRole('radiogroup', { name: 'Colour' })).getAllByRole('radio')).toHaveLength(10);
    expect(radio('Colour', 'Blue')).toHaveProperty('checked', true);
    fireEvent.click(radio('Colour', 'Black'));
    expect(previewDesign()).toBe('black');
    fireEvent.click(radio('Type of card', 'Virtual card'));
    expect(radio('Design', 'Sunset')).toHaveProperty('checked', true);

    fireEvent.click(screen.getByRole('button', { name: 'Order card' }));
    await screen.findByRole('heading', { name: 'The card list' });
    expect(success).toHaveBeenCalledWith('Your virtual card is ordered. Activate it to start using it.');
    const cards = merchantCards();
    expect(cards).toHaveLength(before + 1);
    expect(cards.at(-1)).toMatchObject({
      factor: 'virtual',
      status: 'not_activated',
      currency: 'EUR',
      virtual_design: { public_id: 'VCD-002' },
    });
  });

  it('shows a refusal at its field or in a notice, and keeps every choice', async () => {
    const failed = vi.spyOn(notice, 'error');
    open();
    fireEvent.click(await screen.findByRole('radio', { name: 'Physical card' }));
    fireEvent.click(radio('Colour', 'Gold'));
    const currency = screen.getByLabelText('Currency');
    fireEvent.change(currency, { target: { value: 'GBP' } });

    server.use(
      http.post('*/api/v2/issuing/cards', () =>
        HttpResponse.json(
          {
            success: false,
            message: 'The given data was invalid.',
            errors: { currency: ['The selected currency is invalid.'] },
          },
          { status: 422 },
        ),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Order card' }));
    await within(currency.parentElement!).findByText('The selected currency is invalid.');
    expect(currency.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(currency);
    expect(failed).not.toHaveBeenCalled();
    expect(radio('Colour', 'Gold')).toHaveProperty('checked', true);
    expect(currency).toHaveProperty('value', 'GBP');

    // Changing the currency clears what the server said about it.
    fireEvent.change(currency, { target: { value: 'USD' } });
    expect(within(currency.parentElement!).queryByText('The selected currency is invalid.')).toBeNull();

    server.use(
      http.post('*/api/v2/issuing/cards', () =>
        HttpResponse.json({ success: false, message: 'Cards are paused today.' }, { status: 500 }),
      ),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Order card' }));
    await vi.waitFor(() =>
      expect(failed).toHaveBeenCalledWith('The card could not be ordered', {
        description: 'Cards are paused today.',
      }),
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Order a debit card' })).toBeTruthy();
    expect(radio('Colour', 'Gold')).toHaveProperty('checked', true);
    expect(screen.getByRole('button', { name: 'Order card' })).toHaveProperty('disabled', false);
  });

  it('offers a retry when the currencies cannot be loaded', async () => {
    server.use(
      http.get('*/api/v2/main/balance', () => HttpResponse.json({ message: 'Down' }, { status: 500 }), {
        once: true,
      }),
    );
    open();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Down');
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByLabelText('Currency')).toBeTruthy();
  });
});
