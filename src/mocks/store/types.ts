/**
 * Row types of the demo store, one per entity of the API contract (/tmp/brief/contract.md), with the API's own
 * field names. Kept in one file so they can later be swapped for the types generated from openapi/.
 * Rows of per-user collections additionally carry `user_id` (see `Owned`); responses may include it because the
 * documented response schemas leave additionalProperties open.
 */
export type Key = string | number;
/** ISO 8601 date-time string. */
export type DateTime = string;
/** ISO 8601 calendar date, YYYY-MM-DD. */
export type CalendarDate = string;

export type Owned<T> = T & { user_id: number };

export interface ReportDate {
  txnDateString: string;
  timezone: string;
  timezoneUtc: string;
}

// ---- users and session ----
export type FeatureFlag =
  | 'invoicing_enabled'
  | 'ticketing_enabled'
  | 'commerce_seller'
  | 'fx'
  | 'add_money'
  | 'management_payment_systems'
  | 'payout'
  | 'virtual_account_ach'
  | 'connected_users';
export type UserType = 'personal' | 'business' | 'admin';
export type ApplicationStatusValue = 'not_submitted' | 'pending' | 'under_review' | 'rejected' | 'approved';
export interface ApplicationStatus {
  status: ApplicationStatusValue;
  data: { label: string; status: string }[];
}
export interface UserProcessing {
  application_status: ApplicationStatus;
  ernest_needed: boolean;
  onboarding_status: string;
  onboarding_service_version: string;
  is_dormant: boolean;
  survey_completed: boolean;
}
export interface EntityFeatures {
  convert: boolean;
  add_money: boolean;
  payout: boolean;
  add_account: boolean;
}
/**
 * One item the back office asked the user for (spec A §3 requested_verification.pm_verification_items), with
 * what the user sent for it (kyc_verification page).
 */
export interface VerificationItemRow {
  type: string;
  status: string;
  submitted_at?: DateTime;
  /** A question item's answer. */
  answer?: string;
  /** A document item's uploaded files. */
  attachment_ids?: string[];
  /** Why it was declined (status unverified), a reason code the app translates. */
  decline_reason?: string;
}
/** The stored user; `User` adds the lists composed from other collections. Never holds the password. */
export interface UserRow {
  id: number;
  user_type: UserType;
  verified: boolean;
  entity_id: number;
  username: string;
  name: string;
  email: string;
  profile_picture: string | null;
  is_main_account: boolean;
  is_beta_user: boolean;
  requested_verification: {
    pm_verification_items: VerificationItemRow[];
    /** When the back office asked (kyc_verification); absent on the first, sign-up request. */
    requested_at?: DateTime;
  } | null;
  settings: { timezone: string; locale: string };
  processing: UserProcessing;
  phone_country_code: string;
  phone_number: string;
  phone_number_identity_confirmed: boolean;
  circle_id: string | null;
  enabled_second_factor: boolean;
  feature_accesses: Record<FeatureFlag, boolean>;
  feature_ack: Record<string, boolean>;
  entity_features: EntityFeatures;
  acl: string[];
  account_user: { id: number };
  /** Not in the API: the main account whose data a sub-merchant works on; null for everyone else. */
  main_account_id: number | null;
}
export interface User extends UserRow {
  stored_cards: StoredCard[];
  debit_card: DebitCard[];
  connected_platforms: { id: string; name: string }[];
  faqs: Faq[];
}

// ---- wallet ----
export type BalanceSubtype = 'balance_available' | 'balance_pending' | 'balance_reserved';
export interface BalanceAccount {
  /** Not in the API: `bal_{user}_{currency}`, the store key. */
  id: string;
  currency: string;
  balances: { subtype: BalanceSubtype; balance: number }[];
  anchored_currency: boolean;
}
export type TransactionType =
  | 'send_money'
  | 'receive_money'
  | 'convert'
  | 'add_money'
  | 'withdrawal'
  | 'payout'
  | 'payment'
  | 'refund'
  | 'fee';
export type TransactionStatus =
  'pending' | 'success' | 'rejected' | 'pending_claim' | 'in_progress' | 'waiting_for_transfer';
export interface Transaction {
  id: string;
  type: TransactionType;
  status: TransactionStatus;
  amount: number;
  fee: number;
  currency: string;
  direction: 'in' | 'out';
  description: string;
  counterparty: { name: string; email?: string };
  payment_method: string;
  order_id: string | null;
  created_at: DateTime;
  date: ReportDate;
  card_public_id: string | null;
}
export interface DebitCard {
  public_id: string;
  bin: string;
  last_four: string;
  status: 'activated' | 'not_activated';
  factor: 'physical' | 'virtual';
  platform_id: string;
  selectable: boolean;
  card_design: { color: string };
  virtual_design: { public_id: string };
  type: string;
  exp_month: number;
  exp_year: number;
  first_name: string;
  last_name: string;
  currency: string;
}
export interface StoredCard {
  id: string;
  brand: string;
  bin: string;
  last_four: string;
  exp_month: number;
  exp_year: number;
  holder_name: string;
  is_default: boolean;
}
export interface Tag {
  id: string;
  name: string;
}
export type ReceivingMethodType = 'atm_card' | 'bank_card' | 'bank_transfer' | 'e_wallet';
export interface Contact {
  id: string;
  raw_id: string;
  email: string;
  phone: string;
  first_name: string;
  last_name: string;
  tags: Tag[];
  is_favorite: boolean;
  receiving_methods: { type: ReceivingMethodType; currency: string; label: string }[];
}
export interface SubAccount {
  id: string;
  name: string;
  email: string;
  acl: string[];
  status: 'active' | 'blocked' | 'restricted' | 'whitelisted';
  created_at: DateTime;
}
export interface ConnectedParty {
  id: string;
  name: string;
  connected_at: DateTime;
  status: string;
}
export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';
export interface ScheduledTransfer {
  id: string;
  currency: string;
  amount: number;
  period: 'daily' | 'weekly' | 'monthly';
  day_of_month: number | null;
  weekday: Weekday | null;
  destination: string;
  active: boolean;
}
export interface MassPayout {
  id: string;
  currency: string;
  payouts: {
    contact_id: string;
    amount: number;
    receiving_method: ReceivingMethodType;
    description: string;
  }[];
  status: string;
  created_at: DateTime;
}
export interface TransferLink {
  id: string;
  amount: number;
  currency: string;
  link: string;
  security_code?: string;
  expires_at: DateTime;
  status:
    'new' | 'opened' | 'claiming' | 'claimed' | 'blocked' | 'expired' | 'rejected' | 'confirm_failed_system';
  participants: { sender: string; receiver: string; admin: string };
  fee: number;
  note: string;
  created_at?: DateTime;
}
/** A merchant's request for money (request-money, spec A §2): paid through its public page /pay/request/{id}. */
export interface PaymentRequest {
  /** PR + 7 characters (spec B §9). */
  id: string;
  currency: string;
  amount: number;
  payer_email: string;
  note: string | null;
  /** Stored as pending or paid; a pending request past `expires_at` reads as expired. */
  status: 'pending' | 'paid' | 'expired';
  created_at: DateTime;
  expires_at: DateTime;
  paid_at: DateTime | null;
  payer_name: string | null;
  payment_method: 'card' | 'wallet' | null;
  transaction_id: string | null;
}
export interface Circle {
  id: string;
  name: string;
  description: string;
  invitation_code: string;
  members_count: number;
}
export interface VirtualAccount {
  id: string;
  type: 'ach' | 'iban';
  currency: string;
  entity_code: string;
  status: 'in_review' | 'pending' | 'pending_deposit' | 'active';
  account_number: string;
  routing_number: string | null;
  iban: string | null;
}
export interface Attachment {
  id: string;
  name: string;
  size: number;
  type: string;
  url: string;
  type_id?: string;
}
export type SupportTicketStatus = 'open' | 'pending' | 'closed';
export interface SupportMessage {
  id: string;
  from: 'customer' | 'support';
  body: string;
  created_at: DateTime;
  attachments: { id: string; name: string; size: number; type: string; url: string }[];
}
/** A support conversation (chat-and-support); `topic` is the topic's path in the tree when it was opened. */
export interface SupportTicket {
  id: string;
  topic_id: string;
  topic: string;
  subject: string;
  status: SupportTicketStatus;
  created_at: DateTime;
  updated_at: DateTime;
  messages: SupportMessage[];
}

// ---- invoicing ----
export type InvoiceStatus = 'draft' | 'sent' | 'paid' | 'overdue' | 'void' | 'partially_paid';
export interface Invoice {
  id: string;
  public_id: string;
  number: string;
  status: InvoiceStatus;
  currency: string;
  summary: { subtotal: number; tax: number; discount: number; grand_total: number };
  items: { index: number; product_id: string | null; name: string; quantity: number; price: number }[];
  customer: { id: string; name: string; email: string };
  template_id: string | null;
  tax_ids: string[];
  discount_ids: string[];
  invoice_date: CalendarDate;
  due_date: CalendarDate;
  created_at: DateTime;
  /** Optional in the API: what the customer paid so far, and the note printed on the invoice. */
  amount_paid?: number;
  note?: string | null;
}
export interface Product {
  id: string;
  name: string;
  sku: string;
  category: string;
  type: 'digital' | 'physical';
  image: string | null;
  prices: { id: string; currency: string; amount: number }[];
  active: boolean;
}
export interface Tax {
  id: string;
  name: string;
  value: number;
  type: 'flat' | 'percentage';
  active: boolean;
}
export interface Discount extends Tax {
  currency: string | null;
}
export interface BusinessTemplate {
  id: string;
  name: string;
  logo: string | null;
  color: string;
  footer_note: string;
  is_default: boolean;
}

// ---- ticketing ----
export type EventStatus =
  'draft' | 'pending_approval' | 'rejected' | 'approved' | 'live' | 'canceled' | 'past';
export interface Ticket {
  id: string;
  name: string;
  type: 'free' | 'paid';
  price: number;
  currency: string;
  quantity: number;
  remaining: number;
}
export interface TicketSetting {
  vat_include: boolean;
  vat_type: string;
  vat_percentage: number;
  invite_only: boolean;
  promo_code: 'disabled' | 'optional' | 'required';
  show_remaining: boolean;
  purchase_button_name: string;
  hide_invoice_check_box: boolean;
  show_attendees_list: boolean;
  require_account_verified: boolean;
}
export interface TicketingEvent {
  id: string;
  slug: string;
  public_name: string;
  status: EventStatus;
  signup_type: 'offline' | 'online';
  image: string | null;
  logo_file_name: string | null;
  timezone: string;
  description: { description: string };
  schedule: {
    timezone: string;
    start_date: CalendarDate;
    end_date: CalendarDate;
    show_end_date: boolean;
    start_time: string;
    end_time: string;
  };
  venue: {
    name: string;
    country_code: string;
    address: string;
    city: string;
    zip: string;
    show_map: boolean;
    visible_approved_only: boolean;
    longitude: number;
    latitude: number;
  };
  tickets: Ticket[];
  ticket_setting: TicketSetting;
  category_id: string;
  custom_url: string;
}
export type AttendeeStatus =
  'approved' | 'pending' | 'rejected' | 'invited' | 'pre-approval' | 'visited' | 'headless' | 'dismissed';
export interface Attendee {
  id: string;
  event_id: string;
  name: string;
  email: string;
  status: AttendeeStatus;
  verified: boolean;
  ticket_id: string;
  booking_id: string;
  checked_in_at: DateTime | null;
}
export interface Booking {
  id: string;
  event_id: string;
  buyer: { name: string; email: string };
  status: 'paid' | 'pending' | 'cancelled';
  payment_status: 'paid' | 'not_paid';
  tickets_count: number;
  amount: number;
  currency: string;
  created_at: DateTime;
}
export interface Category {
  id: string;
  name: string;
}

// ---- processing ----
export type WidgetStatus = 'draft' | 'under_review' | 'approved' | 'active' | 'rejected';
export interface WidgetVersion {
  id: string;
  /** Not in the contract's field list: the widget this version belongs to (`wgt_001`). */
  widget_id: string;
  name: string;
  status: WidgetStatus;
  updated_at: DateTime;
  is_active: boolean;
  tags: string[];
  settings: {
    shape: 'sharp' | 'rounded' | 'pill';
    brand_color: string;
    secondary_color: string;
    background: 'website' | 'image';
    background_image: string | null;
    payment_methods: WidgetPaymentRule[];
  };
}
/** Which payment method the checkout offers, for which amounts, currencies and countries (empty = all). */
export interface WidgetPaymentRule {
  payment_method_id: string;
  enabled: boolean;
  min_amount: number | null;
  max_amount: number | null;
  currencies: string[];
  countries: string[];
}
export interface Subscription {
  id: string;
  customer: { name: string; email: string };
  plan: string;
  amount: number;
  currency: string;
  interval: string;
  status: 'active' | 'trial' | 'pending_cancellation' | 'cancelled';
  next_billing_at: DateTime;
}
export interface Settlement {
  id: string;
  date: ReportDate;
  amount: number;
  fee: number;
  net: number;
  currency: string;
  status: string;
}
export interface ProcessingTransaction {
  id: string;
  date: ReportDate;
  payment_method: string;
  amount: number;
  currency: string;
  order_id: string;
  type: 'payment' | 'refund' | 'chargeback' | 'capture' | 'auth' | 'void';
  status: string;
  /** Made in test mode (the integration simulator): listed only in test mode, live rows only in live mode. */
  test?: boolean;
}
export interface PaymentMethod {
  id: string;
  name: string;
  type: string;
  currencies: string[];
  countries: string[];
  enabled: boolean;
  refundable: boolean;
}
export interface QrPayment {
  id: string;
  code: string;
  amount: number;
  currency: string;
  status: 'active' | 'expired' | 'paid';
  created_at: DateTime;
}
export interface QrInfo {
  code: string;
  amount: number;
  currency: string;
  merchant_name: string;
  payment_order_country: string;
  status: 'active' | 'expired' | 'paid';
  expires_at: DateTime;
}

// ---- onboarding and profiles ----
export interface Owner {
  id: string;
  type: 'individual' | 'corporate';
  corporateName: string | null;
  firstName: string;
  lastName: string;
  title: string;
  percentOfShares: number;
  sourceOfWealth: string;
  sourceOfWealthDescription: string;
  nationalityCountryCode: string;
  secondNationalityCountryCode: string | null;
  dob: CalendarDate;
  phone_number: string;
  phone_country_code: string;
  phone_code: string;
  governmentIssuedId: string;
  countryCode: string;
  address: string;
  city: string;
  zipcode: string;
  status: string;
  email: string;
  localized_address: Record<string, string>;
  params: { document_provided: boolean };
  isLegalRepresentative: boolean;
  signatureAttachmentId: string | null;
}
export interface PayoutSetting {
  id: string;
  currency: string;
  country_code: string;
  bank_name: string;
  beneficiary_name: string;
  iban: string | null;
  account_number: string | null;
  routing_number: string | null;
  swift_code: string | null;
  status: string;
}
export interface Onboarding {
  /** Not in the API: the user id, the store key (one onboarding record per business main account). */
  id: number;
  business_entity: { type: string; attributes: Record<string, string> };
  ubo: Owner[];
  payout_setting: PayoutSetting[];
  kyc_document: Attachment[];
  platform: { name: string; url: string } | null;
  project: { name: string; url: string | null; description: string } | null;
  strict_country: string | null;
  businessEntityId: string | null;
  application_status: ApplicationStatus;
}
export interface MerchantPublicProfile {
  /** Not in the API: the business profile id (`bp_001`), the store key. */
  id: string;
  is_active: boolean;
  business_name: string;
  description: string;
  website_url: string;
  country_code: string;
  phone_country_code: string;
  phone_number: string;
  localized_address: Record<string, string>;
  address: string;
  city: string;
  postalCode: string;
  logo: string | null;
}

// ---- reference data ----
export interface Currency {
  code: string;
  name: string;
  formats: { symbol: string; fractionCount: number };
  anchored: boolean;
  supported: boolean;
}
export interface Country {
  code: string;
  name: string;
  phoneCode: string;
  phoneCodeDisplay?: string;
}
export interface Region {
  id: number;
  name: string;
  countries: { code: string; name: string }[];
}
export interface LegalEntity {
  id: number;
  name: string;
  long_name: string;
  long_regulation: string;
  business_term_of_service_url: string;
  personal_term_of_service_url: string;
}
export interface AddressField {
  name: string;
  label: string;
  placeholder: string;
  type: 'text' | 'select';
  level?: 1 | 2 | 3;
  validation_rules: string[];
  default?: string;
}
export interface Subdivision {
  code: string;
  name: string;
  children?: Subdivision[];
}
export interface LocalizedAddressConfig {
  country_code: string;
  fields: AddressField[];
  subdivisions: { children: Subdivision[] };
}
export interface KycDocumentType {
  id: string;
  name: string;
  country_code?: string;
  sides: 1 | 2;
  /** What the document proves: who a person is, where they live, or a business fact (KYB). */
  purpose: 'identity' | 'address' | 'business';
}
export type PersonalVerificationStatus = 'pending' | 'verified' | 'unverified';
/** One personal KYC submission (verification page); a user's latest one is their current state. */
export interface PersonalVerification {
  id: string;
  status: PersonalVerificationStatus;
  /** Why it was declined (status unverified), a reason code the app translates. */
  decline_reason: string | null;
  first_name: string;
  last_name: string;
  date_of_birth: string;
  nationality: string;
  country_code: string;
  city: string;
  address: string;
  postal_code: string;
  document_type_id: string;
  /** The identity document's sides, front first. */
  document_attachment_ids: string[];
  proof_of_address_type_id: string;
  proof_of_address_attachment_id: string;
  submitted_at: DateTime;
}
export interface Faq {
  id: string;
  code: string;
  locale: string;
  subject: string;
  content: string;
}
export interface TreeNode {
  id: string;
  name: string;
  children: TreeNode[];
}
export interface NamedItem {
  id: string;
  name: string;
}
export interface AdditionalParams {
  /** Not in the API: always `default`, the store key of the single row. */
  id: string;
  reasons: NamedItem[];
  relationships: NamedItem[];
  source_of_funds: NamedItem[];
  validations: { description: string };
}
export interface BankAccount {
  id: string;
  bank_name: string;
  iban: string;
  currency: string;
  holder_name: string;
}
export interface SupportedLanguage {
  code: string;
  name: string;
}
export interface Social {
  name: 'google' | 'apple' | 'facebook';
  redirect_url: string;
}

/** A user's saved bank details for withdrawals (one row per user; `GET/PUT /api/v2/main/withdrawal-details`). */
export interface WithdrawalDetailsRow {
  id: string;
  bank_name: string;
  iban?: string | null;
  swift_code?: string | null;
  account_number?: string | null;
  routing_number?: string | null;
  beneficiary_name: string;
  updated_at: string;
}
