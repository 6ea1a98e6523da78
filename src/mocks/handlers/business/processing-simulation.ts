import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../../backend';
import { readJson, requireFields, type Caller } from '../../guard';
import { mainHttp } from '../../http';
import { failure, ok } from '../../respond';
import { reportDate } from '../../store/random';
import type { Owned, ProcessingTransaction } from '../../store/types';
import { FieldErrors } from './errors';
import {
  CURRENCY,
  isValidAmount,
  nowIso,
  paymentId,
  queryParam,
  type MainBody,
  type MainSchema,
} from './shared';

const NOT_FOUND = 'Authorization is not found or invalid';
export const TEST_MODE_ONLY = 'Switch on test mode to simulate an authorization.';

/** Whether a request was made in test mode (the client adds is_in_sandbox=1 to every call, spec A §7). */
export const inTestMode = (request: Request): boolean => queryParam(request, 'is_in_sandbox') === '1';

/** A simulated authorization is a test `auth` row of the processing transactions, so the list shows it. */
const isSimulation = (row: ProcessingTransaction | undefined): row is Owned<ProcessingTransaction> =>
  row?.test === true && row.type === 'auth';

/** Luhn check of a card number's digits. */
function luhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The brand of a test card by its first digit (what the transactions list shows as its payment method). */
const brandOf = (number: string): string =>
  number.startsWith('4') ? 'Visa' : /^(5[1-5]|2[2-7])/.test(number) ? 'Mastercard' : 'Card';

const toAuthorization = (row: ProcessingTransaction): MainSchema<'SimulationAuthorization'> => ({
  authorization_id: row.id,
  status: row.status === 'success' ? 'authorized' : 'declined',
  card_brand: row.payment_method,
  amount: row.amount,
  currency: row.currency,
  order_id: row.order_id,
  created_at: `${row.date.txnDateString.replace(' ', 'T')}Z`,
});

/**
 * The integration simulator (spec B §2 /processing/integration/simulation-authorize): in test mode a merchant
 * pays with a test card and the simulated issuer approves it, or declines it for a number ending 0002. Each
 * answer is stored with the processing transactions (persisted like them), marked as test data.
 */
export const simulationHandlers = (
  backend: DemoBackend,
  processing: (request: Request) => Caller,
): HttpHandler[] => [
  mainHttp.post('/api/v2/processing/integration/simulation-authorize', async ({ request, response }) => {
    const { scope } = processing(request);
    if (!inTestMode(request)) throw failure(422, TEST_MODE_ONLY);
    const body = await readJson<MainBody<'createSimulationAuthorization'>>(request);
    requireFields(body, ['amount', 'currency', 'card_number']);
    const errors = new FieldErrors();
    if (errors.check(CURRENCY.test(body.currency), 'currency', 'The currency is invalid.'))
      errors.check(isValidAmount(body.amount, body.currency), 'amount', 'Invalid amount');
    const card = typeof body.card_number === 'string' ? body.card_number.replace(/ /g, '') : '';
    errors.check(/^\d{12,19}$/.test(card) && luhn(card), 'card_number', 'The card number is invalid.');
    errors.throwIfAny();
    const now = nowIso(backend);
    const row = scope.processingTransactions.insert({
      date: reportDate(now),
      payment_method: brandOf(card),
      amount: body.amount,
      currency: body.currency,
      order_id: `TEST-${paymentId(`${scope.ownerId}:${now}:${scope.processingTransactions.all().length}`)}`,
      type: 'auth',
      // Test cards: a number ending 0002 is declined, any other valid one authorized.
      status: card.endsWith('0002') ? 'failed' : 'success',
      test: true,
    });
    const record = toAuthorization(row);
    return response(200).json(ok(record, record.status === 'authorized' ? 'Authorized.' : 'Declined.'));
  }),

  mainHttp.get(
    '/api/v2/processing/integration/simulation-authorize/{id}',
    ({ request, params, response }) => {
      const { scope } = processing(request);
      const row = scope.processingTransactions.get(params.id);
      if (!isSimulation(row)) throw failure(404, NOT_FOUND);
      return response(200).json(ok(toAuthorization(row)));
    },
  ),
];
