// The real menu.config.ts and routes.config.ts for each demo account (seeded store, as personas.test.ts does):
// what each persona sees in the sidebar and the account menu (spec A §2).
import { describe, expect, it } from 'vitest';
import type { RouteRuleOf } from '@/access/menu-entry';
import {
  accountMenuModel,
  accountSectionModel,
  progressShown,
  sidebarModel,
  type SidebarModel,
} from '@/access/menu-tree';
import { startupDialog } from '@/access/startup-dialog';
import { subjectFromSession, type Subject } from '@/access/subject';
import type { RouteConfig } from '@/config/routes';
import { createDb } from '@/mocks/store/db';
import { PERSONA_ID } from '@/mocks/store/personas';
import { userView } from '@/mocks/store/user-view';
import { menu } from '../../../menu.config';
import { routes } from '../../../routes.config';

type Persona = keyof typeof PERSONA_ID;
const PERSONAS = Object.keys(PERSONA_ID) as Persona[];

const db = createDb();
const subjects = Object.fromEntries(
  PERSONAS.map((name) => {
    const id = PERSONA_ID[name];
    const user = userView(db, id);
    if (!user) throw new Error(`no persona ${name}`);
    const currencies = db
      .forUser(id)
      .balances.all()
      .map((account) => account.currency);
    return [
      name,
      subjectFromSession({ user }, { sandbox: false, preview: false, accountsCurrencies: currencies }),
    ];
  }),
) as Record<Persona, Subject>;

const byName = new Map((routes as readonly RouteConfig[]).map((route) => [route.name, route]));
const ruleOf: RouteRuleOf = (name) => byName.get(name)?.access;
const supported = db.currencies
  .all()
  .filter((currency) => currency.supported)
  .map((currency) => currency.code);

const sidebarIds = (model: SidebarModel<string>): string[] =>
  model.kind === 'merchant'
    ? [
        ...(model.home ? [model.home] : []),
        ...model.top,
        ...model.areas.flatMap((area) => area.items),
        ...model.bottom,
      ].map((entry) => entry.item.id)
    : [...model.top, ...model.items, ...model.bottom].map((entry) => entry.item.id);
const accountIds = (persona: Persona) =>
  accountMenuModel(menu, subjects[persona], ruleOf).map((e) => e.item.id);
const MERCHANTS: readonly Persona[] = ['merchant', 'onboarding', 'review', 'rejected', 'staff'];

describe('menus per persona (real configs)', () => {
  it.each(PERSONAS)('%s gets the merchant or personal sidebar', (persona) => {
    expect(sidebarModel(menu, subjects[persona], ruleOf).kind).toBe(
      MERCHANTS.includes(persona) ? 'merchant' : 'personal',
    );
  });

  it('merchant@: every area of spec A §2 with 3 items, More where it has more', () => {
    const model = sidebarModel(menu, subjects.merchant, ruleOf);
    if (model.kind !== 'merchant') throw new Error('expected the merchant sidebar');
    expect(model.home?.item.id).toBe('business-home');
    expect(model.areas.map((area) => [area.area.id, area.preview.length, area.more])).toEqual([
      ['wallet', 3, true],
      ['processing', 3, true],
      ['settings', 3, true],
      ['mini-apps', 3, false],
    ]);
    expect(model.areas[0]?.preview.map((entry) => entry.item.id)).toEqual([
      'send-money',
      'request-money',
      'convert-money',
    ]);
  });

  it('onboarding@: money movement is blocked until onboarding is finished', () => {
    const model = sidebarModel(menu, subjects.onboarding, ruleOf);
    if (model.kind !== 'merchant') throw new Error('expected the merchant sidebar');
    const send = model.areas[0]?.items.find((entry) => entry.item.id === 'send-money');
    expect(send).toMatchObject({ state: 'blocked', reason: 'onboarding' });
  });

  it.each(PERSONAS)(
    'sub-accounts for %s only as spec A §2 says (main merchant or view-sub-account)',
    (persona) => {
      const expected = ['merchant', 'onboarding', 'review', 'rejected'].includes(persona);
      expect(sidebarIds(sidebarModel(menu, subjects[persona], ruleOf)).includes('sub-accounts')).toBe(
        expected,
      );
      expect(accountIds(persona).includes('sub-accounts')).toBe(expected);
    },
  );

  it.each(PERSONAS)('language and time zone for %s only when personal', (persona) => {
    const personal = !MERCHANTS.includes(persona);
    expect(accountIds(persona).filter((id) => id === 'language' || id === 'time-zone')).toEqual(
      personal ? ['language', 'time-zone'] : [],
    );
  });

  it.each<[Persona, string[]]>([
    ['merchant', ['account-settings', 'sub-accounts', 'my-contacts', 'connected-sellers', 'sign-out']],
    ['onboarding', ['account-settings', 'business-profile', 'sub-accounts', 'my-contacts', 'sign-out']],
    ['review', ['account-settings', 'business-profile', 'sub-accounts', 'my-contacts', 'sign-out']],
    ['staff', ['account-settings', 'my-contacts', 'sign-out']],
    ['personal', ['my-profile', 'my-contacts', 'language', 'time-zone', 'connected-platforms', 'sign-out']],
    ['newbie', ['my-profile', 'my-contacts', 'language', 'time-zone', 'sign-out']],
  ])('account menu of %s', (persona, expected) => {
    expect(accountIds(persona)).toEqual(expected);
  });

  it('the business profile entry is disabled in sandbox while onboarding (spec A §6)', () => {
    const inSandbox = { ...subjects.onboarding, sandbox: true };
    const entry = accountMenuModel(menu, inSandbox, ruleOf).find((e) => e.item.id === 'business-profile');
    expect(entry).toMatchObject({ state: 'disabled', reason: 'sandbox' });
  });

  it.each<[Persona, string]>([
    ['merchant', 'dropdown'],
    ['personal', 'dropdown'],
    ['newbie', 'list'],
    ['review', 'list'],
    ['entity3', 'direct'],
  ])('account list of %s: %s', (persona, mode) => {
    expect(accountSectionModel(menu, subjects[persona], ruleOf, supported).mode).toBe(mode);
  });

  it('the add-an-account entry needs add_account (entity 3 has none)', () => {
    const canAdd = (persona: Persona) => {
      const model = accountSectionModel(menu, { ...subjects[persona], entityId: 1 }, ruleOf, supported);
      return model.mode === 'list' || model.mode === 'dropdown' ? model.canAdd : undefined;
    };
    expect(canAdd('merchant')).toBe(true);
    expect(canAdd('entity3')).toBe(false);
  });

  it.each(PERSONAS)('application progress for %s', (persona) => {
    expect(progressShown(subjects[persona])).toBe(persona === 'review' || persona === 'rejected');
  });

  it.each(PERSONAS)('startup dialog for %s follows the order menu.config.ts gives', (persona) => {
    const order = menu.startupDialogs.map((dialog) => dialog.id);
    expect(startupDialog(subjects[persona], order)).toBe(startupDialog(subjects[persona]));
    expect(startupDialog(subjects[persona], [...order].reverse())).toBe(
      persona === 'merchant' ? 'circle' : startupDialog(subjects[persona]),
    );
  });
});
