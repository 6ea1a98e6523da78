import { personaUser } from '../persona-user';
import { PERSONAS } from '../personas';
import type { Owned, Transaction } from '../types';
import type { SeedData } from '../schema';
import { seedAddressConfigs } from './address-configs';
import { seedAttendance, withRemaining } from './attendees';
import { seedBalances } from './balances';
import {
  seedConnectedPlatforms,
  seedConnectedSellers,
  seedMassPayouts,
  seedScheduledTransfers,
  seedSubAccounts,
} from './business-accounts';
import { seedDebitCards, seedStoredCards } from './cards';
import { seedBusinessTemplates, seedDiscounts, seedProducts, seedTaxes } from './catalogue';
import { seedContacts, seedTags } from './contacts';
import { COUNTRIES } from './countries';
import { CURRENCIES } from './currencies';
import { seedCategories, seedEvents } from './events';
import { seedFaqs } from './faqs';
import { seedInvoices } from './invoices';
import { seedAttachments, seedOnboarding } from './onboarding';
import { seedWithdrawalDetails } from './withdrawal-details';
import {
  seedPaymentMethods,
  seedProcessingTransactions,
  seedSettlements,
  seedSubscriptions,
} from './processing';
import { seedKycAttachments, seedPublicProfiles } from './profiles';
import {
  seedAdditionalParams,
  seedEntities,
  seedKycDocumentTypes,
  seedSanalparaBankAccounts,
  seedSocials,
  seedSupportedLanguages,
} from './reference';
import { seedRegions } from './regions';
import { seedSupportTickets } from './support-tickets';
import { seedIndustries, seedSupportTopics } from './trees';
import { seedLargeTransactionSet, seedWalletTransactions } from './wallet-transactions';
import { seedCircles, seedTransferLinks, seedVirtualAccounts } from './wallet-extras';
import { seedPaymentRequests } from './payment-requests';
import { seedQrInfos, seedQrPayments, seedWidgetVersions } from './widgets-and-qr';

export interface GeneratedSeed {
  data: SeedData;
  /** merchant@'s USD 10,000-row set, generated only when called. */
  largeTransactions: () => Owned<Transaction>[];
}

/** Every collection of the store for one seed value; pure and deterministic. */
export function generateSeed(seed: number): GeneratedSeed {
  const tags = seedTags();
  const contacts = seedContacts(seed, tags);
  const products = seedProducts(seed);
  const taxes = seedTaxes();
  const discounts = seedDiscounts();
  const rawEvents = seedEvents(seed);
  const { attendees, bookings } = seedAttendance(seed, rawEvents);
  const attachments = [...seedAttachments(), ...seedKycAttachments()];
  const data: SeedData = {
    users: PERSONAS.map(personaUser),
    balances: seedBalances(seed),
    transactions: seedWalletTransactions(seed),
    debitCards: seedDebitCards(),
    storedCards: seedStoredCards(),
    contacts,
    tags,
    subAccounts: seedSubAccounts(seed),
    connectedPlatforms: seedConnectedPlatforms(seed),
    connectedSellers: seedConnectedSellers(seed),
    scheduledTransfers: seedScheduledTransfers(),
    massPayouts: seedMassPayouts(seed, contacts),
    invoices: seedInvoices(seed, { products, taxes, discounts }),
    products,
    taxes,
    discounts,
    businessTemplates: seedBusinessTemplates(),
    events: withRemaining(rawEvents, attendees),
    attendees,
    bookings,
    categories: seedCategories(),
    widgetVersions: seedWidgetVersions(seed),
    subscriptions: seedSubscriptions(seed),
    settlements: seedSettlements(seed),
    processingTransactions: seedProcessingTransactions(seed),
    paymentMethods: seedPaymentMethods(),
    qrPayments: seedQrPayments(),
    qrInfos: seedQrInfos(),
    circles: seedCircles(),
    virtualAccounts: seedVirtualAccounts(seed),
    transferLinks: seedTransferLinks(seed),
    paymentRequests: seedPaymentRequests(),
    attachments,
    supportTickets: seedSupportTickets(),
    onboarding: seedOnboarding(attachments),
    publicProfiles: seedPublicProfiles(),
    withdrawalDetails: seedWithdrawalDetails(),
    verifications: [],
    industries: seedIndustries(),
    supportTopics: seedSupportTopics(),
    faqs: seedFaqs(),
    currencies: CURRENCIES.map((currency) => ({ ...currency, formats: { ...currency.formats } })),
    countries: COUNTRIES.map((country) => ({ ...country })),
    regions: seedRegions(),
    entities: seedEntities(),
    addressConfigs: seedAddressConfigs(),
    kycDocumentTypes: seedKycDocumentTypes(),
    additionalParams: seedAdditionalParams(),
    bankAccounts: seedSanalparaBankAccounts(),
    supportedLanguages: seedSupportedLanguages(),
    socials: seedSocials(),
  };
  return { data, largeTransactions: () => seedLargeTransactionSet(seed) };
}
