/**
 * The menus of the dashboard, as data (product staff edit this file; docs/configs.md explains how).
 *
 * - Items name routes by their NAME in routes.config.ts, never by path; a misspelt name is a type error and a
 *   `npm run config:check` error.
 * - A route's own access rule always applies to its item; `access` adds menu-only conditions. The first
 *   failing condition decides how an item shows: hidden (who the user is), disabled with the "This feature is
 *   disabled for your account" tooltip (a feature flag is off), or blocked (a click opens the "Verify to access
 *   the product" dialog: onboarding or verification not finished).
 * - `hideIf` hides an item: verified, unverified, noCards, noBalances, noCircleId, noAccess (see
 *   src/config/access-rule.ts). `when` lists named conditions that must hold (see src/config/menu.ts).
 * - Titles are keys of locales/<language>/menu.json; every language needs the key.
 */
import { defineMenu, type RouteItem } from './src/config/menu';
import type { RouteName } from './routes.config';

type Item = RouteItem<RouteName>;

// Items used by more than one menu.
const transactions: Item = {
  id: 'transactions',
  route: 'transactions',
  title: 'menu:items.transactions',
  icon: 'ArrowLeftRight',
};
const sendMoney: Item = {
  id: 'send-money',
  route: 'send-money',
  title: 'menu:items.sendMoney',
  icon: 'Send',
};
const convertMoney: Item = {
  id: 'convert-money',
  route: 'convert-money',
  title: 'menu:items.convertMoney',
  icon: 'RefreshCw',
};
const addMoney: Item = {
  id: 'add-money',
  route: 'add-money',
  title: 'menu:items.addMoney',
  icon: 'CirclePlus',
};
const withdrawal: Item = {
  id: 'withdrawal',
  route: 'withdrawal',
  title: 'menu:items.withdrawal',
  icon: 'Banknote',
};
const debitCards: Item = {
  id: 'debit-cards',
  route: 'debit-cards',
  title: 'menu:items.debitCards',
  icon: 'CreditCard',
  hideIf: ['noCards'],
};
// Stands in for debit cards until the user has one (spec A §2: debit-cards falls back to debit-cards-add).
const debitCardsAdd: Item = {
  id: 'debit-cards-add',
  route: 'debit-cards-add',
  title: 'menu:items.getDebitCard',
  icon: 'CreditCard',
  when: ['noDebitCards'],
};
const virtualAccount: Item = {
  id: 'virtual-account',
  route: 'virtual-account',
  title: 'menu:items.virtualAccount',
  icon: 'Landmark',
};
const contacts: Item = {
  id: 'my-contacts',
  route: 'my-contacts',
  title: 'menu:items.contacts',
  icon: 'BookUser',
};
const circles: Item = {
  id: 'circles',
  route: 'circles',
  title: 'menu:items.circles',
  icon: 'CircleDot',
  hideIf: ['noCircleId'],
};
const support: Item = {
  id: 'support',
  route: 'chat-and-support',
  title: 'menu:items.support',
  icon: 'LifeBuoy',
};
const invite: Item = { id: 'invite', route: 'invite', title: 'menu:items.invite', icon: 'UserPlus' };
// Sub-accounts: a merchant who is the main account or holds view-sub-account (spec A §2, spec B §6).
const subAccountsAccess = { userTypes: ['business'], roles: ['view-sub-account'] } as const;

export const menu = defineMenu<RouteName>({
  merchant: {
    home: { id: 'business-home', route: 'business-home', title: 'menu:items.businessHome', icon: 'House' },
    top: [
      { id: 'overview', route: 'index', title: 'menu:items.accountsOverview', icon: 'LayoutDashboard' },
      transactions,
    ],
    areas: [
      {
        id: 'wallet',
        title: 'menu:areas.wallet',
        icon: 'Wallet',
        items: [
          sendMoney,
          {
            id: 'request-money',
            route: 'request-money',
            title: 'menu:items.requestMoney',
            icon: 'HandCoins',
          },
          convertMoney,
          addMoney,
          withdrawal,
          { id: 'mass-payouts', route: 'mass-payouts', title: 'menu:items.massPayouts', icon: 'Users' },
          {
            id: 'auto-withdrawal',
            route: 'auto-withdrawal',
            title: 'menu:items.autoWithdrawal',
            icon: 'CalendarClock',
          },
          debitCards,
          debitCardsAdd,
          virtualAccount,
        ],
      },
      {
        id: 'processing',
        title: 'menu:areas.processing',
        icon: 'ChartLine',
        items: [
          {
            id: 'processing-overview',
            route: 'processing-overview',
            title: 'menu:items.processingOverview',
            icon: 'ChartLine',
          },
          {
            id: 'processing-transactions',
            route: 'processing-reports-transactions',
            title: 'menu:items.processingTransactions',
            icon: 'Receipt',
          },
          {
            id: 'settlements',
            route: 'processing-reports-settlements',
            title: 'menu:items.settlements',
            icon: 'Coins',
          },
          {
            id: 'subscriptions',
            route: 'processing-tokidoki-subscriptions',
            title: 'menu:items.subscriptions',
            icon: 'Repeat',
          },
          {
            id: 'payment-methods',
            route: 'processing-payment-methods',
            title: 'menu:items.paymentMethods',
            icon: 'CreditCard',
          },
          {
            id: 'qr-payments',
            route: 'processing-qr-payments',
            title: 'menu:items.qrPayments',
            icon: 'QrCode',
          },
          {
            id: 'widget-creator',
            route: 'processing-widget-creator-id',
            title: 'menu:items.widgetCreator',
            icon: 'Puzzle',
          },
          {
            id: 'business-model',
            route: 'processing-business-model',
            title: 'menu:items.businessModel',
            icon: 'Briefcase',
          },
          {
            id: 'integration',
            route: 'processing-integration',
            title: 'menu:items.integration',
            icon: 'Code',
          },
        ],
      },
      {
        id: 'settings',
        title: 'menu:areas.settings',
        icon: 'Settings',
        items: [
          {
            id: 'account-settings',
            route: 'account-settings',
            title: 'menu:items.accountSettings',
            icon: 'UserCog',
          },
          {
            id: 'business-profile',
            route: 'business-profile',
            title: 'menu:items.businessProfile',
            icon: 'Building',
            access: { roles: ['business-profile'] },
          },
          {
            id: 'sub-accounts',
            route: 'sub-accounts',
            title: 'menu:items.subAccounts',
            icon: 'Users',
            access: subAccountsAccess,
          },
          contacts,
          {
            id: 'connected-sellers',
            route: 'settings-connected-sellers',
            title: 'menu:items.connectedSellers',
            icon: 'Store',
            access: { featureAccess: 'connected_users' },
          },
        ],
      },
      {
        id: 'mini-apps',
        title: 'menu:areas.miniApps',
        icon: 'Blocks',
        items: [
          {
            id: 'invoices',
            route: 'invoices',
            title: 'menu:items.invoices',
            icon: 'FileText',
            access: { featureAccess: 'invoicing_enabled' },
          },
          {
            id: 'events',
            route: 'manage-events',
            title: 'menu:items.events',
            icon: 'Ticket',
            access: { featureAccess: 'ticketing_enabled' },
          },
          circles,
        ],
      },
    ],
    bottom: [support, invite],
  },

  personal: {
    top: [{ id: 'home', route: 'index', title: 'menu:items.home', icon: 'House' }],
    items: [
      transactions,
      sendMoney,
      convertMoney,
      addMoney,
      withdrawal,
      {
        id: 'manage-card',
        route: 'manage-card',
        title: 'menu:items.manageCards',
        icon: 'Wallet',
        altTitle: { when: 'noStoredCards', title: 'menu:items.addCard' },
      },
      debitCards,
      debitCardsAdd,
      virtualAccount,
      contacts,
      circles,
      {
        id: 'verification',
        route: 'verification',
        title: 'menu:items.verification',
        icon: 'ShieldCheck',
        hideIf: ['verified'],
      },
    ],
    bottom: [invite, support],
  },

  accountList: {
    title: 'menu:accounts.title',
    accountRoute: 'accounts-slug',
    addRoute: 'accounts-add',
    visibility: {},
  },

  progress: { route: 'business-profile' },

  // The account (profile) menu, in the order of spec A §2.
  account: [
    {
      id: 'account-settings',
      route: 'account-settings',
      title: 'menu:account.accountSettings',
      icon: 'UserCog',
      access: { userTypes: ['business'] },
    },
    {
      // Only while onboarding is unfinished; disabled with a tooltip in test mode (spec A §2, §6).
      id: 'business-profile',
      route: 'business-profile',
      title: 'menu:account.businessProfile',
      icon: 'Building',
      access: { userTypes: ['business'], roles: ['business-profile'], notInSandbox: true },
      when: ['onboardingUnfinished'],
    },
    {
      id: 'my-profile',
      route: 'personal-profile',
      title: 'menu:account.myProfile',
      icon: 'UserRound',
      access: { userTypes: ['personal'] },
    },
    {
      id: 'sub-accounts',
      route: 'sub-accounts',
      title: 'menu:account.subAccounts',
      icon: 'Users',
      access: subAccountsAccess,
    },
    {
      // Non-merchant, verified, and no verification requested yet (spec A §2).
      id: 'verification',
      route: 'verification',
      title: 'menu:account.verification',
      icon: 'ShieldCheck',
      access: { userTypes: ['personal'] },
      hideIf: ['unverified'],
      when: ['verificationNotRequested'],
    },
    { id: 'my-contacts', route: 'my-contacts', title: 'menu:account.myContacts', icon: 'BookUser' },
    {
      id: 'language',
      dialog: 'language',
      title: 'menu:account.language',
      icon: 'Languages',
      access: { userTypes: ['personal'] },
    },
    {
      id: 'time-zone',
      dialog: 'time-zone',
      title: 'menu:account.timeZone',
      icon: 'Clock',
      access: { userTypes: ['personal'] },
    },
    {
      id: 'connected-platforms',
      route: 'settings-connected-platforms',
      title: 'menu:account.connectedPlatforms',
      icon: 'Plug',
      access: { userTypes: ['personal'] },
      when: ['hasConnectedPlatforms'],
    },
    {
      // Only when the connected_users feature is on: hidden, not disabled, otherwise.
      id: 'connected-sellers',
      route: 'settings-connected-sellers',
      title: 'menu:account.connectedSellers',
      icon: 'Store',
      access: { featureAccess: 'connected_users' },
      hideIf: ['noAccess'],
    },
    { id: 'sign-out', action: 'sign-out', title: 'menu:account.signOut', icon: 'LogOut' },
  ],

  // 'Start verification' in the verification-required dialog (spec A §4).
  verification: { business: 'business-profile', personal: 'verification' },

  // In priority order: the first that applies opens, one per start (spec A §2).
  startupDialogs: [
    { id: 'dormant', title: 'menu:startup.dormant', route: 'support' },
    { id: 'virtual-ach', title: 'menu:startup.virtualAch', route: 'open_ach_account' },
    { id: 'circle', title: 'menu:startup.circle', route: 'circles' },
    // The first-run questionnaire of an onboarded merchant: how they sell (src/access/startup-dialog.ts).
    { id: 'onboarding', title: 'menu:startup.onboarding', route: 'processing-business-model' },
  ],
});
