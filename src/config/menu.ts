/**
 * Menu config types: the shapes product staff write in `menu.config.ts` (DESIGN §3, spec A §2 "Sidebar",
 * "Account (profile) menu", "Startup dialogs"). Pure data, no React: `src/access/menu-tree.ts` decides what
 * each person sees, `src/shell/sidebar` and `src/shell/account-menu` only draw it.
 *
 * Texts are i18n keys written with their namespace (`menu:items.sendMoney` is `items.sendMoney` in
 * `locales/<language>/menu.json`), routes are route NAMES from `routes.config.ts` (never paths), icons are names
 * from `MENU_ICONS`.
 */
import type { AccessRule, MenuVisibility } from './access-rule';

/**
 * Icons a menu item may use: lucide-react icon names (https://lucide.dev/icons, written in PascalCase here).
 * To use another lucide icon, add its name here and to `src/shell/sidebar/menu-icons.ts`.
 */
export const MENU_ICONS = [
  'House',
  'Building2',
  'LayoutDashboard',
  'ArrowLeftRight',
  'Send',
  'HandCoins',
  'RefreshCw',
  'CirclePlus',
  'Banknote',
  'Users',
  'CalendarClock',
  'CreditCard',
  'Wallet',
  'Landmark',
  'ChartLine',
  'Receipt',
  'Repeat',
  'Coins',
  'QrCode',
  'Puzzle',
  'Briefcase',
  'Code',
  'Settings',
  'Building',
  'UserRound',
  'UserCog',
  'ShieldCheck',
  'BookUser',
  'Languages',
  'Clock',
  'Plug',
  'Store',
  'Blocks',
  'FileText',
  'Ticket',
  'CircleDot',
  'LifeBuoy',
  'UserPlus',
  'LogOut',
] as const;
export type MenuIcon = (typeof MENU_ICONS)[number];

/**
 * Named conditions for what an access rule cannot say (spec A §2 "Account menu"). Every condition listed in an
 * item's `when` must hold, otherwise the item is hidden (reason `condition`):
 * - `onboardingUnfinished`: a business user whose onboarding is not finished (`processing.ernest_needed` is
 *   not `false`); the business profile entry of the account menu.
 * - `verificationNotRequested`: the user has no verification requested yet (`requested_verification` lists no
 *   item); the verification entry of the account menu.
 * - `hasConnectedPlatforms`: the user has at least one connected platform.
 * - `noDebitCards`: the user has no debit card yet (debit-cards-add stands in for debit-cards).
 * - `noStoredCards`: the user has no saved payment card (the manage-card title then reads "Add a card").
 */
export const MENU_CONDITIONS = [
  'onboardingUnfinished',
  'verificationNotRequested',
  'hasConnectedPlatforms',
  'noDebitCards',
  'noStoredCards',
] as const;
export type MenuCondition = (typeof MENU_CONDITIONS)[number];

/**
 * One entry of a menu. Its route's access rule (from `routes.config.ts`) always applies; `access` adds
 * conditions for the menu only. How the item shows follows from the first failing condition: hidden (who the
 * user is), disabled with a tooltip (a feature switched off), or blocked (click opens the verification-required
 * modal); see `src/access/evaluate.ts`.
 *
 * @example
 * // Send money: the route needs finished onboarding, so a new merchant sees it blocked.
 * { id: 'send-money', route: 'send-money', title: 'menu:items.sendMoney', icon: 'Send' }
 * @example
 * // Debit cards: gone for a user without cards.
 * { id: 'debit-cards', route: 'debit-cards', title: 'menu:items.debitCards', icon: 'CreditCard', hideIf: ['noCards'] }
 * @example
 * // Connected sellers: only when the connected_users flag is on (hidden, not disabled, otherwise).
 * { id: 'connected-sellers', route: 'settings-connected-sellers', title: 'menu:items.connectedSellers', icon: 'Store',
 *   access: { featureAccess: 'connected_users' }, hideIf: ['noAccess'] }
 */
export interface MenuItemBase extends MenuVisibility {
  /** Unique within its menu; the permission matrix and the config check name the item by it. */
  id: string;
  /** i18n key with its namespace, e.g. `menu:items.sendMoney` (text in `locales/<language>/menu.json`). */
  title: string;
  icon: MenuIcon;
  /** Extra access for the menu only, on top of the route's own rule. */
  access?: AccessRule;
  /** Named conditions that must all hold, or the item is hidden (see `MenuCondition`). */
  when?: readonly MenuCondition[];
  /**
   * Another title while a condition holds.
   * @example { when: 'noStoredCards', title: 'menu:items.addCard' } // manage-card reads "Add a card"
   */
  altTitle?: { when: MenuCondition; title: string };
}

/** A menu item that opens a page. `R` is the union of route names of `routes.config.ts`. */
export interface RouteItem<R extends string = string> extends MenuItemBase {
  route: R;
  /** Values for the route's `:params`, e.g. `{ slug: 'USD' }`. */
  params?: Readonly<Record<string, string>>;
}

/** Dialogs the account menu can open in place (spec A §2: language and time zone, personal users only). */
export const MENU_DIALOGS = ['language', 'time-zone'] as const;
export type MenuDialog = (typeof MENU_DIALOGS)[number];

/** An account-menu item that opens a dialog instead of a page. */
export interface DialogItem extends MenuItemBase {
  dialog: MenuDialog;
}

/** An account-menu item that runs an action. `sign-out` ends the session and returns to login. */
export interface ActionItem extends MenuItemBase {
  action: 'sign-out';
}

export type AccountMenuItem<R extends string = string> = RouteItem<R> | DialogItem | ActionItem;

/**
 * An area of the merchant sidebar: it shows its first 3 items the user can see (`MENU_ITEMS_PER_AREA` in
 * `src/config/limits.ts`), then a More link that opens the whole area with a back-to-home link.
 *
 * @example
 * { id: 'mini-apps', title: 'menu:areas.miniApps', icon: 'Blocks', items: [invoices, events, circles] }
 */
export interface MenuArea<R extends string = string> {
  id: string;
  /** i18n key with its namespace, e.g. `menu:areas.wallet`. */
  title: string;
  icon: MenuIcon;
  items: readonly RouteItem<R>[];
}

/** The merchant sidebar (spec A §2, spec B §6): business home, top group, areas, bottom group. */
export interface MerchantSidebar<R extends string = string> {
  home: RouteItem<R>;
  top: readonly RouteItem<R>[];
  areas: readonly MenuArea<R>[];
  bottom: readonly RouteItem<R>[];
}

/**
 * The personal users' menu (spec A §2: "Personal users get a separate menu"): a top group (the account list
 * follows it, as in the merchant sidebar), the items, and a bottom group.
 */
export interface PersonalSidebar<R extends string = string> {
  top: readonly RouteItem<R>[];
  items: readonly RouteItem<R>[];
  bottom: readonly RouteItem<R>[];
}

/**
 * The account list section of the sidebar (spec A §1, §2): the user's currency accounts. The limits (3 accounts
 * before it becomes a searchable dropdown) live in `src/config/limits.ts`.
 */
export interface AccountListConfig<R extends string = string> {
  /** i18n key of the section title, e.g. `menu:accounts.title`. */
  title: string;
  /** The page of one account; its `slug` param is the currency code. */
  accountRoute: R;
  /** The add-an-account page; shown only when a currency is unused and the user has `add_account`. */
  addRoute: R;
  /** Who sees the section at all. */
  visibility: MenuVisibility;
}

/** The application progress element (spec A §2): shown while the application is neither not_submitted nor approved. */
export interface ProgressConfig<R extends string = string> {
  /** Where the element leads. */
  route: R;
}

/** Where 'Start verification' in the verification-required modal goes (spec A §4). */
export interface VerificationTargets<R extends string = string> {
  business: R;
  personal: R;
}

/**
 * A startup dialog of the default layout (spec A §2). The list order is the priority: the first that applies
 * opens, at most one per start. `id` names the condition in `src/access/startup-dialog.ts`.
 */
export interface StartupDialogConfig<R extends string = string> {
  id: 'dormant' | 'virtual-ach' | 'circle' | 'onboarding';
  /** i18n key of the dialog title, e.g. `menu:startup.dormant`. */
  title: string;
  /** The page its main button opens, if any. */
  route?: R;
}

/** Everything `menu.config.ts` holds. */
export interface MenuConfig<R extends string = string> {
  merchant: MerchantSidebar<R>;
  personal: PersonalSidebar<R>;
  accountList: AccountListConfig<R>;
  progress: ProgressConfig<R>;
  account: readonly AccountMenuItem<R>[];
  verification: VerificationTargets<R>;
  startupDialogs: readonly StartupDialogConfig<R>[];
}

/** Keeps the route names literal so a misspelt route is a type error in `menu.config.ts`. */
export const defineMenu = <R extends string>(config: MenuConfig<R>): MenuConfig<R> => config;

/** Every route item of a menu config, with where it sits, for checks and the permission matrix. */
export function menuRouteItems<R extends string>(
  config: MenuConfig<R>,
): { where: string; item: RouteItem<R> | AccountMenuItem<R> }[] {
  const { merchant, personal } = config;
  return [
    { where: 'merchant.home', item: merchant.home },
    ...merchant.top.map((item) => ({ where: 'merchant.top', item })),
    ...merchant.areas.flatMap((area) => area.items.map((item) => ({ where: `merchant.${area.id}`, item }))),
    ...merchant.bottom.map((item) => ({ where: 'merchant.bottom', item })),
    ...personal.top.map((item) => ({ where: 'personal.top', item })),
    ...personal.items.map((item) => ({ where: 'personal', item })),
    ...personal.bottom.map((item) => ({ where: 'personal.bottom', item })),
    ...config.account.map((item) => ({ where: 'account', item })),
  ];
}

/** Every route name a menu config refers to, with where. */
export function menuRouteNames<R extends string>(config: MenuConfig<R>): { where: string; route: R }[] {
  const fromItems = menuRouteItems(config).flatMap(({ where, item }) =>
    'route' in item ? [{ where: `${where} › ${item.id}`, route: item.route }] : [],
  );
  const { accountList, progress, verification } = config;
  return [
    ...fromItems,
    { where: 'accountList.accountRoute', route: accountList.accountRoute },
    { where: 'accountList.addRoute', route: accountList.addRoute },
    { where: 'progress.route', route: progress.route },
    { where: 'verification.business', route: verification.business },
    { where: 'verification.personal', route: verification.personal },
    ...config.startupDialogs.flatMap((dialog) =>
      dialog.route ? [{ where: `startupDialogs › ${dialog.id}`, route: dialog.route }] : [],
    ),
  ];
}
