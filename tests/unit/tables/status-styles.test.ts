// Status badges: every status the specs and the OpenAPI documents name has a tone and a label in every language.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CATALOGUE_LANGUAGES } from '@/i18n/languages';
import { STATUS_VALUES, statusKey, statusTone, type StatusTone } from '@/tables/status-styles';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Spec A §4 "Badge statuses given a visual style". */
const BADGE_STATUSES = [
  'pending_cancellation',
  'pending_claim',
  'active',
  'approved',
  'paid',
  'success',
  'successful',
  'overdue',
  'waiting_for_transfer',
  'in_progress',
  'cancelled',
  'declined',
  'failure',
  'rejected',
  'pending',
  'processing',
  'trial',
  'validation',
  'sent',
  'draft',
  'activated',
];

/** The other status lists of spec A §4 and spec B §4, as the API spells them. */
const SPEC_STATUSES: Record<string, string[]> = {
  transaction: ['pending', 'success', 'rejected', 'pending_claim', 'in_progress', 'waiting_for_transfer'],
  'add money': ['pending', 'in_progress', 'cancelled', 'successful', 'waiting_for_transfer'],
  KYC: ['pending', 'verified', 'unverified', 'not_verified'],
  onboarding: ['new', 'in_progress', 'done', 'pending', 'approved', 'accepted', 'rejected', 'declined'],
  'onboarding indicator': ['empty', 'done', 'pending'],
  'KYB application': ['not_submitted', 'pending', 'under_review', 'rejected', 'approved'],
  card: ['not_activated', 'activated'],
  'widget version': ['draft', 'under_review', 'approved', 'active', 'rejected'],
  'virtual account': ['in_review', 'pending', 'pending_deposit'],
  event: ['draft', 'pending_approval', 'rejected', 'approved', 'live', 'canceled', 'past', 'all'],
  booking: ['paid', 'pending', 'cancelled', 'not_paid'],
  attendee: ['approve', 'reject', 'approved', 'pending', 'rejected', 'invited', 'pre-approval', 'visited'],
  'attendee (cont.)': ['headless', 'dismissed'],
  user: ['active', 'blocked', 'restricted', 'whitelisted'],
  refund: ['requested', 'rejected', 'confirmed', 'bank_rejected', 'partial'],
  invoice: ['draft', 'overdue', 'void', 'not_found', 'paid'],
  'QR code': ['expired', 'paid'],
  'payment result': ['processing', 'successful', 'failed', 'cancelled'],
  'transfer link page': ['blocked', 'claimed', 'expired', 'rejected', 'has_rejected', 'not_found'],
  'transfer list': ['new', 'opened', 'claiming', 'claimed', 'blocked', 'expired', 'rejected'],
  'transfer list (cont.)': ['confirm_failed_system'],
};

const TONE_CASES: [string, StatusTone][] = [
  ['successful', 'success'],
  ['claimed', 'success'],
  ['live', 'success'],
  ['pending_claim', 'warning'],
  ['under_review', 'warning'],
  ['overdue', 'warning'],
  ['unverified', 'danger'],
  ['confirm_failed_system', 'danger'],
  ['void', 'danger'],
  ['canceled', 'danger'],
  ['sent', 'info'],
  ['invited', 'info'],
  ['draft', 'neutral'],
  ['not_submitted', 'neutral'],
  ['Pending claim', 'warning'],
  ['  APPROVED ', 'success'],
  ['no_such_status', 'neutral'],
  ['', 'neutral'],
];

const KEY_CASES: [string, string][] = [
  ['pending claim', 'statuses:pending_claim'],
  ['Waiting for transfer', 'statuses:waiting_for_transfer'],
  [' in_progress ', 'statuses:in_progress'],
  ['pre-approval', 'statuses:pre-approval'],
  ['CONFIRM_FAILED_SYSTEM', 'statuses:confirm_failed_system'],
];

/** Status enum values of openapi/*.yaml: properties and parameters named *status*, and schemas named *Status. */
function openApiStatuses(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const record = (where: string, schema: unknown) => {
    const s = schema as { enum?: unknown[]; items?: { enum?: unknown[] } } | null;
    const values = s?.enum ?? s?.items?.enum;
    if (values)
      found.set(
        where,
        values.filter((v): v is string => typeof v === 'string'),
      );
  };
  const walk = (node: unknown, path: string): void => {
    if (Array.isArray(node)) return node.forEach((item, i) => walk(item, `${path}[${i}]`));
    if (typeof node !== 'object' || node === null) return;
    const { name, schema } = node as { name?: unknown; schema?: unknown };
    if (typeof name === 'string' && /status/i.test(name)) record(`${path}(${name})`, schema);
    for (const [key, value] of Object.entries(node)) {
      if (/status/i.test(key)) record(`${path}.${key}`, value);
      walk(value, `${path}.${key}`);
    }
  };
  for (const file of readdirSync(`${ROOT}openapi`).filter((f) => f.endsWith('.yaml')))
    walk(parse(readFileSync(`${ROOT}openapi/${file}`, 'utf8')), file);
  return found;
}

const catalogue = (language: string): Record<string, unknown> =>
  JSON.parse(readFileSync(`${ROOT}locales/${language}/statuses.json`, 'utf8')) as Record<string, unknown>;

const placeholders = (value: string) => [...value.matchAll(/\{\{(.+?)\}\}/g)].map((m) => m[1]?.trim()).sort();

describe('statusTone', () => {
  it.each(BADGE_STATUSES.filter((s) => s !== 'draft'))(
    'gives the spec A §4 badge status %s a tone',
    (status) => {
      expect(statusTone(status)).not.toBe('neutral');
    },
  );

  it.each(TONE_CASES)('%j is %s', (value, tone) => {
    expect(statusTone(value)).toBe(tone);
  });
});

describe('statusKey', () => {
  it.each(KEY_CASES)('%j → %s', (value, key) => {
    expect(statusKey(value)).toBe(key);
  });
});

describe('STATUS_VALUES', () => {
  it('lists each value once', () => {
    expect(STATUS_VALUES.filter((value, i) => STATUS_VALUES.indexOf(value) !== i)).toEqual([]);
  });

  it.each(Object.entries(SPEC_STATUSES))('holds every %s status of the specs', (_, statuses) => {
    expect(statuses.filter((s) => !(STATUS_VALUES as readonly string[]).includes(s))).toEqual([]);
  });

  it('holds every status enum value of the OpenAPI documents', () => {
    const enums = openApiStatuses();
    expect(enums.size).toBeGreaterThan(20);
    const missing = [...enums].flatMap(([where, values]) =>
      values.filter((v) => !(STATUS_VALUES as readonly string[]).includes(v)).map((v) => `${where}: ${v}`),
    );
    expect(missing).toEqual([]);
  });

  it.each([
    ['under_review', 'Pending review'],
    ['unverified', 'Declined'],
    ['confirm_failed_system', 'Failed'],
  ])('labels %s in English as the specs word it: %s', (value, label) => {
    expect(catalogue('en')[value]).toBe(label);
  });

  it('is exactly the keys of the English catalogue', () => {
    expect(Object.keys(catalogue('en')).sort()).toEqual([...STATUS_VALUES].sort());
  });

  it.each(CATALOGUE_LANGUAGES)(
    'has a label for every value in %s, with the placeholders of English',
    (language) => {
      const english = catalogue('en');
      const labels = catalogue(language);
      const problems = STATUS_VALUES.flatMap((value) => {
        const label = labels[value];
        if (typeof label !== 'string' || label.trim() === '') return [`${value}: no label`];
        const want = placeholders(String(english[value]));
        return placeholders(label).join() === want.join() ? [] : [`${value}: placeholders differ`];
      });
      expect(problems).toEqual([]);
    },
  );
});
