import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../../backend';
import { found, readJson, requireCaller, requireFields } from '../../guard';
import { mainHttp } from '../../http';
import { ok } from '../../respond';
import { invalid, strip } from './shared';

/** Luhn check (spec A §5 credit_card rule). */
export function isLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

function brandOf(pan: string): string {
  if (/^4/.test(pan)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(pan)) return 'mastercard';
  if (/^3[47]/.test(pan)) return 'amex';
  if (/^6(011|5)/.test(pan)) return 'discover';
  return 'card';
}

/** Stored payment cards (spec A §2 manage-card). Cards are the user's own, like debit cards. */
export const storedCardHandlers = (backend: DemoBackend): HttpHandler[] => [
  mainHttp.get('/api/v2/main/stored-cards', ({ request, response }) => {
    const { scope } = requireCaller(backend, request);
    return response(200).json(ok(scope.storedCards.filter((c) => c.user_id === scope.userId).map(strip)));
  }),

  mainHttp.post('/api/v2/main/stored-cards', async ({ request, response }) => {
    const { scope } = requireCaller(backend, request);
    const body = await readJson<{
      card_number: string;
      exp_month: number;
      exp_year: number;
      cvv: string;
      holder_name: string;
    }>(request);
    requireFields(body, ['card_number', 'exp_month', 'exp_year', 'cvv', 'holder_name']);
    const raw = String(body.card_number);
    const pan = raw.replace(/[\s-]/g, '');
    if (!/^[0-9 -]+$/.test(raw) || !/^\d{12,19}$/.test(pan) || !isLuhn(pan))
      throw invalid('card_number', 'The card number is invalid.');
    const month = Number(body.exp_month);
    const year = Number(body.exp_year);
    if (!Number.isInteger(month) || month < 1 || month > 12)
      throw invalid('exp_month', 'The expiry month is invalid.');
    if (!Number.isInteger(year) || year < 2000 || year > 2099)
      throw invalid('exp_year', 'The expiry year is invalid.');
    const now = new Date(backend.now());
    if (year * 12 + month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1)
      throw invalid('exp_month', 'This card has expired.');
    if (!/^\d{3,4}$/.test(String(body.cvv))) throw invalid('cvv', 'The cvv must be 3 or 4 digits.');
    const holder = String(body.holder_name).trim();
    if (holder.length < 2 || holder.length > 191)
      throw invalid('holder_name', 'The holder name must be 2 to 191 characters.');
    const mine = scope.storedCards.filter((c) => c.user_id === scope.userId);
    const bin = pan.slice(0, 6);
    const lastFour = pan.slice(-4);
    if (
      mine.some(
        (c) => c.bin === bin && c.last_four === lastFour && c.exp_year === year && c.exp_month === month,
      )
    )
      throw invalid('card_number', 'This card is already stored.');
    const row = scope.storedCards.insert({
      brand: brandOf(pan),
      bin,
      last_four: lastFour,
      exp_month: month,
      exp_year: year,
      holder_name: holder,
      is_default: mine.length === 0,
    });
    return response(200).json(ok(strip(row), 'Card added'));
  }),

  mainHttp.delete('/api/v2/main/stored-cards/{id}', ({ request, params, response }) => {
    const { scope } = requireCaller(backend, request);
    const card = scope.storedCards.get(params.id);
    const mine = found(
      card && card.user_id === scope.userId ? card : undefined,
      'This page could not be found',
    );
    scope.storedCards.remove(mine.id);
    if (mine.is_default) {
      const next = scope.storedCards.find((c) => c.user_id === scope.userId);
      if (next) scope.storedCards.update(next.id, { is_default: true });
    }
    return response(200).json(ok(null, 'Card removed'));
  }),
];
