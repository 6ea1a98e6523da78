import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../../backend';
import { found, readJson, requireCaller, requireFields, type Caller } from '../../guard';
import { mainHttp } from '../../http';
import { ok } from '../../respond';
import { DAY_MS, isoDate, roundTo } from '../../store/random';
import type { ApplicationStatus } from '../../store/types';
import { onboardingOf } from './onboarding-model';
import { processingFee, walletStatus } from './processing-model';
import { businessModelInput, withoutQuery } from './processing-business-model';
import { inTestMode, simulationHandlers } from './processing-simulation';
import {
  CURRENCY,
  DATE,
  invalid,
  nowIso,
  queryParam,
  requireBusiness,
  requireFeature,
  strip,
  today,
  type MainBody,
  type MainSchema,
} from './shared';

type ModelStatus = MainSchema<'BusinessModel'>['status'];
const MODEL_STATUS: Record<string, ModelStatus> = {
  approved: 'approved',
  rejected: 'rejected',
  pending: 'pending',
  under_review: 'under_review',
  done: 'under_review',
};
const STATUSES = [
  'pending',
  'success',
  'rejected',
  'pending_claim',
  'in_progress',
  'waiting_for_transfer',
] as const;

/**
 * The default last day of the overview: today, or the last day with a payment when that is earlier. The demo's
 * payments end on the seed's reference date (and on the days a payment is made here), so a window ending today
 * would show a month of empty days once the clock has moved past them.
 */
function lastActiveDay(rows: readonly { date: { txnDateString: string } }[], today: string): string {
  const newest = rows.reduce((max, row) => {
    const day = row.date.txnDateString.slice(0, 10);
    return day > max ? day : max;
  }, '');
  return newest !== '' && newest < today ? newest : today;
}

export const processingHandlers = (backend: DemoBackend): HttpHandler[] => {
  const processing = (request: Request) => {
    const caller = requireCaller(backend, request);
    requireBusiness(caller.user);
    return caller;
  };
  const owner = ({ scope }: Caller) => backend.db.users.get(scope.ownerId) ?? scope.user;

  /** The business model's review item of the application (spec B §4: a rejected item overrides the status). */
  function businessModel(caller: Caller): MainSchema<'BusinessModel'> {
    const attributes = onboardingOf(backend, caller).business_entity.attributes;
    const application = owner(caller).processing.application_status;
    const item = application.data.find((entry) => entry.label === 'business_model');
    const status = item
      ? (MODEL_STATUS[item.status] ?? 'pending')
      : application.status === 'not_submitted'
        ? 'not_submitted'
        : 'pending';
    const volume = Number(attributes.monthlySalesVolume);
    return {
      status,
      industry: attributes.industry || null,
      description: attributes.description || null,
      website: attributes.website || null,
      monthly_volume: attributes.monthlySalesVolume && Number.isFinite(volume) ? volume : null,
      pingback_url: attributes.pingbackUrl ? withoutQuery(attributes.pingbackUrl) : null,
      updated_at: attributes.businessModelUpdatedAt || null,
    };
  }

  /** Puts the business model item back into review, in the user's session and the onboarding record. */
  function resubmit(caller: Caller) {
    const patch = (status: ApplicationStatus): ApplicationStatus => {
      const data = status.data.some((entry) => entry.label === 'business_model')
        ? status.data.map((entry) =>
            entry.label === 'business_model' ? { ...entry, status: 'pending' } : entry,
          )
        : [...status.data, { label: 'business_model', status: 'pending' }];
      return { ...status, data };
    };
    const user = owner(caller);
    backend.db.users.update(user.id, {
      processing: { ...user.processing, application_status: patch(user.processing.application_status) },
    });
    const row = onboardingOf(backend, caller);
    backend.db.onboarding.update(row.id, { application_status: patch(row.application_status) });
  }

  return [
    mainHttp.get('/api/v2/processing/overview', ({ request, response }) => {
      const { scope } = processing(request);
      const dateTo =
        queryParam(request, 'date_to') ?? lastActiveDay(scope.processingTransactions.all(), today(backend));
      const dateFrom = queryParam(request, 'date_from') ?? isoDate(Date.parse(dateTo) - 29 * DAY_MS);
      const currency = queryParam(request, 'currency') ?? 'USD';
      if (!DATE.test(dateFrom) || !DATE.test(dateTo) || dateFrom > dateTo)
        throw invalid('date_from', 'The date range is invalid.');
      if (!CURRENCY.test(currency)) throw invalid('currency', 'The currency is invalid.');
      const rows = scope.processingTransactions.filter((row) => {
        const day = row.date.txnDateString.slice(0, 10);
        const sameMode = (row.test === true) === inTestMode(request);
        return sameMode && row.currency === currency && day >= dateFrom && day <= dateTo;
      });
      const paid = rows.filter(
        (row) => (row.type === 'payment' || row.type === 'capture') && walletStatus(row.status) === 'success',
      );
      const perDay = new Map<string, number>();
      for (const row of paid) {
        const day = row.date.txnDateString.slice(0, 10);
        perDay.set(day, (perDay.get(day) ?? 0) + row.amount);
      }
      const days = Math.min(366, Math.round((Date.parse(dateTo) - Date.parse(dateFrom)) / DAY_MS) + 1);
      const volume = Array.from({ length: days }, (_, i) => {
        const date = isoDate(Date.parse(dateFrom) + i * DAY_MS);
        return { date, amount: roundTo(perDay.get(date) ?? 0, 2) };
      });
      const total = roundTo(
        paid.reduce((sum, row) => sum + row.amount, 0),
        2,
      );
      const fees = roundTo(
        paid.reduce((sum, row) => sum + processingFee(row), 0),
        2,
      );
      return response(200).json(
        ok({
          currency,
          date_from: dateFrom,
          date_to: dateTo,
          volume,
          statuses: STATUSES.map((status) => ({
            status,
            count: rows.filter((r) => walletStatus(r.status) === status).length,
          })),
          totals: { volume: total, count: paid.length, fees, net: roundTo(total - fees, 2) },
        }),
      );
    }),

    mainHttp.get('/api/v2/processing/business-model', ({ request, response }) => {
      return response(200).json(ok(businessModel(processing(request))));
    }),

    mainHttp.put('/api/v2/processing/business-model', async ({ request, response }) => {
      const caller = processing(request);
      const body = await readJson<MainBody<'updateBusinessModel'>>(request);
      requireFields(body, ['industry', 'description', 'website', 'monthly_volume', 'pingback_url']);
      const input = businessModelInput(backend.db, body);
      const row = onboardingOf(backend, caller);
      backend.db.onboarding.update(row.id, {
        business_entity: {
          ...row.business_entity,
          attributes: {
            ...row.business_entity.attributes,
            ...input,
            businessModelUpdatedAt: nowIso(backend),
          },
        },
      });
      resubmit(caller);
      return response(200).json(ok(businessModel(caller), 'Business model submitted for review.'));
    }),

    ...simulationHandlers(backend, processing),

    mainHttp.get('/api/v2/processing/payment-methods', ({ request, response }) => {
      const { scope } = processing(request);
      return response(200).json(ok(scope.paymentMethods.all().map(strip)));
    }),

    mainHttp.put('/api/v2/processing/payment-methods/{id}', async ({ request, params, response }) => {
      const { user, scope } = processing(request);
      requireFeature(user, 'management_payment_systems');
      const body = await readJson<MainBody<'updatePaymentMethod'>>(request);
      requireFields(body, ['enabled']);
      if (typeof body.enabled !== 'boolean')
        throw invalid('enabled', 'The enabled field must be true or false.');
      const method = found(scope.paymentMethods.get(params.id), 'Payment method not found.');
      const updated = found(scope.paymentMethods.update(method.id, { enabled: body.enabled }));
      return response(200).json(
        ok(strip(updated), body.enabled ? 'Payment method enabled.' : 'Payment method disabled.'),
      );
    }),
  ];
};
