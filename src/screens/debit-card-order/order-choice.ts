import type { paths } from '@/api/generated/main';
import {
  DEFAULT_PHYSICAL_COLOR,
  DEFAULT_VIRTUAL_DESIGN,
  type DebitCard,
  type PhysicalColor,
  type VirtualDesign,
} from '@/screens/debit-cards/card-view';

export type Factor = 'virtual' | 'physical';
export type OrderBody = paths['/api/v2/issuing/cards']['post']['requestBody']['content']['application/json'];

/**
 * What the person has chosen so far. The virtual design and the physical colour are kept apart, so switching
 * the kind of card back and forth loses neither.
 */
export interface OrderChoice {
  factor: Factor;
  design: VirtualDesign;
  color: PhysicalColor;
  currency: string;
}

/** The currency offered first when the user has an account in it (the dashboard's default currency). */
export const PREFERRED_CURRENCY = 'USD';

/** A virtual card (usable as soon as it is activated) in the server's default designs. */
export function initialChoice(currencies: readonly string[]): OrderChoice {
  const currency = currencies.includes(PREFERRED_CURRENCY) ? PREFERRED_CURRENCY : (currencies[0] ?? '');
  return { factor: 'virtual', design: DEFAULT_VIRTUAL_DESIGN, color: DEFAULT_PHYSICAL_COLOR, currency };
}

/** POST /api/v2/issuing/cards: a virtual card sends its design id, a physical one its colour. */
export const orderBody = (choice: OrderChoice): OrderBody => ({
  factor: choice.factor,
  currency: choice.currency,
  design: choice.factor === 'virtual' ? choice.design : choice.color,
});

/** The design the preview and the swatches mark as chosen for the current kind of card. */
export const chosenDesign = (choice: OrderChoice): string =>
  choice.factor === 'virtual' ? choice.design : choice.color;

/**
 * A card to draw before it exists (CardFace draws cards): the chosen kind and design, the holder's name, the
 * brand every ordered card has (the server issues Mastercard debit). No number yet: four dots stand in for it,
 * and no expiry.
 */
export function previewCard(choice: OrderChoice, holder: string): DebitCard {
  return {
    public_id: 'preview',
    last_four: '••••',
    status: 'not_activated',
    factor: choice.factor,
    selectable: false,
    virtual_design: { public_id: choice.design },
    card_design: { color: choice.color },
    type: 'mastercard_debit',
    first_name: holder,
    last_name: '',
    currency: choice.currency,
  };
}

/**
 * The currencies a card may be ordered in: the user's own currency accounts that the server supports (the
 * order is refused for others), in the order of the accounts. With none of those, every supported currency.
 */
export function cardCurrencies(
  accounts: readonly { currency: string }[],
  currencies: readonly { code: string; supported: boolean }[],
): string[] {
  const supported = currencies.filter((currency) => currency.supported).map((currency) => currency.code);
  const own = [...new Set(accounts.map((account) => account.currency))].filter((code) =>
    supported.includes(code),
  );
  return own.length > 0 ? own : [...supported].sort();
}
