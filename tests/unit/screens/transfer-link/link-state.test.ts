// The transfer link page's rules (spec B §3, §4, §6): the id format, who is looking, which status page shows and
// what each participant may do there.
import { describe, expect, it } from 'vitest';
import {
  actionsFor,
  isTransferLinkId,
  pageStatusOf,
  rejectionKey,
  roleOf,
  type LinkActions,
  type PageStatus,
  type Role,
  type TransferLink,
} from '@/screens/transfer-link/link-state';

const NOW = Date.parse('2026-06-01T12:00:00Z');
const FUTURE = '2026-06-10T12:00:00Z';
const PAST = '2026-05-01T12:00:00Z';

function link(patch: Partial<TransferLink> = {}): TransferLink {
  return {
    id: 'TL10000001',
    amount: 50,
    currency: 'USD',
    link: 'https://app.test/transfer/TL10000001',
    expires_at: FUTURE,
    status: 'new',
    participants: {
      sender: { name: 'Sofia', email: 'merchant@demo.test' },
      receiver: { name: 'Amelia', email: 'personal@demo.test' },
      admin: { name: 'Support', email: 'support@demo.test' },
    },
    fee: 0,
    note: null,
    created_at: PAST,
    ...patch,
  };
}

describe('isTransferLinkId', () => {
  it.each([
    ['TL10000001', true],
    ['TL1', true],
    ['TL', false],
    ['tl10000001', false],
    ['TX10000001', false],
    ['TL1000000a', false],
    [' TL10000001', false],
    ['TL10000001/', false],
    ['', false],
    [undefined, false],
  ])('%j → %s', (id, expected) => expect(isTransferLinkId(id)).toBe(expected));
});

describe('roleOf', () => {
  it.each<[string | null, Role]>([
    [null, 'visitor'],
    ['merchant@demo.test', 'sender'],
    ['MERCHANT@demo.test', 'sender'],
    ['support@demo.test', 'admin'],
    ['personal@demo.test', 'receiver'],
    ['someone.else@demo.test', 'receiver'],
  ])('%s is the %s', (email, role) => expect(roleOf(link(), email)).toBe(role));

  it('a public view without e-mails makes every signed-in viewer a receiver', () => {
    const anonymous = link({
      participants: { sender: { name: 'Sofia', email: null }, receiver: null, admin: null },
    });
    expect(roleOf(anonymous, 'merchant@demo.test')).toBe('receiver');
  });
});

describe('pageStatusOf', () => {
  const lockedUntil = (iso: string) => ({ status: 'blocked' as const, blocked_until: iso });
  it.each<[string, Partial<TransferLink>, string | null, PageStatus]>([
    ['a new link', { status: 'new' }, 'personal@demo.test', 'open'],
    ['an opened link', { status: 'opened' }, 'personal@demo.test', 'open'],
    ['a link being claimed', { status: 'claiming' }, 'personal@demo.test', 'open'],
    ['an open link past its date', { status: 'opened', expires_at: PAST }, null, 'expired'],
    ['a locked link', lockedUntil(FUTURE), 'personal@demo.test', 'blocked'],
    ['a lock without a time', { status: 'blocked' }, 'personal@demo.test', 'blocked'],
    ['a lock whose 24 hours are over', lockedUntil(PAST), 'personal@demo.test', 'open'],
    ['a claimed link', { status: 'claimed' }, 'personal@demo.test', 'claimed'],
    ['an expired link', { status: 'expired' }, 'merchant@demo.test', 'expired'],
    [
      'a link the sender revoked',
      { status: 'rejected', rejected_by: 'sender' },
      'personal@demo.test',
      'rejected',
    ],
    ['a link the provider rejected', { status: 'rejected', rejected_by: 'provider' }, null, 'rejected'],
    [
      "the receiver's own rejection",
      { status: 'rejected', rejected_by: 'receiver' },
      'personal@demo.test',
      'has_rejected',
    ],
    [
      "the receiver's rejection seen by the sender",
      { status: 'rejected', rejected_by: 'receiver' },
      'merchant@demo.test',
      'rejected',
    ],
    ['a system failure', { status: 'confirm_failed_system' }, 'merchant@demo.test', 'failed'],
  ])('%s → %s', (_label, patch, email, expected) =>
    expect(pageStatusOf(link(patch), email, NOW)).toBe(expected),
  );
});

describe('actionsFor', () => {
  const only = (...keys: (keyof LinkActions)[]) =>
    Object.fromEntries(
      (['claim', 'reject', 'revoke', 'duplicate', 'share', 'copyMessage', 'signIn'] as const).map((key) => [
        key,
        keys.includes(key),
      ]),
    );
  it.each<[PageStatus, Role, (keyof LinkActions)[]]>([
    ['open', 'receiver', ['claim', 'reject']],
    ['blocked', 'receiver', []],
    ['claimed', 'receiver', []],
    ['open', 'sender', ['revoke', 'duplicate', 'share', 'copyMessage']],
    ['blocked', 'sender', ['revoke', 'duplicate']],
    ['claimed', 'sender', ['duplicate']],
    ['expired', 'sender', ['duplicate']],
    ['rejected', 'sender', ['duplicate']],
    ['failed', 'sender', ['duplicate']],
    ['open', 'visitor', ['signIn']],
    ['blocked', 'visitor', ['signIn']],
    ['expired', 'visitor', []],
    ['open', 'admin', []],
    ['blocked', 'admin', []],
  ])('%s page, %s → %j', (status, role, keys) => expect(actionsFor(status, role)).toEqual(only(...keys)));
});

describe('rejectionKey', () => {
  it.each<[TransferLink['rejected_by'], Role, string]>([
    ['sender', 'sender', 'you'],
    ['sender', 'receiver', 'sender'],
    ['receiver', 'sender', 'receiver'],
    ['provider', 'receiver', 'provider'],
    [undefined, 'visitor', 'provider'],
  ])('rejected by %s, seen by the %s → %s', (by, role, key) =>
    expect(rejectionKey(link({ status: 'rejected', rejected_by: by ?? null }), role)).toBe(key),
  );
});
