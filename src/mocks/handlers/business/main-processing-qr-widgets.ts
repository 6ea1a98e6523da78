import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../../backend';
import { found, readJson, requireCaller, requireFields } from '../../guard';
import { mainHttp } from '../../http';
import { failure, ok, paged } from '../../respond';
import { runQuery } from '../../store/list-query';
import { isoDateTime } from '../../store/random';
import { FieldErrors } from './errors';
import { QR_TTL_MS, toQrPayment } from './qr-model';
import {
  CURRENCY,
  filterParam,
  isValidAmount,
  listQuery,
  nowIso,
  originOf,
  requireBusiness,
  type MainBody,
} from './shared';
import { toWidgetVersion, widgetFields } from './widget-model';

const WIDGET_NOT_FOUND = 'The widget version is not found';
/** Spec B §5, §9: at most 10 checkout customizations per user. */
const MAX_WIDGET_VERSIONS = 10;

export const processingQrWidgetHandlers = (backend: DemoBackend): HttpHandler[] => {
  const processing = (request: Request) => {
    const caller = requireCaller(backend, request);
    requireBusiness(caller.user);
    return caller;
  };

  return [
    mainHttp.get('/api/v2/processing/qr-payments', ({ request, response }) => {
      const { scope } = processing(request);
      const status = filterParam(request, 'status');
      const type = filterParam(request, 'type');
      const rows = scope.qrPayments.all().map((row) => toQrPayment(backend, request, row));
      const query = listQuery<(typeof rows)[number]>(
        request,
        {
          where: (row) => (!status || row.status === status) && (!type || row.type === type),
          search_fields: ['code', 'currency', 'status'],
        },
        'created_at',
      );
      return response(200).json(paged(runQuery(rows, query)));
    }),

    mainHttp.post('/api/v2/processing/qr-payments/dynamic-qr', async ({ request, response }) => {
      const { scope } = processing(request);
      const body = await readJson<MainBody<'createDynamicQr'>>(request);
      requireFields(body, ['amount', 'currency']);
      const errors = new FieldErrors();
      if (
        errors.check(
          CURRENCY.test(body.currency) && !!backend.db.currencies.get(body.currency),
          'currency',
          'The currency is invalid.',
        )
      )
        errors.check(isValidAmount(body.amount, body.currency), 'amount', 'Invalid amount');
      if (body.description !== undefined)
        errors.check(
          typeof body.description === 'string' &&
            body.description.length <= 105 &&
            /^[A-Za-z -]*$/.test(body.description),
          'description',
          'Up to 105 latin letters, spaces and hyphens.',
        );
      errors.throwIfAny();
      const code = String(backend.db.qrPayments.nextId());
      const profile = scope.publicProfiles.find((p) => p.is_active);
      const row = scope.qrPayments.insert({
        id: code,
        code,
        amount: body.amount,
        currency: body.currency,
        status: 'active',
        created_at: nowIso(backend),
      });
      backend.db.qrInfos.insert({
        code,
        amount: body.amount,
        currency: body.currency,
        merchant_name: profile?.business_name ?? scope.user.name,
        payment_order_country: profile?.country_code || 'US',
        status: 'active',
        expires_at: isoDateTime(backend.now() + QR_TTL_MS),
      });
      return response(200).json(ok(toQrPayment(backend, request, row), 'QR code created.'));
    }),

    mainHttp.post('/api/v2/processing/qr-payments/stickers', async ({ request, response }) => {
      processing(request);
      const body = await readJson<MainBody<'createQrStickers'>>(request);
      requireFields(body, ['count', 'size']);
      const errors = new FieldErrors();
      errors.check(
        Number.isInteger(body.count) && body.count >= 1 && body.count <= 100,
        'count',
        'Between 1 and 100 stickers.',
      );
      errors.check(
        ['small', 'medium', 'large'].includes(body.size),
        'size',
        'The size must be small, medium or large.',
      );
      errors.throwIfAny();
      const download_url = `${originOf(request)}/demo/files/qr-stickers-${body.size}.pdf?count=${body.count}`;
      return response(200).json(ok({ download_url, count: body.count }, 'Stickers ready.'));
    }),

    mainHttp.get('/api/v2/processing/widget-versions', ({ request, response }) => {
      const { scope } = processing(request);
      const rows = runQuery(scope.widgetVersions.all(), {
        sort_by: 'updated_at',
        order_by: 'desc',
        per_page: 100,
      }).data;
      return response(200).json(ok(rows.map((row) => toWidgetVersion(request, row))));
    }),

    mainHttp.post('/api/v2/processing/widget-versions', async ({ request, response }) => {
      const { scope } = processing(request);
      const body = await readJson<MainBody<'createWidgetVersion'>>(request);
      requireFields(body, ['name', 'settings']);
      if (scope.widgetVersions.count() >= MAX_WIDGET_VERSIONS)
        throw failure(422, 'Customization limit reached');
      const fields = widgetFields(scope, body);
      const row = scope.widgetVersions.insert({
        ...fields,
        widget_id: scope.widgetVersions.all()[0]?.widget_id ?? 'wgt_001',
        status: 'draft',
        is_active: false,
        updated_at: nowIso(backend),
      });
      return response(200).json(ok(toWidgetVersion(request, row), 'Widget version created.'));
    }),

    mainHttp.get('/api/v2/processing/widget-versions/{id}', ({ request, params, response }) => {
      const { scope } = processing(request);
      return response(200).json(
        ok(toWidgetVersion(request, found(scope.widgetVersions.get(params.id), WIDGET_NOT_FOUND))),
      );
    }),

    mainHttp.put('/api/v2/processing/widget-versions/{id}', async ({ request, params, response }) => {
      const { scope } = processing(request);
      const body = await readJson<MainBody<'updateWidgetVersion'>>(request);
      requireFields(body, ['name', 'settings']);
      const row = found(scope.widgetVersions.get(params.id), WIDGET_NOT_FOUND);
      if (row.status === 'under_review') throw failure(422, 'A version under review cannot be changed.');
      const fields = widgetFields(scope, body, row);
      // A reviewed version that changes needs a new review; the active one stays live.
      const changed = JSON.stringify(fields.settings) !== JSON.stringify(row.settings);
      const status =
        changed && (row.status === 'approved' || row.status === 'rejected') ? 'draft' : row.status;
      const updated = found(
        scope.widgetVersions.update(row.id, { ...fields, status, updated_at: nowIso(backend) }),
      );
      return response(200).json(ok(toWidgetVersion(request, updated), 'Widget version saved.'));
    }),

    mainHttp.delete('/api/v2/processing/widget-versions/{id}', ({ request, params, response }) => {
      const { scope } = processing(request);
      const row = found(scope.widgetVersions.get(params.id), WIDGET_NOT_FOUND);
      if (row.is_active) throw failure(422, 'The active version cannot be deleted.');
      scope.widgetVersions.remove(row.id);
      return response(200).json(ok(null, 'Widget version deleted.'));
    }),

    mainHttp.post('/api/v2/processing/widget-versions/{id}/submit', ({ request, params, response }) => {
      const { scope } = processing(request);
      const row = found(scope.widgetVersions.get(params.id), WIDGET_NOT_FOUND);
      if (row.status !== 'draft' && row.status !== 'rejected')
        throw failure(422, 'Only drafts can be submitted for review.', { status: [row.status] });
      const updated = found(
        scope.widgetVersions.update(row.id, { status: 'under_review', updated_at: nowIso(backend) }),
      );
      return response(200).json(ok(toWidgetVersion(request, updated), 'Submitted for review.'));
    }),
  ];
};
