import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../../backend';
import { found, readJson, requireCaller, requireFields } from '../../guard';
import { mainHttp } from '../../http';
import { failure, MESSAGES, ok, paged } from '../../respond';
import { DAY_MS, isoDateTime } from '../../store/random';
import type { MassPayout, Owned, ScheduledTransfer, UserRow, Weekday } from '../../store/types';
import {
  checkAmount,
  checkCurrency,
  moveAvailable,
  recordTransaction,
  requireAccount,
  requireFunds,
  roundMoney,
  transferFee,
} from './money';
import {
  invalid,
  listQuery,
  requireBusiness,
  requireEntityFeature,
  requireFeature,
  requireOnboarded,
  requirePermission,
  strip,
  type MainSchemas,
} from './shared';
import { checkMethod, checkRecipientMethod } from './transfer-rules';

const NOT_FOUND = 'This page could not be found';
const WEEKDAYS: readonly Weekday[] = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
];
const PERIODS = ['daily', 'weekly', 'monthly'] as const;
const PAYOUT_STATUSES = ['pending', 'in_progress', 'success', 'rejected'] as const;

const toMassPayout = (row: Owned<MassPayout>): MainSchemas['MassPayout'] => {
  const payout = strip(row);
  const status = PAYOUT_STATUSES.find((s) => s === payout.status) ?? 'pending';
  return {
    ...payout,
    status,
    total_amount: roundMoney(
      payout.payouts.reduce((sum, item) => sum + item.amount, 0),
      payout.currency,
    ),
  };
};

/** Mass payouts: business accounts with the payout feature and entity feature (spec A §2, §6). */
function payoutAccess(user: UserRow, permission: 'view-payout' | 'create-payout') {
  requireBusiness(user);
  requireEntityFeature(user, 'payout');
  requireFeature(user, 'payout');
  requirePermission(user, permission);
}

/** The next run of a schedule after `nowMs` (UTC). */
function nextRun(
  row: Pick<ScheduledTransfer, 'period' | 'day_of_month' | 'weekday' | 'active'>,
  nowMs: number,
) {
  if (!row.active) return null;
  const today = new Date(nowMs);
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 9);
  for (let day = 1; day <= 62; day++) {
    const at = new Date(start + day * DAY_MS);
    const fits =
      row.period === 'daily' ||
      (row.period === 'weekly' && WEEKDAYS[(at.getUTCDay() + 6) % 7] === row.weekday) ||
      (row.period === 'monthly' && at.getUTCDate() === row.day_of_month);
    if (fits) return isoDateTime(at.getTime());
  }
  return null;
}

type ScheduleInput = Omit<ScheduledTransfer, 'id'>;

function checkSchedule(
  backend: DemoBackend,
  ownerId: number,
  body: Partial<Record<keyof ScheduleInput, unknown>>,
): ScheduleInput {
  const currency = checkCurrency(body.currency, 'currency');
  const amount = checkAmount(body.amount, currency);
  const period = PERIODS.find((p) => p === body.period);
  if (!period) throw invalid('period', 'The period must be daily, weekly or monthly.');
  let weekday: Weekday | null = null;
  let dayOfMonth: number | null = null;
  if (period === 'weekly') {
    weekday = WEEKDAYS.find((d) => d === body.weekday) ?? null;
    if (!weekday) throw invalid('weekday', 'Choose a weekday from Monday to Sunday.');
  }
  if (period === 'monthly') {
    dayOfMonth = Number(body.day_of_month);
    if (!Number.isInteger(dayOfMonth) || dayOfMonth < 1 || dayOfMonth > 28)
      throw invalid('day_of_month', 'The day of month must be between 1 and 28.');
  }
  let destination = String(body.destination ?? '').trim();
  if (destination === 'withdrawal_details') {
    const details = backend.db.forUser(ownerId).withdrawalDetails.all()[0];
    if (!details) throw invalid('destination', 'Save your withdrawal details first.');
    destination = `${details.bank_name} •••• ${(details.iban ?? details.account_number ?? '').slice(-4)}`;
  }
  if (!destination || destination.length > 191)
    throw invalid('destination', 'The destination field is required.');
  if (body.active !== undefined && typeof body.active !== 'boolean')
    throw invalid('active', 'The active field must be true or false.');
  return {
    currency,
    amount,
    period,
    day_of_month: dayOfMonth,
    weekday,
    destination,
    active: body.active !== false,
  };
}

/** Business mass payouts and scheduled transfers (auto-withdrawal) (spec A §2, §4 mass transfer, §5). */
export const payoutHandlers = (backend: DemoBackend): HttpHandler[] => {
  const toSchedule = (row: Owned<ScheduledTransfer>): MainSchemas['ScheduledTransfer'] => ({
    ...strip(row),
    next_run_at: nextRun(row, backend.now()),
  });
  const scheduleAccess = (user: UserRow) => {
    requireBusiness(user);
    requireOnboarded(user);
    requirePermission(user, 'view-withdrawal');
  };

  return [
    mainHttp.get('/api/v2/main/mass-payouts', ({ request, response }) => {
      const { user, scope } = requireCaller(backend, request);
      payoutAccess(user, 'view-payout');
      const query = listQuery<Owned<MassPayout>>(request, { sortable: ['created_at', 'status'] });
      const page = scope.massPayouts.list({
        ...query,
        sort_by: query.sort_by ?? 'created_at',
        order_by: query.order_by ?? 'desc',
      });
      return response(200).json(paged({ ...page, data: page.data.map(toMassPayout) }));
    }),

    mainHttp.post('/api/v2/main/mass-payouts', async ({ request, response }) => {
      const { user, scope } = requireCaller(backend, request);
      payoutAccess(user, 'create-payout');
      requireOnboarded(user);
      const body = await readJson<{ currency: string; payouts: unknown }>(request);
      requireFields(body, ['currency', 'payouts']);
      const currency = checkCurrency(body.currency, 'currency');
      if (!Array.isArray(body.payouts) || body.payouts.length === 0)
        throw invalid('payouts', 'Add at least one transfer.');
      const payouts = body.payouts.map((raw: unknown, i) => {
        const item = (typeof raw === 'object' && raw !== null ? raw : {}) as Record<string, unknown>;
        const contact = typeof item.contact_id === 'string' ? scope.contacts.get(item.contact_id) : undefined;
        if (!contact) throw invalid(`payouts.${i}.contact_id`, 'The selected contact is invalid.');
        const method = checkMethod(item.receiving_method, `payouts.${i}.receiving_method`);
        checkRecipientMethod(contact, method, currency);
        const description = item.description === undefined ? '' : String(item.description).slice(0, 105);
        return {
          contact_id: contact.id,
          amount: checkAmount(item.amount, currency, `payouts.${i}.amount`),
          receiving_method: method,
          description,
        };
      });
      requireAccount(scope, currency, 'currency', 'pay out');
      const fees = payouts.reduce((sum, p) => sum + transferFee(p.amount, currency, p.receiving_method), 0);
      const total = roundMoney(
        payouts.reduce((sum, p) => sum + p.amount, 0),
        currency,
      );
      requireFunds(scope, currency, roundMoney(total + fees, currency));
      moveAvailable(scope, currency, -roundMoney(total + fees, currency));
      const row = scope.massPayouts.insert({
        currency,
        payouts,
        status: 'in_progress',
        created_at: isoDateTime(backend.now()),
      });
      recordTransaction(backend, scope, {
        type: 'payout',
        status: 'in_progress',
        amount: total,
        fee: roundMoney(fees, currency),
        currency,
        direction: 'out',
        description: `Mass payout ${row.id} to ${payouts.length} recipients`,
        payment_method: 'bank_transfer',
      });
      return response(200).json(ok(toMassPayout(row), 'Mass payout started.'));
    }),

    mainHttp.get('/api/v2/main/mass-payouts/{id}', ({ request, params, response }) => {
      const { user, scope } = requireCaller(backend, request);
      payoutAccess(user, 'view-payout');
      return response(200).json(ok(toMassPayout(found(scope.massPayouts.get(params.id), NOT_FOUND))));
    }),

    mainHttp.get('/api/v2/main/scheduled-transfers', ({ request, response }) => {
      const { user, scope } = requireCaller(backend, request);
      scheduleAccess(user);
      return response(200).json(ok(scope.scheduledTransfers.all().map(toSchedule)));
    }),

    mainHttp.post('/api/v2/main/scheduled-transfers', async ({ request, response }) => {
      const { user, scope } = requireCaller(backend, request);
      scheduleAccess(user);
      const body = await readJson<ScheduleInput>(request);
      requireFields(body, ['currency', 'amount', 'period', 'destination']);
      const input = checkSchedule(backend, scope.ownerId, body);
      requireAccount(scope, input.currency, 'currency', 'withdraw');
      const row = scope.scheduledTransfers.insert(input);
      return response(200).json(ok(toSchedule(row), 'Scheduled transfer saved.'));
    }),

    mainHttp.put('/api/v2/main/scheduled-transfers/{id}', async ({ request, params, response }) => {
      const { user, scope } = requireCaller(backend, request);
      scheduleAccess(user);
      const existing = found(scope.scheduledTransfers.get(params.id), NOT_FOUND);
      const body = await readJson<ScheduleInput>(request);
      requireFields(body, ['currency', 'amount', 'period', 'destination']);
      const input = checkSchedule(backend, scope.ownerId, body);
      requireAccount(scope, input.currency, 'currency', 'withdraw');
      const row = scope.scheduledTransfers.update(existing.id, input) ?? existing;
      return response(200).json(ok(toSchedule(row), 'Scheduled transfer saved.'));
    }),

    mainHttp.delete('/api/v2/main/scheduled-transfers/{id}', ({ request, params, response }) => {
      const { user, scope } = requireCaller(backend, request);
      scheduleAccess(user);
      const existing = found(scope.scheduledTransfers.get(params.id), NOT_FOUND);
      if (!scope.scheduledTransfers.remove(existing.id)) throw failure(500, MESSAGES.notFound);
      return response(200).json(ok(null, 'Scheduled transfer deleted.'));
    }),
  ];
};
