import { describe, expect, it } from 'vitest';
import { evaluate, type DenyReason } from '@/access/evaluate';
import { menuItemState, type MenuItemState } from '@/access/menu-state';
import {
  accountListMode,
  canAddAccount,
  directAccount,
  showsProgress,
  subAccountsVisible,
} from '@/access/sidebar-rules';
import { startupDialog, type StartupDialog } from '@/access/startup-dialog';
import { entityName, subjectFromSession, type Subject } from '@/access/subject';
import type { AccessRule, HideIf, MenuVisibility } from '@/config/access-rule';
import { createDb } from '@/mocks/store/db';
import { PERSONA_ID } from '@/mocks/store/personas';
import { userView } from '@/mocks/store/user-view';

type Persona = keyof typeof PERSONA_ID;

// The ten demo accounts as the app would see them: the seeded user and the balance list it works on.
const db = createDb();
const subjects = Object.fromEntries(
  Object.entries(PERSONA_ID).map(([name, id]) => {
    const user = userView(db, id);
    if (!user) throw new Error(`no persona ${name}`);
    const currencies = db
      .forUser(id)
      .balances.all()
      .map((account) => account.currency);
    const modes = {
      sandbox: false,
      preview: false,
      balancesCount: currencies.length,
      accountsCurrencies: currencies,
    };
    return [name, subjectFromSession({ user }, modes)];
  }),
) as Record<Persona, Subject>;

// Representative rules, written the way routes.config.ts states them (spec A §6).
const RULES = {
  sendMoney: { needsOnboarding: true },
  massPayouts: {
    userTypes: ['business'],
    featureAccess: 'payout',
    entityFeature: 'payout',
    roles: ['create-payout'],
    needsOnboarding: true,
  },
  convertMoney: { entityFeature: 'convert', needsOnboarding: true },
  debitCardsAdd: { beta: true },
  notForEntity3: { hiddenForEntities: [3] },
  requestMoney: { userTypes: ['business'] },
  transactions: { roles: ['view-transaction'] },
  manageCard: { userTypes: ['personal'] },
} satisfies Record<string, AccessRule>;
type RuleName = keyof typeof RULES;

const ok = 'allow' as const;
const PERSONAL_ROW = [ok, 'user-type', ok, 'beta', ok, 'user-type', ok, ok] as const;
const NOT_ONBOARDED_ROW = [
  'onboarding',
  'onboarding',
  'onboarding',
  'beta',
  ok,
  ok,
  ok,
  'user-type',
] as const;
const EXPECTED: Record<Persona, readonly (DenyReason | typeof ok)[]> = {
  // columns in RULES order: sendMoney, massPayouts, convertMoney, debitCardsAdd, notForEntity3, requestMoney,
  // transactions, manageCard
  personal: PERSONAL_ROW,
  newbie: PERSONAL_ROW,
  merchant: [ok, ok, ok, ok, ok, ok, ok, 'user-type'],
  onboarding: NOT_ONBOARDED_ROW,
  review: NOT_ONBOARDED_ROW,
  rejected: NOT_ONBOARDED_ROW,
  staff: [ok, 'role', ok, 'beta', ok, ok, ok, 'user-type'],
  entity3: [ok, 'user-type', 'entity-feature', 'beta', 'entity-hidden', 'user-type', ok, ok],
  dormant: PERSONAL_ROW,
  arabic: PERSONAL_ROW,
};

describe('personas: route rules', () => {
  const rows = (Object.keys(EXPECTED) as Persona[]).flatMap((persona) =>
    (Object.keys(RULES) as RuleName[]).map((rule, i) => [persona, rule, EXPECTED[persona][i]] as const),
  );
  it.each(rows)('%s × %s → %s', (persona, rule, expected) => {
    const decision = evaluate(RULES[rule], subjects[persona]);
    expect(decision.allow ? ok : decision.reason).toBe(expected);
  });
});

describe('personas: menu items', () => {
  const hidden = (hideIf: Exclude<HideIf, 'noAccess'>): MenuItemState => ({
    state: 'hidden',
    reason: 'hide-if',
    hideIf,
  });
  it.each<[string, Persona, MenuVisibility, MenuItemState]>([
    [
      'send-money blocked until onboarded',
      'onboarding',
      { access: RULES.sendMoney },
      { state: 'blocked', reason: 'onboarding' },
    ],
    ['send-money shown once onboarded', 'merchant', { access: RULES.sendMoney }, { state: 'shown' }],
    [
      'mass-payouts hidden from staff (role)',
      'staff',
      { access: RULES.massPayouts },
      { state: 'hidden', reason: 'role' },
    ],
    ['verification shown while unverified', 'newbie', { hideIf: ['verified'] }, { state: 'shown' }],
    ['verification hidden once verified', 'personal', { hideIf: ['verified'] }, hidden('verified')],
    ['unverified-only hidden from newbie', 'newbie', { hideIf: ['unverified'] }, hidden('unverified')],
    ['debit cards shown to a card holder', 'personal', { hideIf: ['noCards'] }, { state: 'shown' }],
    ['debit cards hidden without cards', 'newbie', { hideIf: ['noCards'] }, hidden('noCards')],
    ['circles shown to a circle member', 'merchant', { hideIf: ['noCircleId'] }, { state: 'shown' }],
    ['circles hidden outside a circle', 'dormant', { hideIf: ['noCircleId'] }, hidden('noCircleId')],
    ['accounts shown to staff (the merchant’s)', 'staff', { hideIf: ['noBalances'] }, { state: 'shown' }],
    [
      'business profile shown in live mode',
      'onboarding',
      { access: { userTypes: ['business'], notInSandbox: true } },
      { state: 'shown' },
    ],
    [
      'route hidden for entity 3',
      'entity3',
      { access: RULES.notForEntity3 },
      { state: 'hidden', reason: 'entity-hidden' },
    ],
    [
      'convert disabled for entity 3 (entity feature off)',
      'entity3',
      { access: RULES.convertMoney },
      { state: 'disabled', reason: 'entity-feature' },
    ],
  ])('%s (%s)', (_label, persona, item, expected) => {
    expect(menuItemState(item, subjects[persona])).toEqual(expected);
  });

  it('business profile entry is disabled when the merchant is in sandbox', () => {
    const inSandbox = { ...subjects.onboarding, sandbox: true };
    expect(menuItemState({ access: { notInSandbox: true } }, inSandbox)).toEqual({
      state: 'disabled',
      reason: 'sandbox',
    });
  });
});

describe('personas: sidebar and account menu helpers', () => {
  const personas = Object.keys(PERSONA_ID) as Persona[];
  const truthy = (list: readonly Persona[]) => personas.map((p) => [p, list.includes(p)] as const);

  it.each(truthy(['merchant', 'onboarding', 'review', 'rejected']))(
    'sub-accounts for %s: %s',
    (p, expected) => {
      expect(subAccountsVisible(subjects[p])).toBe(expected);
    },
  );

  it.each(truthy(['review', 'rejected']))('application progress for %s: %s', (p, expected) => {
    expect(showsProgress(subjects[p])).toBe(expected);
  });

  it.each<[Persona, StartupDialog | null]>([
    ['personal', 'circle'],
    ['newbie', null],
    ['merchant', 'virtual-ach'],
    ['onboarding', null],
    ['review', null],
    ['rejected', null],
    ['staff', null],
    ['entity3', null],
    ['dormant', 'dormant'],
    ['arabic', null],
  ])('startup dialog for %s: %s', (p, expected) => {
    expect(startupDialog(subjects[p])).toBe(expected);
  });

  it('account list: a dropdown for merchant (5) and personal (4), a list for newbie (1)', () => {
    expect(accountListMode(subjects.merchant.balancesCount)).toBe('dropdown');
    expect(accountListMode(subjects.personal.balancesCount)).toBe('dropdown');
    expect(accountListMode(subjects.newbie.balancesCount)).toBe('list');
  });

  it('entity 3’s single account is linked straight to its page; nobody else’s is', () => {
    expect(directAccount(subjects.entity3)).toBe('USD');
    expect(personas.filter((p) => directAccount(subjects[p]) !== undefined)).toEqual(['entity3']);
  });

  it('add an account needs add_account entity access and an unused currency', () => {
    const all = ['USD', 'EUR', 'GBP', 'JPY', 'CAD'];
    expect(canAddAccount(subjects.personal, subjects.personal.accountsCurrencies, all)).toBe(true);
    expect(canAddAccount(subjects.entity3, subjects.entity3.accountsCurrencies, all)).toBe(false);
  });

  it('entity names: entity 1 and 3 are FPLTD', () => {
    expect(entityName(subjects.personal.entityId)).toBe('FPLTD');
    expect(entityName(subjects.entity3.entityId)).toBe('FPLTD');
  });
});
