import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../../backend';
import { found, readJson, requireCaller, requireFields } from '../../guard';
import { mainHttp } from '../../http';
import { failure, MESSAGES, ok } from '../../respond';
import type { UserScope } from '../../store/db';
import type { DebitCard, Owned } from '../../store/types';
import { checkCurrency } from './money';
import { INITIAL_IDENTITY_PASSWORD, sideState, type CardSettings } from './side-state';
import { invalid, requireCode, strip, type MainSchemas } from './shared';
import { isLuhn, storedCardHandlers } from './main-cards-stored';

const NOT_FOUND = 'This page could not be found';
const IDENTITY = /^[A-Za-z0-9]{6,128}$/;
const DEFAULT_SETTINGS: CardSettings = {
  frozen: false,
  online_payments: true,
  atm_withdrawals: true,
  spending_limit: null,
};

/** Debit cards belong to the user themself (a sub-merchant has no cards of the main account's). */
const cardsOf = (scope: UserScope) => scope.debitCards.filter((card) => card.user_id === scope.userId);

export function cardOf(scope: UserScope, publicId: string): Owned<DebitCard> {
  const card = scope.debitCards.get(publicId);
  return found(card && card.user_id === scope.userId ? card : undefined, NOT_FOUND);
}

/**
 * A card's settings and identity-check password live on its row (not in the side state), so the demo store
 * keeps them across a reload like the card's status.
 */
type CardExtras = { settings?: CardSettings; identity_password?: string };
const extrasOf = (row: Owned<DebitCard>): CardExtras => row as Owned<DebitCard> & CardExtras;
const withExtras = (extras: CardExtras) => extras as Partial<DebitCard>;
const identityPasswordOf = (row: Owned<DebitCard>) =>
  extrasOf(row).identity_password ?? INITIAL_IDENTITY_PASSWORD;

const toCard = (_backend: DemoBackend, row: Owned<DebitCard>): MainSchemas['DebitCard'] => {
  // The password is never part of the card; only reveal-identity-password answers it.
  const { identity_password: _secret, settings, ...card } = strip(row) as DebitCard & CardExtras;
  return { ...card, settings: { ...DEFAULT_SETTINGS, ...settings } };
};

function checkIdentityPair(newPassword: unknown, confirm: unknown): string {
  const value = String(newPassword ?? '');
  if (!IDENTITY.test(value))
    throw invalid('new_password', 'The password must be 6 to 128 letters and digits.');
  if (confirm !== value) throw invalid('confirm_password', 'The password confirmation does not match');
  return value;
}

/** Issued debit cards: order, activation, identity-check password and settings (spec A §2–§5, §7). */
export const cardHandlers = (backend: DemoBackend): HttpHandler[] => [
  mainHttp.get('/api/v2/main/otp/generate', ({ request, response }) => {
    const { user } = requireCaller(backend, request);
    const sent = sideState(backend).otpSent;
    const recent = (sent.get(user.id) ?? []).filter((at) => at > backend.now() - 60_000);
    if (recent.length >= 5) throw failure(429, 'Failed to generate OTP. Please try again.');
    sent.set(user.id, [...recent, backend.now()]);
    return response(200).json(ok(null, `We sent a 6-digit code to ${user.email}.`));
  }),

  mainHttp.get('/api/v2/issuing/cards', ({ request, response }) => {
    const { scope } = requireCaller(backend, request);
    return response(200).json(ok(cardsOf(scope).map((card) => toCard(backend, card))));
  }),

  mainHttp.post('/api/v2/issuing/cards', async ({ request, response }) => {
    const { user, scope } = requireCaller(backend, request);
    // debit-cards/add is a beta route (spec A §6).
    if (!user.is_beta_user) throw failure(403, MESSAGES.featureUnavailable, undefined, 'beta_only');
    const body = await readJson<{ factor: string; currency: string; design: string }>(request);
    requireFields(body, ['factor', 'currency']);
    if (body.factor !== 'virtual' && body.factor !== 'physical')
      throw invalid('factor', 'The selected factor is invalid.');
    const currency = checkCurrency(body.currency, 'currency');
    if (!backend.db.currencies.get(currency)?.supported)
      throw invalid('currency', 'The selected currency is invalid.');
    const design = body.design ?? (body.factor === 'virtual' ? 'VCD-007' : 'blue');
    if (body.factor === 'virtual' && !/^VCD-00[1-7]$/.test(design))
      throw invalid('design', 'Choose a design from VCD-001 to VCD-007.');
    if (body.factor === 'physical' && !/^[a-z]{3,20}$/.test(design))
      throw invalid('design', 'The selected colour is invalid.');
    const [first = user.name, ...rest] = user.name.split(' ');
    const count = backend.db.debitCards
      .all()
      .reduce((max, c) => Math.max(max, Number(/(\d+)$/.exec(c.public_id)?.[1] ?? 0)), 0);
    const row = scope.debitCards.insert({
      public_id: `crd_${body.factor}_${String(count + 1).padStart(3, '0')}`,
      bin: '535542',
      last_four: String(4000 + ((user.id * 37 + count * 613) % 6000)),
      status: 'not_activated',
      factor: body.factor,
      platform_id: 'plt_cards_eu',
      selectable: body.factor === 'virtual',
      card_design: { color: body.factor === 'physical' ? design : 'blue' },
      virtual_design: { public_id: body.factor === 'virtual' ? design : 'VCD-007' },
      type: 'mastercard_debit',
      exp_month: new Date(backend.now()).getUTCMonth() + 1,
      exp_year: new Date(backend.now()).getUTCFullYear() + 4,
      first_name: first,
      last_name: rest.join(' ') || first,
      currency,
    });
    return response(200).json(ok(toCard(backend, row), 'Your card is on its way.'));
  }),

  mainHttp.get('/api/v2/issuing/cards/{public_id}', ({ request, params, response }) => {
    const { scope } = requireCaller(backend, request);
    return response(200).json(ok(toCard(backend, cardOf(scope, params.public_id))));
  }),

  mainHttp.put('/api/v2/issuing/cards/{public_id}/settings', async ({ request, params, response }) => {
    const { scope } = requireCaller(backend, request);
    const card = cardOf(scope, params.public_id);
    const body = await readJson<CardSettings>(request);
    if (Object.keys(body).length === 0)
      throw failure(422, MESSAGES.invalid, { frozen: ['Nothing to update.'] });
    if (card.status !== 'activated') throw failure(422, 'Activate the card before changing its settings.');
    const patch: CardSettings = {};
    for (const key of ['frozen', 'online_payments', 'atm_withdrawals'] as const) {
      if (body[key] === undefined) continue;
      if (typeof body[key] !== 'boolean')
        throw invalid(key, `The ${key.replace(/_/g, ' ')} field must be true or false.`);
      patch[key] = body[key];
    }
    if (body.spending_limit !== undefined) {
      const limit = body.spending_limit;
      if (limit !== null && (typeof limit !== 'number' || limit < 0.01 || limit > 999_999_999.99))
        throw invalid('spending_limit', 'The spending limit must be at least 0.01.');
      patch.spending_limit = limit;
    }
    const settings = { ...DEFAULT_SETTINGS, ...extrasOf(card).settings, ...patch };
    const row = scope.debitCards.update(card.public_id, withExtras({ settings })) ?? card;
    return response(200).json(ok(toCard(backend, row), 'Card settings saved.'));
  }),

  mainHttp.post(
    '/api/v2/issuing/cards/{public_id}/activate-virtual-card',
    async ({ request, params, response }) => {
      const { scope } = requireCaller(backend, request);
      const card = cardOf(scope, params.public_id);
      const body = await readJson<{ second_factor_code: string }>(request);
      requireFields(body, ['second_factor_code']);
      if (card.factor !== 'virtual')
        throw invalid('second_factor_code', 'Only a virtual card can be activated here.');
      requireCode(body.second_factor_code, 'second_factor_code');
      scope.debitCards.update(card.public_id, { status: 'activated', selectable: true });
      return response(200).json(ok({ public_id: card.public_id }, 'Card activated successfully'));
    },
  ),

  mainHttp.post('/api/v2/issuing/cards/{public_id}/activate', async ({ request, params, response }) => {
    const { scope } = requireCaller(backend, request);
    const card = cardOf(scope, params.public_id);
    const body = await readJson<{
      pan: string;
      cvv: string;
      second_factor_code: string;
      new_password: string;
      confirm_password: string;
    }>(request);
    requireFields(body, ['pan', 'cvv', 'second_factor_code', 'new_password', 'confirm_password']);
    if (card.factor !== 'physical')
      throw invalid('pan', 'Only a physical card is activated with its number.');
    if (card.status === 'activated') throw invalid('pan', 'This card is already activated.');
    const pan = String(body.pan).replace(/[\s-]/g, '');
    if (!/^\d{12,19}$/.test(pan) || !isLuhn(pan)) throw invalid('pan', 'The card number is invalid.');
    if (!pan.endsWith(card.last_four)) throw invalid('pan', 'The card number does not match this card.');
    if (!/^\d{3,4}$/.test(String(body.cvv))) throw invalid('cvv', 'The cvv must be 3 or 4 digits.');
    const password = checkIdentityPair(body.new_password, body.confirm_password);
    requireCode(body.second_factor_code, 'second_factor_code');
    const row =
      scope.debitCards.update(card.public_id, {
        status: 'activated',
        selectable: true,
        ...withExtras({ identity_password: password }),
      }) ?? card;
    return response(200).json(ok(toCard(backend, row), 'Card activated successfully'));
  }),

  mainHttp.get(
    '/api/v2/issuing/cards/{public_id}/reveal-identity-password',
    ({ request, params, response }) => {
      const { scope } = requireCaller(backend, request);
      const card = cardOf(scope, params.public_id);
      return response(200).json(ok({ password: identityPasswordOf(card) }));
    },
  ),

  mainHttp.post(
    '/api/v2/issuing/cards/{public_id}/change-identity-password',
    async ({ request, params, response }) => {
      const { scope } = requireCaller(backend, request);
      const card = cardOf(scope, params.public_id);
      const body = await readJson<{
        current_password: string;
        new_password: string;
        confirm_password: string;
      }>(request);
      requireFields(body, ['current_password', 'new_password', 'confirm_password']);
      if (body.current_password !== identityPasswordOf(card))
        throw invalid('current_password', 'The current password is incorrect.');
      const password = checkIdentityPair(body.new_password, body.confirm_password);
      scope.debitCards.update(card.public_id, withExtras({ identity_password: password }));
      return response(200).json(ok(null, 'MasterCard Identity Check Password was changed successfully.'));
    },
  ),

  ...storedCardHandlers(backend),
];
