// @vitest-environment jsdom
// A debit card tile as a person sees it (spec A §3): the card named by its factor and last four, its status, a
// Settings link only on a selectable activated card, an Activate card button on a card still to activate, and a
// click on the card that opens its transactions or starts activation.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import debitCards from '../../../../locales/en/debitCards.json';
import statuses from '../../../../locales/en/statuses.json';
import { CardTile } from '@/screens/debit-cards/card-tile';
import type { DebitCard } from '@/screens/debit-cards/card-view';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { debitCards, statuses } },
    interpolation: { escapeValue: false },
  });
});
afterEach(cleanup);

const card = (patch: Partial<DebitCard>): DebitCard => ({
  public_id: 'crd_virtual_001',
  last_four: '4821',
  status: 'activated',
  factor: 'virtual',
  selectable: true,
  virtual_design: { public_id: 'VCD-002' },
  type: 'visa_debit',
  exp_month: 9,
  exp_year: 2029,
  first_name: 'Amelia',
  last_name: 'Hart',
  ...patch,
});

function renderTile(value: DebitCard) {
  const onActivate = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <ul>
          <CardTile card={value} onActivate={onActivate} />
        </ul>
      </MemoryRouter>
    </I18nextProvider>,
  );
  const tile = screen.getByRole('article', { name: /card ending in/ });
  return { tile, onActivate };
}

describe('CardTile', () => {
  it('an activated card: design, number, holder, expiry, status, Settings and its transactions', () => {
    const { tile, onActivate } = renderTile(card({}));
    expect(tile).toHaveProperty('ariaLabel', 'Virtual card ending in 4821');
    const open = within(tile).getByRole('link', {
      name: 'Virtual card ending in 4821: open its transactions',
    });
    expect(open.getAttribute('href')).toBe('/debit-cards/crd_virtual_001/transactions');
    expect(tile.querySelector('[data-design]')?.getAttribute('data-design')).toBe('VCD-002');
    expect(within(tile).getByText('4821')).toBeTruthy();
    expect(within(tile).getByText('Amelia Hart')).toBeTruthy();
    expect(within(tile).getByText('09/29')).toBeTruthy();
    expect(within(tile).getByText('Activated')).toBeTruthy();
    const settings = within(tile).getByRole('link', { name: 'Settings: Virtual card ending in 4821' });
    expect(settings.getAttribute('href')).toBe('/debit-cards/crd_virtual_001/settings');
    expect(within(tile).queryByRole('button', { name: /Activate card/ })).toBeNull();
    expect(onActivate).not.toHaveBeenCalled();
  });

  it('an activated card that is not selectable has no Settings link', () => {
    const { tile } = renderTile(card({ selectable: false }));
    expect(within(tile).queryByRole('link', { name: /^Settings/ })).toBeNull();
    expect(within(tile).getByRole('link', { name: /open its transactions/ })).toBeTruthy();
  });

  it('a card to activate: no Settings, an Activate card button, and the card itself starts activation', () => {
    const value = card({
      public_id: 'crd_physical_002',
      factor: 'physical',
      status: 'not_activated',
      selectable: false,
      last_four: '2006',
      card_design: { color: 'gold' },
    });
    const { tile, onActivate } = renderTile(value);
    expect(tile.querySelector('[data-design]')?.getAttribute('data-design')).toBe('gold');
    expect(within(tile).getByText('Not activated')).toBeTruthy();
    expect(within(tile).queryByRole('link')).toBeNull();
    fireEvent.click(
      within(tile).getByRole('button', { name: 'Activate card: Physical card ending in 2006' }),
    );
    fireEvent.click(
      within(tile).getByRole('button', { name: 'Physical card ending in 2006: activate the card' }),
    );
    expect(onActivate).toHaveBeenCalledTimes(2);
    expect(onActivate).toHaveBeenCalledWith(value);
  });
});
