import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../../backend';
import { readJson, requireFields, type Caller } from '../../guard';
import { mainHttp } from '../../http';
import { failure, ok } from '../../respond';
import { PERSONA_ID } from '../../store/personas';
import { pad } from '../../store/random';
import { FieldErrors } from './errors';
import { CURRENCY, isValidAmount, nowIso, sessionState, type MainBody, type MainSchema } from './shared';

type Authorization = MainSchema<'SimulationAuthorization'>;
const NOT_FOUND = 'Authorization is not found or invalid';

/** Luhn check of a card number. */
function luhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * Test authorizations of the integration simulator. They live for the session (the store has no collection
 * for them); auth_0001 is merchant@'s example authorization.
 */
const authorizations = (backend: DemoBackend) =>
  sessionState(backend, 'simulation-authorizations', () => {
    const map = new Map<string, { ownerId: number; record: Authorization }>();
    map.set('auth_0001', {
      ownerId: PERSONA_ID.merchant,
      record: {
        authorization_id: 'auth_0001',
        status: 'authorized',
        amount: 10.5,
        currency: 'USD',
        card_last_four: '1111',
        created_at: '2026-10-30T10:15:00Z',
      },
    });
    return map;
  });

export const simulationHandlers = (
  backend: DemoBackend,
  processing: (request: Request) => Caller,
): HttpHandler[] => [
  mainHttp.post('/api/v2/processing/integration/simulation-authorize', async ({ request, response }) => {
    const { scope } = processing(request);
    const body = await readJson<MainBody<'createSimulationAuthorization'>>(request);
    requireFields(body, ['amount', 'currency', 'card']);
    const errors = new FieldErrors();
    const card = typeof body.card === 'object' ? body.card : undefined;
    if (errors.check(CURRENCY.test(body.currency), 'currency', 'The currency is invalid.'))
      errors.check(isValidAmount(body.amount, body.currency), 'amount', 'Invalid amount');
    const number = typeof card?.number === 'string' ? card.number.replace(/\s/g, '') : '';
    errors.check(/^[0-9]{12,19}$/.test(number) && luhn(number), 'card.number', 'The card number is invalid.');
    const month = card?.exp_month ?? 0;
    const year = card?.exp_year ?? 0;
    errors.check(Number.isInteger(month) && month >= 1 && month <= 12, 'card.exp_month', 'Invalid month.');
    errors.check(Number.isInteger(year) && year >= 2000 && year <= 2100, 'card.exp_year', 'Invalid year.');
    errors.check(/^[0-9]{3,4}$/.test(card?.cvv ?? ''), 'card.cvv', 'The CVV is invalid.');
    errors.throwIfAny();
    const now = new Date(backend.now());
    const expired =
      year < now.getUTCFullYear() || (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1);
    const map = authorizations(backend);
    const id = `auth_${pad(map.size + 1, 4)}`;
    // Test cards: numbers ending 0002 are declined, like an expired card.
    const record: Authorization = {
      authorization_id: id,
      status: expired || number.endsWith('0002') ? 'declined' : 'authorized',
      amount: body.amount,
      currency: body.currency,
      card_last_four: number.slice(-4),
      created_at: nowIso(backend),
    };
    map.set(id, { ownerId: scope.ownerId, record });
    return response(200).json(ok(record, record.status === 'authorized' ? 'Authorized.' : 'Declined.'));
  }),

  mainHttp.get(
    '/api/v2/processing/integration/simulation-authorize/{id}',
    ({ request, params, response }) => {
      const { scope } = processing(request);
      const entry = authorizations(backend).get(params.id);
      if (!entry || entry.ownerId !== scope.ownerId) throw failure(404, NOT_FOUND);
      return response(200).json(ok(entry.record));
    },
  ),
];
