// Every status value the APIs send (spec A §4, spec B §4 and the status enums of openapi/*.yaml), grouped by the
// tone its badge takes. Labels live in locales/<lang>/statuses.json under the same keys.

export type StatusTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

const TONES = {
  // Money arrived, a check passed or the thing is on.
  success: [
    'success',
    'successful',
    'active',
    'activated',
    'approved',
    'accepted',
    'paid',
    'verified',
    'claimed',
    'live',
    'done',
    'settled',
    'captured',
    'confirmed',
    'visited',
    'whitelisted',
  ],
  // Still moving: someone (the user, a reviewer, the bank) has yet to act.
  warning: [
    'pending',
    'pending_claim',
    'pending_cancellation',
    'pending_approval',
    'pending_deposit',
    'pre-approval',
    'in_progress',
    'waiting_for_transfer',
    'processing',
    'under_review',
    'in_review',
    'validation',
    'trial',
    'overdue',
    'partially_paid',
    'not_paid',
    'requested',
    'claiming',
    'restricted',
  ],
  // Stopped for good, or refused.
  danger: [
    'rejected',
    'declined',
    'unverified',
    'bank_rejected',
    'has_rejected',
    'cancelled',
    'canceled',
    'failed',
    'failure',
    'confirm_failed_system',
    'void',
    'voided',
    'expired',
    'blocked',
    'suspended',
  ],
  // Something happened that needs no action yet.
  info: ['new', 'sent', 'code_sent', 'opened', 'invited', 'open', 'authorized', 'partial'],
  // Not started, over, or not a state at all (filter and action values the specs list among statuses).
  neutral: [
    'draft',
    'unconfirmed',
    'not_submitted',
    'not_activated',
    'not_verified',
    'empty',
    'past',
    'closed',
    'disconnected',
    'not_found',
    'headless',
    'dismissed',
    'all',
    'approve',
    'reject',
  ],
} as const satisfies Record<StatusTone, readonly string[]>;

export type StatusValue = (typeof TONES)[StatusTone][number];

const TONE_OF = new Map<string, StatusTone>(
  (Object.entries(TONES) as [StatusTone, readonly string[]][]).flatMap(([tone, values]) =>
    values.map((value) => [value, tone] as const),
  ),
);

/** Every key of locales/<lang>/statuses.json. */
export const STATUS_VALUES: readonly StatusValue[] = Object.values(TONES).flat();

/** "Pending claim" and " pending_claim " name the same status as `pending_claim`. */
const normalise = (value: string): string => value.trim().toLowerCase().replace(/\s+/g, '_');

/** The i18n key of a status value: `statusKey('Pending claim')` → `statuses:pending_claim`. */
export const statusKey = (value: string): string => `statuses:${normalise(value)}`;

/** The badge tone of a status value; a value no API sends is neutral. */
export const statusTone = (value: string): StatusTone => TONE_OF.get(normalise(value)) ?? 'neutral';
