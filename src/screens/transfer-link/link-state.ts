import type { components } from '@/api/generated/main';

export type TransferLink = components['schemas']['TransferLink'];

/** Transfer link ID: the fixed prefix TL followed by digits (spec B §3, openapi TransferLink.id). */
const LINK_ID = /^TL[0-9]+$/;

/** A malformed id is not_found without asking the server. */
export const isTransferLinkId = (id: string | undefined): id is string => LINK_ID.test(id ?? '');

/** Who is looking (spec B §6: sender, receiver, admin); a signed-out visitor gets the public view. */
export type Role = 'sender' | 'receiver' | 'admin' | 'visitor';

const same = (a: string | null | undefined, b: string | null | undefined) =>
  Boolean(a && b && a.toLowerCase() === b.toLowerCase());

/** Anyone signed in who is neither the sender nor the admin holds the link as its receiver. */
export function roleOf(link: TransferLink, viewerEmail: string | null): Role {
  if (!viewerEmail) return 'visitor';
  if (same(link.participants.sender?.email, viewerEmail)) return 'sender';
  if (same(link.participants.admin?.email, viewerEmail)) return 'admin';
  return 'receiver';
}

/** The page statuses of spec B §4, plus `open` (claimable) and `failed` (confirm_failed_system). */
export type PageStatus =
  'open' | 'blocked' | 'claimed' | 'expired' | 'rejected' | 'has_rejected' | 'failed' | 'not_found';

/**
 * What the page shows for a link. A link past its expiry or a lock past its time is judged by the clock too,
 * so a page left open does not offer a claim the server will refuse. `has_rejected` is the receiver's own
 * rejection seen by that receiver; any other rejection (sender revoked, provider) is `rejected`.
 */
export function pageStatusOf(link: TransferLink, viewerEmail: string | null, now: number): PageStatus {
  switch (link.status) {
    case 'new':
    case 'opened':
    case 'claiming':
      return Date.parse(link.expires_at) <= now ? 'expired' : 'open';
    case 'blocked':
      return link.blocked_until && Date.parse(link.blocked_until) <= now ? 'open' : 'blocked';
    case 'claimed':
    case 'expired':
      return link.status;
    case 'rejected':
      return link.rejected_by === 'receiver' && same(link.participants.receiver?.email, viewerEmail)
        ? 'has_rejected'
        : 'rejected';
    case 'confirm_failed_system':
      return 'failed';
  }
}

export interface LinkActions {
  claim: boolean;
  reject: boolean;
  revoke: boolean;
  duplicate: boolean;
  share: boolean;
  copyMessage: boolean;
  signIn: boolean;
}

const NONE: LinkActions = {
  claim: false,
  reject: false,
  revoke: false,
  duplicate: false,
  share: false,
  copyMessage: false,
  signIn: false,
};

/**
 * What each participant may do on the page. The receiver claims or rejects an open link; the sender shares
 * an open link, revokes it while it is still open or locked, and may duplicate any of their links; a visitor
 * signs in first; the admin only looks.
 */
export function actionsFor(status: PageStatus, role: Role): LinkActions {
  const open = status === 'open';
  switch (role) {
    case 'receiver':
      return { ...NONE, claim: open, reject: open };
    case 'sender':
      return {
        ...NONE,
        revoke: open || status === 'blocked',
        duplicate: status !== 'not_found',
        share: open,
        copyMessage: open,
      };
    case 'visitor':
      return { ...NONE, signIn: status === 'open' || status === 'blocked' };
    case 'admin':
      return NONE;
  }
}

/** Why a rejected link was rejected, as a key under `rejectedBy.` (the viewer's own rejection aside). */
export const rejectionKey = (link: TransferLink, role: Role): string =>
  link.rejected_by === 'sender' && role === 'sender' ? 'you' : (link.rejected_by ?? 'provider');
