import { describe, expect, it } from 'vitest';
import type { AccessRule, HideIf } from '@/config/access-rule';
import { checkMenu } from '@/config/check-menu';
import { formatProblem } from '@/config/check-problem';
import type { MenuConfig, MenuItemBase, RouteItem } from '@/config/menu';
import { ROUTES, smallMenu } from '../../fixtures/configs/small-configs';

const messages = (menu: MenuConfig) => checkMenu(menu, ROUTES).map(formatProblem);
/** Product staff can write what the types forbid; the check must still explain it. */
const loose = <T>(value: unknown) => value as T;

/** The small menu with one edit. */
function edit(change: (menu: MenuConfig & { merchant: { areas: { items: RouteItem[] }[] } }) => void) {
  const menu = smallMenu() as MenuConfig & { merchant: { areas: { items: RouteItem[] }[] } };
  change(menu);
  return messages(menu);
}
const walletItem = (menu: MenuConfig, index = 0) => menu.merchant.areas[0]?.items[index] as RouteItem;
const WALLET_SEND = 'menu.config.ts › merchant sidebar › area "wallet" › item "send"';

describe('checkMenu', () => {
  it('finds nothing wrong in a good menu', () => {
    expect(messages(smallMenu())).toEqual([]);
  });

  it('names the place, the unknown route and the likely one', () => {
    expect(edit((m) => (walletItem(m).route = 'send-mony'))).toEqual([
      `${WALLET_SEND}: route "send-mony" does not exist. Did you mean "send-money"?`,
    ]);
  });

  it('checks routes named outside items too', () => {
    expect(edit((m) => (m.accountList.addRoute = 'account-add'))).toEqual([
      'menu.config.ts › account list › addRoute: route "account-add" does not exist. Did you mean "accounts-add"?',
    ]);
    expect(edit((m) => (m.progress.route = 'busines-profile'))).toEqual([
      'menu.config.ts › progress element › route: route "busines-profile" does not exist. Did you mean "business-profile"?',
    ]);
  });

  it.each<[string, AccessRule, string]>([
    [
      'role',
      loose({ roles: ['view-payouts'] }),
      'role "view-payouts" does not exist. Did you mean "view-payout"?',
    ],
    [
      'feature flag',
      loose({ featureAccess: 'invoicing' }),
      'feature flag "invoicing" does not exist. Did you mean "invoicing_enabled"?',
    ],
    [
      'user type',
      loose({ userTypes: ['bussiness'] }),
      'user type "bussiness" does not exist. Did you mean "business"?',
    ],
  ])('reports an unknown %s in an item rule', (_, access, expected) => {
    expect(edit((m) => (walletItem(m).access = access))).toEqual([
      `${WALLET_SEND}: access rule: ${expected}`,
    ]);
  });

  it('reports a duplicate item id within one menu', () => {
    expect(edit((m) => (walletItem(m, 1).id = 'send'))).toEqual([
      `${WALLET_SEND}: the id "send" is used twice in this menu; every item needs its own id.`,
    ]);
  });

  it.each<[string, (m: MenuConfig) => void, string]>([
    [
      'a personal-only item in the merchant sidebar',
      (m) => (walletItem(m).access = { userTypes: ['personal'] }),
      `${WALLET_SEND}: no one can ever see this item: the merchant sidebar is only shown to business users, but its access rule is only for personal users.`,
    ],
    [
      'a personal-menu item whose route is for business users only',
      (m) => ((m.personal.items[0] as RouteItem).route = 'request-money'),
      'menu.config.ts › personal menu › item "send": no one can ever see this item: the personal menu is only shown to personal and admin users, but its route "request-money" is only for business users.',
    ],
    [
      'an item rule that its route never allows',
      (m) => ((m.account[0] as MenuItemBase).access = { userTypes: ['personal'] }),
      'menu.config.ts › account menu › item "business-profile": no one can ever see this item: its access rule is only for personal users, which its route "business-profile" (only for business users) never allows in the account menu.',
    ],
    [
      'hide-if settings that hide it from everyone',
      (m) => (walletItem(m).hideIf = ['verified', 'unverified']),
      `${WALLET_SEND}: no one can ever see this item: for all business users it is hidden (hide-if unverified, hide-if verified). Check its access rule, hide-if settings and conditions against its route's rule.`,
    ],
    [
      'a sign-in-page rule in a menu',
      (m) => (walletItem(m).access = { guestOnly: true }),
      `${WALLET_SEND}: no one can ever see this item: for all business users it is hidden (signed-in). Check its access rule, hide-if settings and conditions against its route's rule.`,
    ],
  ])('reports an item no one can ever see: %s', (_, change, expected) => {
    expect(edit(change)).toEqual([expected]);
  });

  it.each<[string, (m: MenuConfig) => void, string]>([
    [
      'hide-if setting',
      (m) => (walletItem(m).hideIf = loose<HideIf[]>(['noCard'])),
      `${WALLET_SEND}: hide-if setting "noCard" does not exist. Did you mean "noCards"?`,
    ],
    [
      'condition',
      (m) => (walletItem(m).when = loose(['noDebitCard'])),
      `${WALLET_SEND}: condition "noDebitCard" does not exist. Did you mean "noDebitCards"?`,
    ],
    [
      'icon',
      (m) => (walletItem(m).icon = loose('Sned')),
      `${WALLET_SEND}: icon "Sned" does not exist. Did you mean "Send"? Icons are listed in src/config/menu.ts (MENU_ICONS).`,
    ],
    [
      'item field',
      (m) => Object.assign(walletItem(m), { hideif: ['verified'] }),
      `${WALLET_SEND}: field "hideif" does not exist. Did you mean "hideIf"?`,
    ],
    [
      'dialog',
      (m) => Object.assign(m.account[1] as MenuItemBase, { dialog: 'timezone' }),
      'menu.config.ts › account menu › item "language": dialog "timezone" does not exist. Did you mean "time-zone"?',
    ],
    [
      'startup dialog',
      (m) => Object.assign(m.startupDialogs[1] as object, { id: 'virtual-ach-promo' }),
      'menu.config.ts › startup dialogs › dialog "virtual-ach-promo": startup dialog "virtual-ach-promo" does not exist. Did you mean "virtual-ach"?',
    ],
  ])('reports an unknown %s', (_, change, expected) => {
    expect(edit(change)).toContain(expected);
  });

  it('reports a duplicate area id and an unknown action', () => {
    expect(
      edit((m) => (m.merchant.areas = [m.merchant.areas[0]!, { ...m.merchant.areas[0]!, items: [] }])),
    ).toEqual(['menu.config.ts › merchant sidebar › area "wallet": the area id "wallet" is used twice.']);
    expect(edit((m) => Object.assign(m.account[2] as MenuItemBase, { action: 'logout' }))).toEqual([
      'menu.config.ts › account menu › item "sign-out": action "logout" does not exist. Use one of: sign-out.',
    ]);
  });

  it('checks the account list rule', () => {
    expect(edit((m) => (m.accountList.visibility = { access: loose({ userTypes: ['personel'] }) }))).toEqual([
      'menu.config.ts › account list › visibility: access rule: user type "personel" does not exist. Did you mean "personal"?',
    ]);
  });

  it('reports a route param the item does not give', () => {
    expect(edit((m) => (walletItem(m).route = 'accounts-slug'))).toEqual([
      `${WALLET_SEND}: route "accounts-slug" (/accounts/:slug) needs a value for ":slug": add params: { slug: '…' }.`,
    ]);
    expect(
      edit((m) => Object.assign(walletItem(m), { route: 'accounts-slug', params: { slug: 'USD' } })),
    ).toEqual([]);
  });

  it('reports a sidebar item that opens nothing', () => {
    expect(edit((m) => delete (walletItem(m) as Partial<RouteItem>).route)).toEqual([
      `${WALLET_SEND}: a sidebar item must name the route it opens: add route: "route-name".`,
    ]);
  });

  it('notes a startup dialog that is not listed', () => {
    const menu = smallMenu();
    const problems = checkMenu({ ...menu, startupDialogs: menu.startupDialogs.slice(1) }, ROUTES);
    expect(problems.map((p) => `${p.severity}: ${formatProblem(p)}`)).toEqual([
      'note: menu.config.ts › startup dialogs: startup dialog "dormant" is not listed, so it never opens.',
    ]);
  });
});
