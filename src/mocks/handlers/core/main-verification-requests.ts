import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../../backend';
import { readJson, requireCaller } from '../../guard';
import { mainHttp } from '../../http';
import { failure, MESSAGES, ok } from '../../respond';
import type { UserScope } from '../../store/db';
import type { UserRow, VerificationItemRow } from '../../store/types';
import { invalid, nowIso, strip, type MainSchemas } from './shared';

type VerificationRequests = MainSchemas['VerificationRequests'];
type VerificationItem = MainSchemas['VerificationItem'];
type ItemType = MainSchemas['VerificationItemType'];

/** What each item asks for: files (how many at most) or an answer. */
const ITEMS: Record<ItemType, { input: 'document' | 'text'; files?: number }> = {
  identity: { input: 'document', files: 2 },
  address: { input: 'document', files: 1 },
  selfie: { input: 'document', files: 1 },
  source_of_funds: { input: 'text' },
  occupation: { input: 'text' },
};
const isItemType = (value: string): value is ItemType => Object.hasOwn(ITEMS, value);
/** Verification documents: JPEG, PNG or PDF (spec A §5). */
const DOCUMENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'];
/** An item can be sent while it is still to provide or after it was declined. */
const OPEN = ['not_verified', 'unverified'];
const STATUSES: readonly VerificationItem['status'][] = ['not_verified', 'pending', 'verified', 'unverified'];
const REASONS: readonly string[] = ['unreadable', 'expired_document', 'name_mismatch', 'insufficient_detail'];

const itemsOf = (user: UserRow): VerificationItemRow[] =>
  (user.requested_verification?.pm_verification_items ?? []).filter((item) => isItemType(item.type));

function toItem(scope: UserScope, row: VerificationItemRow): VerificationItem {
  const type = row.type as ItemType;
  const status = STATUSES.find((known) => known === row.status) ?? 'not_verified';
  return {
    type,
    input: ITEMS[type].input,
    status,
    submitted_at: row.submitted_at ?? null,
    decline_reason:
      status === 'unverified' && row.decline_reason && REASONS.includes(row.decline_reason)
        ? (row.decline_reason as VerificationItem['decline_reason'])
        : null,
    answer: row.answer ?? null,
    attachments: (row.attachment_ids ?? []).flatMap((id) => {
      const file = scope.attachments.get(id);
      return file ? [strip(file)] : [];
    }),
  };
}

/** The requested items and where they stand together: a declined one first, then one to provide, then review. */
export function verificationRequests(backend: DemoBackend, user: UserRow): VerificationRequests {
  const scope = backend.db.forUser(user.id);
  const items = itemsOf(user).map((row) => toItem(scope, row));
  const has = (status: VerificationItem['status']) => items.some((item) => item.status === status);
  return {
    status: has('unverified')
      ? 'unverified'
      : has('not_verified')
        ? 'not_verified'
        : has('pending')
          ? 'pending'
          : 'verified',
    requested_at: user.requested_verification?.requested_at ?? null,
    outstanding: items.filter((item) => OPEN.includes(item.status)).length,
    items,
  };
}

/** The files of a document item: the caller's own uploads, in a verification format, as many as it takes. */
function documents(scope: UserScope, type: ItemType, value: unknown): string[] {
  const ids = Array.isArray(value) ? [...new Set(value.map(String))] : [];
  const most = ITEMS[type].files ?? 1;
  if (ids.length < 1) throw invalid('attachment_ids', 'Upload the document.');
  if (ids.length > most)
    throw invalid(
      'attachment_ids',
      most === 2 ? 'Upload at most 2 files, one per side.' : 'Upload one file.',
    );
  for (const id of ids) {
    const file = scope.attachments.get(id);
    if (!file) throw invalid('attachment_ids', 'The selected file is invalid.');
    if (!DOCUMENT_TYPES.includes(file.type)) throw invalid('attachment_ids', 'Invalid file type');
  }
  return ids;
}

function answerOf(value: unknown): string {
  const answer = typeof value === 'string' ? value.trim() : '';
  if (!answer) throw invalid('answer', 'The answer field is required.');
  if (answer.length < 2) throw invalid('answer', 'The answer must be at least 2 characters.');
  if (answer.length > 500) throw invalid('answer', 'The answer may not be greater than 500 characters.');
  return answer;
}

/** The verification items the back office requested (kyc_verification, spec A §2, §3). */
export const verificationRequestHandlers = (backend: DemoBackend): HttpHandler[] => [
  mainHttp.get('/api/v2/verification/requests', ({ request, response }) => {
    const { user } = requireCaller(backend, request);
    return response(200).json(ok(verificationRequests(backend, user)));
  }),

  mainHttp.post('/api/v2/verification/requests/{type}', async ({ request, params, response }) => {
    const { user, scope } = requireCaller(backend, request);
    const type = String(params.type);
    const rows = itemsOf(user);
    const row = rows.find((item) => item.type === type);
    if (!isItemType(type) || !row) throw failure(404, MESSAGES.notFound);
    const body = await readJson<{ attachment_ids: string[]; answer: string }>(request);
    if (!OPEN.includes(row.status))
      throw invalid(
        ITEMS[type].input === 'text' ? 'answer' : 'attachment_ids',
        row.status === 'pending' ? 'This item is already in review.' : 'This item is already verified.',
      );
    const sent: Partial<VerificationItemRow> =
      ITEMS[type].input === 'text'
        ? { answer: answerOf(body.answer) }
        : { attachment_ids: documents(scope, type, body.attachment_ids) };
    const next: VerificationItemRow = {
      type,
      status: 'pending',
      submitted_at: nowIso(backend),
      ...sent,
    };
    backend.db.users.update(user.id, {
      requested_verification: {
        ...user.requested_verification,
        pm_verification_items: (user.requested_verification?.pm_verification_items ?? []).map((item) =>
          item.type === type ? next : item,
        ),
      },
    });
    const updated = backend.db.users.get(user.id) ?? user;
    return response(200).json(
      ok(verificationRequests(backend, updated), 'Thank you. We will review it within 2 business days.'),
    );
  }),
];
