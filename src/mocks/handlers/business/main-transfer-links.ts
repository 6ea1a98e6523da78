import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../../backend';
import { optionalCaller, readJson, requireCaller, requireFields, type Caller } from '../../guard';
import { mainHttp } from '../../http';
import { failure, ok, paged } from '../../respond';
import { runQuery } from '../../store/list-query';
import { balanceId } from '../../store/schema';
import { isoDateTime, reportDate } from '../../store/random';
import type { Owned, TransferLink } from '../../store/types';
import { EMAIL, FieldErrors } from './errors';
import { adjustBalance, balanceOf } from './money';
import { CURRENCY, filterParam, isValidAmount, listQuery, originOf, type MainBody } from './shared';
import {
  attemptsLeftOf,
  LINK_TTL_MS,
  linkPatch,
  LOCK_MS,
  MAX_ATTEMPTS,
  stateOf,
  toTransferLink,
  type RejectedBy,
} from './transfer-link-model';

const NOT_FOUND = 'Transfer link not found.';
const LOCKED = 'Transfer link locked for 24 hours after attempts run out';
const CLOSED: Partial<Record<TransferLink['status'], string>> = {
  claimed: 'This transfer link has already been claimed.',
  expired: 'This transfer link has expired.',
  rejected: 'This transfer link has been rejected.',
  confirm_failed_system: 'This transfer link failed.',
};

export const transferLinkHandlers = (backend: DemoBackend): HttpHandler[] => {
  const { db } = backend;
  const isSender = (caller: Caller, row: Owned<TransferLink>) => row.user_id === caller.scope.ownerId;
  const view = (caller: Caller | null, request: Request, row: Owned<TransferLink>) =>
    toTransferLink(
      backend,
      originOf(request),
      row,
      caller === null ? 'public' : isSender(caller, row) ? 'sender' : 'participant',
    );

  /** Anyone holding the link may open it; links past their date expire (and the money goes back). */
  function linkOf(id: string): Owned<TransferLink> {
    const row = db.transferLinks.get(id);
    if (!row) throw failure(404, NOT_FOUND);
    if (['new', 'opened', 'claiming'].includes(row.status) && Date.parse(row.expires_at) <= backend.now()) {
      adjustBalance(db, row.user_id, row.currency, {
        balance_reserved: -row.amount,
        balance_available: row.amount,
      });
      return db.transferLinks.update(row.id, { status: 'expired' }) ?? row;
    }
    if (row.status === 'blocked') {
      const until = stateOf(row).blocked_until;
      // A seeded lock has no time yet: it starts now, as if the last wrong code had just been typed.
      if (!until)
        return (
          db.transferLinks.update(
            row.id,
            linkPatch({ blocked_until: isoDateTime(backend.now() + LOCK_MS) }),
          ) ?? row
        );
      // After 24 hours the link opens again with a fresh set of attempts.
      if (Date.parse(until) <= backend.now())
        return (
          db.transferLinks.update(
            row.id,
            linkPatch({ status: 'opened', attempts_left: MAX_ATTEMPTS, blocked_until: null }),
          ) ?? row
        );
    }
    return row;
  }

  /** Reserves the amount on the sender's account and stores a new link. */
  function issue(
    caller: Caller,
    request: Request,
    fields: { amount: number; currency: string; note: string; security_code?: string; receiver: string },
  ) {
    const account = db.balances.get(balanceId(caller.scope.ownerId, fields.currency));
    if (!account || balanceOf(account, 'balance_available') < fields.amount)
      throw failure(422, 'Insufficient funds', { amount: ['Insufficient funds'] });
    adjustBalance(db, caller.scope.ownerId, fields.currency, {
      balance_available: -fields.amount,
      balance_reserved: fields.amount,
    });
    const id = String(db.transferLinks.nextId());
    const owner = db.users.get(caller.scope.ownerId) ?? caller.user;
    return caller.scope.transferLinks.insert({
      id,
      amount: fields.amount,
      currency: fields.currency,
      link: `${originOf(request)}/transfer/${id}`,
      ...(fields.security_code ? { security_code: fields.security_code } : {}),
      expires_at: isoDateTime(backend.now() + LINK_TTL_MS),
      status: 'new',
      participants: { sender: owner.email, receiver: fields.receiver, admin: 'support@demo.test' },
      fee: 0,
      note: fields.note,
      created_at: isoDateTime(backend.now()),
    });
  }

  /** Closes an open link and gives the reserved money back to the sender. */
  function giveBack(row: Owned<TransferLink>, actionLabel: string, by: RejectedBy, caller: Caller) {
    if (!['new', 'opened', 'claiming', 'blocked'].includes(row.status))
      throw failure(422, `This transfer link can no longer be ${actionLabel}.`, undefined, row.status);
    adjustBalance(db, row.user_id, row.currency, {
      balance_reserved: -row.amount,
      balance_available: row.amount,
    });
    // The person who declines is the receiver from now on (their page says they rejected it).
    const participants =
      by === 'receiver' ? { ...row.participants, receiver: caller.user.email } : row.participants;
    return (
      db.transferLinks.update(row.id, linkPatch({ status: 'rejected', rejected_by: by, participants })) ?? row
    );
  }

  /** The money lands on the receiver's account, and both sides see it in their transactions. */
  function settle(caller: Caller, row: Owned<TransferLink>) {
    adjustBalance(db, row.user_id, row.currency, { balance_reserved: -row.amount });
    adjustBalance(db, caller.user.id, row.currency, { balance_available: row.amount - row.fee });
    const now = isoDateTime(backend.now());
    const sender = db.users.get(row.user_id);
    const entry = {
      status: 'success' as const,
      fee: row.fee,
      currency: row.currency,
      description: row.note || `Transfer link ${row.id}`,
      payment_method: 'transfer_link',
      order_id: row.id,
      created_at: now,
      date: reportDate(now),
      card_public_id: null,
    };
    db.forUser(caller.user.id).transactions.insert({
      ...entry,
      type: 'receive_money',
      amount: row.amount - row.fee,
      direction: 'in',
      counterparty: { name: sender?.name ?? row.participants.sender, email: row.participants.sender },
    });
    db.forUser(row.user_id).transactions.insert({
      ...entry,
      type: 'send_money',
      amount: row.amount,
      direction: 'out',
      counterparty: { name: caller.user.name, email: caller.user.email },
    });
  }

  return [
    mainHttp.get('/api/v2/transfer-links', ({ request, response }) => {
      const caller = requireCaller(backend, request);
      const status = filterParam(request, 'status');
      const email = caller.user.email.toLowerCase();
      const rows = db.transferLinks
        .filter(
          (row) => row.user_id === caller.scope.ownerId || row.participants.receiver.toLowerCase() === email,
        )
        .map((row) => view(caller, request, row));
      const query = listQuery<(typeof rows)[number]>(
        request,
        {
          where: status ? (row) => row.status === status : undefined,
          search_fields: ['id', 'note', 'currency', 'participants.receiver.email'],
        },
        'created_at',
      );
      return response(200).json(paged(runQuery(rows, query)));
    }),

    mainHttp.post('/api/v2/transfer-links', async ({ request, response }) => {
      const caller = requireCaller(backend, request);
      const body = await readJson<MainBody<'createTransferLink'>>(request);
      requireFields(body, ['amount', 'currency']);
      const errors = new FieldErrors();
      if (errors.check(CURRENCY.test(body.currency), 'currency', 'The currency is invalid.'))
        errors.check(isValidAmount(body.amount, body.currency), 'amount', 'Invalid amount');
      const note = body.note ?? '';
      errors.check(
        note.length <= 105 && /^[A-Za-z -]*$/.test(note),
        'note',
        'Up to 105 latin letters, spaces and hyphens.',
      );
      if (body.security_code !== undefined)
        errors.check(
          /^[0-9]{4,6}$/.test(body.security_code),
          'security_code',
          'The security code has 4 to 6 digits.',
        );
      if (body.receiver_email !== undefined)
        errors.check(EMAIL.test(body.receiver_email), 'receiver_email', 'Invalid email address.');
      errors.throwIfAny();
      const row = issue(caller, request, { ...body, note, receiver: body.receiver_email ?? '' });
      return response(200).json(ok(view(caller, request, row), 'Transfer link created.'));
    }),

    mainHttp.get('/api/v2/transfer-links/{id}', ({ request, params, response }) => {
      const caller = optionalCaller(backend, request);
      let row = linkOf(params.id);
      if (caller && row.status === 'new' && !isSender(caller, row))
        row = db.transferLinks.update(row.id, { status: 'opened' }) ?? row;
      return response(200).json(ok(view(caller, request, row)));
    }),

    mainHttp.post('/api/v2/transfer-links/{id}/claim', async ({ request, params, response }) => {
      const caller = requireCaller(backend, request);
      const body = await readJson<MainBody<'claimTransferLink'>>(request);
      requireFields(body, ['security_code']);
      const row = linkOf(params.id);
      if (row.status === 'blocked') throw failure(423, LOCKED, undefined, 'blocked');
      const closed = CLOSED[row.status];
      if (closed)
        throw failure(422, closed, undefined, row.status === 'confirm_failed_system' ? 'failed' : row.status);
      if (isSender(caller, row)) throw failure(422, 'You cannot claim your own transfer link.');
      if (row.security_code && row.security_code !== body.security_code) {
        const left = Math.max(0, attemptsLeftOf(row) - 1);
        if (left === 0) {
          db.transferLinks.update(
            row.id,
            linkPatch({
              status: 'blocked',
              attempts_left: 0,
              blocked_until: isoDateTime(backend.now() + LOCK_MS),
            }),
          );
          throw failure(423, LOCKED, undefined, 'blocked');
        }
        db.transferLinks.update(row.id, linkPatch({ attempts_left: left }));
        throw failure(
          422,
          'The security code is incorrect.',
          { security_code: [`The security code is incorrect. ${left} attempts left.`] },
          'invalid_security_code',
        );
      }
      settle(caller, row);
      const claimed = db.transferLinks.update(row.id, {
        status: 'claimed',
        participants: { ...row.participants, receiver: caller.user.email },
      });
      return response(200).json(ok(view(caller, request, claimed ?? row), 'Money received.'));
    }),

    mainHttp.post('/api/v2/transfer-links/{id}/reject', ({ request, params, response }) => {
      const caller = requireCaller(backend, request);
      const row = linkOf(params.id);
      if (isSender(caller, row)) throw failure(422, 'Revoke your own transfer link instead.');
      return response(200).json(
        ok(view(caller, request, giveBack(row, 'rejected', 'receiver', caller)), 'Transfer link rejected.'),
      );
    }),

    mainHttp.post('/api/v2/transfer-links/{id}/revoke', ({ request, params, response }) => {
      const caller = requireCaller(backend, request);
      const row = linkOf(params.id);
      if (!isSender(caller, row)) throw failure(404, NOT_FOUND);
      return response(200).json(
        ok(view(caller, request, giveBack(row, 'revoked', 'sender', caller)), 'Transfer link revoked.'),
      );
    }),

    mainHttp.post('/api/v2/transfer-links/{id}/duplicate', ({ request, params, response }) => {
      const caller = requireCaller(backend, request);
      const row = linkOf(params.id);
      if (!isSender(caller, row)) throw failure(404, NOT_FOUND);
      const copy = issue(caller, request, {
        amount: row.amount,
        currency: row.currency,
        note: row.note,
        ...(row.security_code ? { security_code: row.security_code } : {}),
        receiver: row.participants.receiver,
      });
      return response(200).json(ok(view(caller, request, copy), 'Transfer link duplicated.'));
    }),
  ];
};
