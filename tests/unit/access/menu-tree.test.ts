import { describe, expect, it } from 'vitest';
import {
  accountMenuModel,
  accountSectionModel,
  explainMenu,
  progressShown,
  sidebarModel,
  type SidebarModel,
} from '@/access/menu-tree';
import type { AccessRule } from '@/config/access-rule';
import { applicationProgress } from '@/access/sidebar-rules';
import { defineMenu, type RouteItem } from '@/config/menu';
import { merchant, signedOut, subject, subMerchant } from './fixtures';

const route = (id: string, patch: Partial<RouteItem> = {}): RouteItem => ({
  id,
  route: id,
  title: `menu:items.${id}`,
  icon: 'House',
  ...patch,
});
const many = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, i) => route(`${prefix}${i + 1}`));

// A small config: areas of 5, 3 and 2 items, one item per rule kind, and an area nobody can see.
const config = defineMenu({
  merchant: {
    home: route('business-home'),
    top: [route('index'), route('admin-only', { access: { userTypes: ['admin'] } })],
    areas: [
      { id: 'five', title: 'menu:areas.five', icon: 'Wallet', items: many('f', 5) },
      { id: 'three', title: 'menu:areas.three', icon: 'Wallet', items: many('t', 3) },
      {
        id: 'gated',
        title: 'menu:areas.gated',
        icon: 'Wallet',
        items: [
          route('send', { access: { needsOnboarding: true } }),
          route('fx', { access: { featureAccess: 'fx' } }),
        ],
      },
      {
        id: 'nobody',
        title: 'menu:areas.nobody',
        icon: 'Wallet',
        items: [route('personal-only', { access: { userTypes: ['personal'] } })],
      },
    ],
    bottom: [route('support')],
  },
  personal: {
    top: [route('index')],
    items: [route('cards', { hideIf: ['noCards'] }), route('verification', { hideIf: ['verified'] })],
    bottom: [route('support')],
  },
  accountList: {
    title: 'menu:accounts.title',
    accountRoute: 'accounts-slug',
    addRoute: 'accounts-add',
    visibility: {},
  },
  progress: { route: 'business-profile' },
  account: [
    route('settings', { access: { userTypes: ['business'] } }),
    {
      id: 'language',
      dialog: 'language',
      title: 'menu:account.language',
      icon: 'Languages',
      access: { userTypes: ['personal'] },
    },
    { id: 'sign-out', action: 'sign-out', title: 'menu:account.signOut', icon: 'LogOut' },
  ],
  verification: { business: 'business-profile', personal: 'verification' },
  startupDialogs: [],
});

const ROUTE_RULES: Record<string, AccessRule> = { 'accounts-add': { hiddenForEntities: [3] } };
const ruleOf = (name: string) => ROUTE_RULES[name];

const ids = (entries: readonly { item: { id: string } }[]) => entries.map((entry) => entry.item.id);
function asMerchant(model: SidebarModel<string>) {
  if (model.kind !== 'merchant') throw new Error('expected the merchant sidebar');
  return model;
}

describe('sidebarModel: merchant (spec A §2, §9: 3 items per area, then More)', () => {
  const model = asMerchant(sidebarModel(config, merchant(), ruleOf));

  it('keeps home, the top group (without what the user may not see) and the bottom group', () => {
    expect(model.home?.item.id).toBe('business-home');
    expect(ids(model.top)).toEqual(['index']);
    expect(ids(model.bottom)).toEqual(['support']);
  });

  it('shows the first 3 items of an area of 5 and offers More with all 5', () => {
    const five = model.areas.find((area) => area.area.id === 'five');
    expect(ids(five?.preview ?? [])).toEqual(['f1', 'f2', 'f3']);
    expect(ids(five?.items ?? [])).toEqual(['f1', 'f2', 'f3', 'f4', 'f5']);
    expect(five?.more).toBe(true);
  });

  it('offers no More for an area of exactly 3', () => {
    const three = model.areas.find((area) => area.area.id === 'three');
    expect(three?.more).toBe(false);
    expect(ids(three?.preview ?? [])).toEqual(['t1', 't2', 't3']);
  });

  it('leaves out an area with nothing visible', () => {
    expect(model.areas.map((area) => area.area.id)).toEqual(['five', 'three', 'gated']);
  });

  it('counts only visible items towards the 3', () => {
    const hidden = defineMenu({
      ...config,
      merchant: {
        ...config.merchant,
        areas: [
          {
            id: 'mixed',
            title: 'menu:areas.mixed',
            icon: 'Wallet',
            items: [route('p', { access: { userTypes: ['personal'] } }), ...many('m', 3)],
          },
        ],
      },
    });
    const [area] = asMerchant(sidebarModel(hidden, merchant(), ruleOf)).areas;
    expect(ids(area?.preview ?? [])).toEqual(['m1', 'm2', 'm3']);
    expect(area?.more).toBe(false);
  });

  it('marks blocked and disabled items with their reason', () => {
    const onboarding = asMerchant(
      sidebarModel(config, merchant({ processing: { ernest_needed: true } }), ruleOf),
    );
    const gated = onboarding.areas.find((area) => area.area.id === 'gated');
    expect(
      gated?.items.map((entry) => [entry.item.id, entry.state, 'reason' in entry ? entry.reason : null]),
    ).toEqual([
      ['send', 'blocked', 'onboarding'],
      ['fx', 'disabled', 'feature-access'],
    ]);
  });

  it('gives a sub-merchant the merchant sidebar too', () => {
    expect(sidebarModel(config, subMerchant([]), ruleOf).kind).toBe('merchant');
  });
});

describe('sidebarModel: personal menu', () => {
  it('gives personal users their own menu, with hide-if applied', () => {
    const model = sidebarModel(config, subject({ debit_card: [{}] }), ruleOf);
    expect(model.kind).toBe('personal');
    if (model.kind !== 'personal') return;
    expect(ids(model.top)).toEqual(['index']);
    expect(ids(model.items)).toEqual(['cards']);
    expect(ids(model.bottom)).toEqual(['support']);
  });

  it('shows nothing to a signed-out visitor', () => {
    const model = sidebarModel(config, signedOut(), ruleOf);
    expect(model.kind === 'personal' ? [...model.top, ...model.items, ...model.bottom] : null).toEqual([]);
  });
});

describe('accountMenuModel', () => {
  it.each([
    ['merchant', merchant(), ['settings', 'sign-out']],
    ['personal', subject(), ['language', 'sign-out']],
  ])('%s', (_label, who, expected) => {
    expect(ids(accountMenuModel(config, who, ruleOf))).toEqual(expected);
  });
});

describe('accountSectionModel (spec A §1, §2)', () => {
  const all = ['USD', 'EUR', 'GBP', 'JPY', 'CAD'];
  const withAdd = (accountsCurrencies: string[], entity_id = 1) =>
    subject({ entity_id, entity_features: { add_account: true } }, { accountsCurrencies });
  const usd = ['USD'];
  const four = ['USD', 'EUR', 'GBP', 'JPY'];
  it.each([
    [
      'a list up to 3 accounts',
      withAdd(['USD', 'EUR', 'GBP']),
      { mode: 'list', currencies: ['USD', 'EUR', 'GBP'], canAdd: true },
    ],
    ['a dropdown above 3', withAdd(four), { mode: 'dropdown', currencies: four, canAdd: true }],
    [
      'no add entry when every currency is used',
      withAdd(all),
      { mode: 'dropdown', currencies: all, canAdd: false },
    ],
    [
      'no add entry without add_account',
      subject({}, { accountsCurrencies: usd }),
      { mode: 'list', currencies: usd, canAdd: false },
    ],
    ['entity 3 with one account: a direct link', withAdd(usd, 3), { mode: 'direct', currency: 'USD' }],
    [
      'entity 3 with two: a list, the add route hidden for entity 3',
      withAdd(['USD', 'EUR'], 3),
      { mode: 'list', currencies: ['USD', 'EUR'], canAdd: false },
    ],
    ['signed out: hidden', signedOut(), { mode: 'hidden' }],
  ])('%s', (_label, who, expected) => {
    expect(accountSectionModel(config, who, ruleOf, all)).toEqual(expected);
  });

  it('offers no add entry while the currency list has not loaded', () => {
    expect(accountSectionModel(config, withAdd(usd), ruleOf, [])).toEqual({
      mode: 'list',
      currencies: usd,
      canAdd: false,
    });
  });
});

describe('progressShown', () => {
  it.each([
    ['not_submitted', false],
    ['approved', false],
    ['pending', true],
    ['under_review', true],
    ['rejected', true],
  ])('merchant application %s → %s', (status, expected) => {
    expect(progressShown(merchant({ processing: { application_status: { status } } }))).toBe(expected);
  });

  it('never for a personal user', () => {
    expect(progressShown(subject({ processing: { application_status: { status: 'pending' } } }))).toBe(false);
  });
});

describe('explainMenu', () => {
  it('lists every entry with its state, hidden ones included', () => {
    const rows = explainMenu(config, subject(), ruleOf);
    expect(rows).toHaveLength(3 + 5 + 3 + 2 + 1 + 1 + 3 + 1 + 3);
    expect(rows.find((row) => row.where === 'account' && row.id === 'settings')?.state).toEqual({
      state: 'hidden',
      reason: 'user-type',
    });
  });
});

describe('applicationProgress (the progress element)', () => {
  it.each([
    ['no steps listed', undefined, { done: 0, total: 0 }],
    ['under review', ['done', 'approved', 'under_review', 'pending'], { done: 2, total: 4 }],
    ['rejected', ['done', 'rejected', 'pending', 'pending'], { done: 1, total: 4 }],
    ['accepted counts as finished', ['accepted', 'pending'], { done: 1, total: 2 }],
  ])('%s', (_label, statuses, expected) => {
    expect(applicationProgress(statuses?.map((status) => ({ status })))).toEqual(expected);
  });
});
