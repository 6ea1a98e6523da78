import type { IdStyle } from './collection';
import { pad } from './random';
import type * as T from './types';

/** Row type of every collection of the store, by collection name (the names persistence snapshots use). */
export interface Rows {
  users: T.UserRow;
  balances: T.Owned<T.BalanceAccount>;
  transactions: T.Owned<T.Transaction>;
  debitCards: T.Owned<T.DebitCard>;
  storedCards: T.Owned<T.StoredCard>;
  contacts: T.Owned<T.Contact>;
  tags: T.Owned<T.Tag>;
  subAccounts: T.Owned<T.SubAccount>;
  connectedPlatforms: T.Owned<T.ConnectedParty>;
  connectedSellers: T.Owned<T.ConnectedParty>;
  scheduledTransfers: T.Owned<T.ScheduledTransfer>;
  massPayouts: T.Owned<T.MassPayout>;
  invoices: T.Owned<T.Invoice>;
  products: T.Owned<T.Product>;
  taxes: T.Owned<T.Tax>;
  discounts: T.Owned<T.Discount>;
  businessTemplates: T.Owned<T.BusinessTemplate>;
  events: T.Owned<T.TicketingEvent>;
  attendees: T.Owned<T.Attendee>;
  bookings: T.Owned<T.Booking>;
  categories: T.Category;
  widgetVersions: T.Owned<T.WidgetVersion>;
  subscriptions: T.Owned<T.Subscription>;
  settlements: T.Owned<T.Settlement>;
  processingTransactions: T.Owned<T.ProcessingTransaction>;
  paymentMethods: T.Owned<T.PaymentMethod>;
  qrPayments: T.Owned<T.QrPayment>;
  qrInfos: T.QrInfo;
  circles: T.Owned<T.Circle>;
  virtualAccounts: T.Owned<T.VirtualAccount>;
  transferLinks: T.Owned<T.TransferLink>;
  paymentRequests: T.Owned<T.PaymentRequest>;
  attachments: T.Owned<T.Attachment>;
  supportTickets: T.Owned<T.SupportTicket>;
  onboarding: T.Owned<T.Onboarding>;
  publicProfiles: T.Owned<T.MerchantPublicProfile>;
  withdrawalDetails: T.Owned<T.WithdrawalDetailsRow>;
  verifications: T.Owned<T.PersonalVerification>;
  industries: T.TreeNode;
  supportTopics: T.TreeNode;
  faqs: T.Faq;
  currencies: T.Currency;
  countries: T.Country;
  regions: T.Region;
  entities: T.LegalEntity;
  addressConfigs: T.LocalizedAddressConfig;
  kycDocumentTypes: T.KycDocumentType;
  additionalParams: T.AdditionalParams;
  bankAccounts: T.BankAccount;
  supportedLanguages: T.SupportedLanguage;
  socials: T.Social;
}
export type CollectionName = keyof Rows;

/** Collections whose rows belong to one user (`user_id`); `db.forUser(id)` scopes exactly these. */
export type OwnedName = {
  [N in CollectionName]: Rows[N] extends { user_id: number } ? N : never;
}[CollectionName];

/** Which field is each collection's key. */
export const KEYS = {
  users: 'id',
  balances: 'id',
  transactions: 'id',
  debitCards: 'public_id',
  storedCards: 'id',
  contacts: 'id',
  tags: 'id',
  subAccounts: 'id',
  connectedPlatforms: 'id',
  connectedSellers: 'id',
  scheduledTransfers: 'id',
  massPayouts: 'id',
  invoices: 'id',
  products: 'id',
  taxes: 'id',
  discounts: 'id',
  businessTemplates: 'id',
  events: 'id',
  attendees: 'id',
  bookings: 'id',
  categories: 'id',
  widgetVersions: 'id',
  subscriptions: 'id',
  settlements: 'id',
  processingTransactions: 'id',
  paymentMethods: 'id',
  qrPayments: 'id',
  qrInfos: 'code',
  circles: 'id',
  virtualAccounts: 'id',
  transferLinks: 'id',
  paymentRequests: 'id',
  attachments: 'id',
  supportTickets: 'id',
  onboarding: 'id',
  publicProfiles: 'id',
  withdrawalDetails: 'id',
  verifications: 'id',
  industries: 'id',
  supportTopics: 'id',
  faqs: 'id',
  currencies: 'code',
  countries: 'code',
  regions: 'id',
  entities: 'id',
  addressConfigs: 'country_code',
  kycDocumentTypes: 'id',
  additionalParams: 'id',
  bankAccounts: 'id',
  supportedLanguages: 'code',
  socials: 'name',
} as const satisfies { [N in CollectionName]: keyof Rows[N] & string };
export type KeyField<N extends CollectionName> = (typeof KEYS)[N] & keyof Rows[N] & string;

export const OWNED: readonly OwnedName[] = [
  'balances',
  'transactions',
  'debitCards',
  'storedCards',
  'contacts',
  'tags',
  'subAccounts',
  'connectedPlatforms',
  'connectedSellers',
  'scheduledTransfers',
  'massPayouts',
  'invoices',
  'products',
  'taxes',
  'discounts',
  'businessTemplates',
  'events',
  'attendees',
  'bookings',
  'widgetVersions',
  'subscriptions',
  'settlements',
  'processingTransactions',
  'paymentMethods',
  'qrPayments',
  'circles',
  'virtualAccounts',
  'transferLinks',
  'paymentRequests',
  'attachments',
  'supportTickets',
  'onboarding',
  'publicProfiles',
  'withdrawalDetails',
  'verifications',
];

const seq = (prefix: string, width: number) => ({ prefix, width });

/** Card public ids keep their factor (`crd_virtual_001`); a new one continues the highest trailing number. */
const cardId: IdStyle<Rows['debitCards']> = (rows) =>
  `crd_virtual_${pad(rows.reduce((max, row) => Math.max(max, Number(/(\d+)$/.exec(row.public_id)?.[1] ?? 0)), 0) + 1, 3)}`;

/** How `insert` names a new row when none is given; `manual` collections need the key in the row. */
export const ID_STYLES: { [N in CollectionName]: IdStyle<Rows[N]> } = {
  users: 'number',
  balances: 'manual',
  transactions: seq('txn_', 6),
  debitCards: cardId,
  storedCards: seq('sc_', 3),
  contacts: seq('ct_', 4),
  tags: seq('tag_', 3),
  subAccounts: seq('sa_', 3),
  connectedPlatforms: seq('cp_', 3),
  connectedSellers: seq('cs_', 3),
  scheduledTransfers: seq('sch_', 3),
  massPayouts: seq('mp_', 3),
  invoices: seq('inv_', 4),
  products: seq('prd_', 3),
  taxes: seq('tax_', 3),
  discounts: seq('dsc_', 3),
  businessTemplates: seq('tpl_', 3),
  events: seq('evt_', 3),
  attendees: seq('atd_', 4),
  bookings: seq('bkg_', 4),
  categories: seq('cat_', 3),
  widgetVersions: seq('wv_', 3),
  subscriptions: seq('sub_', 4),
  settlements: seq('stl_', 4),
  processingTransactions: seq('ptx_', 6),
  paymentMethods: seq('pm_', 3),
  qrPayments: seq('QR', 5),
  qrInfos: 'manual',
  circles: seq('cir_', 3),
  virtualAccounts: seq('va_', 3),
  transferLinks: seq('TL', 8),
  paymentRequests: 'manual',
  attachments: seq('att_file_', 3),
  supportTickets: seq('sup_', 4),
  onboarding: 'manual',
  publicProfiles: seq('bp_', 3),
  withdrawalDetails: seq('wd_', 3),
  verifications: seq('kyc_', 3),
  industries: 'manual',
  supportTopics: 'manual',
  faqs: seq('faq_', 4),
  currencies: 'manual',
  countries: 'manual',
  regions: 'number',
  entities: 'number',
  addressConfigs: 'manual',
  kycDocumentTypes: 'manual',
  additionalParams: 'manual',
  bankAccounts: seq('ba_', 3),
  supportedLanguages: 'manual',
  socials: 'manual',
};

/** Store key of a balance account row. */
export const balanceId = (userId: number, currency: string): string => `bal_${userId}_${currency}`;

export type SeedData = { [N in CollectionName]: readonly Rows[N][] };
