import type { DemoBackend } from '../../backend';
import { DAY_MS, isoDateTime } from '../../store/random';
import type { Owned, TransferLink } from '../../store/types';
import type { MainSchema } from './shared';

/** Wrong security codes allowed before the link locks for 24 hours (spec B §4, §9). */
export const MAX_ATTEMPTS = 3;
export const LOCK_MS = DAY_MS;
/** An unclaimed link goes back to the sender after 14 days (spec B §9). */
export const LINK_TTL_MS = 14 * DAY_MS;

export type RejectedBy = 'receiver' | 'sender' | 'provider';

/**
 * What a link row keeps beyond the store's TransferLink type: the wrong-code counter, the lock and who rejected
 * it. They live on the row so the store persists them (a lock survives a reload, as a real server's would).
 */
export interface LinkState {
  attempts_left?: number;
  blocked_until?: string | null;
  rejected_by?: RejectedBy | null;
}
export type LinkRow = Owned<TransferLink> & LinkState;

/** The patch type `update` takes, widened to the row's extra state. */
export const linkPatch = (patch: Partial<LinkRow>) => patch as Partial<Owned<TransferLink>>;

export const stateOf = (row: Owned<TransferLink>): LinkState => row as LinkRow;

export const attemptsLeftOf = (row: Owned<TransferLink>): number =>
  row.status === 'blocked' ? 0 : (stateOf(row).attempts_left ?? MAX_ATTEMPTS);

function person(backend: DemoBackend, email: string, withEmail: boolean) {
  if (!email) return null;
  const user = backend.db.findUserByEmail(email);
  const local = email.split('@')[0] ?? email;
  const name = user?.name ?? local.replace(/[._]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
  return { name, email: withEmail ? email : null };
}

/** How much of a link a viewer sees: the sender sees the code; a signed-out visitor sees no e-mails. */
export type Audience = 'sender' | 'participant' | 'public';

/** The link opens the dashboard's own transfer page (/transfer/{id}, spec B §2) on the origin that asked. */
export function toTransferLink(
  backend: DemoBackend,
  origin: string,
  row: Owned<TransferLink>,
  audience: Audience = 'sender',
): MainSchema<'TransferLink'> {
  const state = stateOf(row);
  const emails = audience !== 'public';
  return {
    id: row.id,
    amount: row.amount,
    currency: row.currency,
    link: `${origin}/transfer/${row.id}`,
    security_code: audience === 'sender' ? (row.security_code ?? null) : null,
    expires_at: row.expires_at,
    status: row.status,
    participants: {
      sender: person(backend, row.participants.sender, emails),
      receiver: person(backend, row.participants.receiver, emails),
      admin: person(backend, row.participants.admin, emails),
    },
    fee: row.fee,
    note: row.note || null,
    attempts_left: attemptsLeftOf(row),
    blocked_until: row.status === 'blocked' ? (state.blocked_until ?? null) : null,
    rejected_by: row.status === 'rejected' ? (state.rejected_by ?? 'provider') : null,
    created_at: row.created_at ?? isoDateTime(Date.parse(row.expires_at) - LINK_TTL_MS),
  };
}
