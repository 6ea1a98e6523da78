import type { DemoBackend } from '../../backend';
import { DAY_MS, isoDateTime } from '../../store/random';
import type { Owned, TransferLink } from '../../store/types';
import { sessionState, type MainSchema } from './shared';

/** Wrong security codes allowed before the link locks for 24 hours (spec B §4, §9). */
export const MAX_ATTEMPTS = 3;
export const LOCK_MS = DAY_MS;
export const LINK_TTL_MS = 14 * DAY_MS;

export interface LinkAttempts {
  left: number;
  blockedUntil: number | null;
}

/** Wrong-code counters per link; they live for the session (a reset or reload starts them over). */
export const attemptsOf = (backend: DemoBackend, id: string): LinkAttempts => {
  const all = sessionState(backend, 'transfer-link-attempts', () => new Map<string, LinkAttempts>());
  let entry = all.get(id);
  if (!entry) {
    entry = { left: MAX_ATTEMPTS, blockedUntil: null };
    all.set(id, entry);
  }
  return entry;
};

function person(backend: DemoBackend, email: string) {
  if (!email) return null;
  const user = backend.db.findUserByEmail(email);
  const local = email.split('@')[0] ?? email;
  return { name: user?.name ?? local.replace(/[._]+/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase()), email };
}

/** The link opens the dashboard's own transfer page (/transfer/{id}, spec B §2) on the origin that asked. */
export function toTransferLink(
  backend: DemoBackend,
  origin: string,
  row: Owned<TransferLink>,
): MainSchema<'TransferLink'> {
  const attempts = attemptsOf(backend, row.id);
  return {
    id: row.id,
    amount: row.amount,
    currency: row.currency,
    link: `${origin}/transfer/${row.id}`,
    security_code: row.security_code ?? null,
    expires_at: row.expires_at,
    status: row.status,
    participants: {
      sender: person(backend, row.participants.sender),
      receiver: person(backend, row.participants.receiver),
      admin: person(backend, row.participants.admin),
    },
    fee: row.fee,
    note: row.note || null,
    attempts_left: row.status === 'blocked' ? 0 : attempts.left,
    blocked_until: attempts.blockedUntil === null ? null : isoDateTime(attempts.blockedUntil),
    created_at: row.created_at ?? isoDateTime(Date.parse(row.expires_at) - LINK_TTL_MS),
  };
}

/** Only the sender sees the security code; the recipient has to type it. */
export function forViewer(link: MainSchema<'TransferLink'>, senderView: boolean): MainSchema<'TransferLink'> {
  return senderView ? link : { ...link, security_code: null };
}
