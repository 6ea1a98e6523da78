import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../backend';
import { accountSessionHandlers } from './core/account-account-session';
import { accountPublicProfileHandlers } from './core/account-public-profile';
import { attachmentHandlers } from './core/main-attachments';
import { authHandlers } from './core/main-auth';
import { cardHandlers } from './core/main-cards';
import { connectionHandlers } from './core/main-connections';
import { contactHandlers } from './core/main-contacts';
import { miniAppsHandlers } from './core/main-mini-apps';
import { oauthHandlers } from './core/main-oauth';
import { paymentRequestHandlers } from './core/main-payment-requests';
import { payoutHandlers } from './core/main-payouts';
import { profileHandlers } from './core/main-profile';
import { referenceHandlers } from './core/main-reference';
import { sandboxHandlers } from './core/main-sandbox';
import { subAccountHandlers } from './core/main-sub-accounts';
import { supportHandlers } from './core/main-support';
import { transferHandlers } from './core/main-transfers';
import { verificationHandlers } from './core/main-verification';
import { verificationPhoneHandlers } from './core/main-verification-phone';
import { verificationRequestHandlers } from './core/main-verification-requests';
import { walletHandlers } from './core/main-wallet';
import { settingsEntityHandlers } from './core/settings-entities';
import { settingsGeographyHandlers } from './core/settings-geography';
import { settingsKycHandlers } from './core/settings-kyc';
import { trackingHandlers } from './core/tracking-events';

/**
 * The core half of the demo backend: session and auth, profile, wallet and transfers, cards, contacts,
 * verification, sub-accounts, reference data, and the account, settings and tracking services.
 */
export const coreHandlers = (backend: DemoBackend): HttpHandler[] => [
  ...authHandlers(backend),
  ...profileHandlers(backend),
  ...cardHandlers(backend),
  ...referenceHandlers(backend),
  ...attachmentHandlers(backend),
  ...walletHandlers(backend),
  ...transferHandlers(backend),
  ...payoutHandlers(backend),
  ...paymentRequestHandlers(backend),
  ...contactHandlers(backend),
  ...verificationPhoneHandlers(backend),
  ...verificationRequestHandlers(backend),
  ...verificationHandlers(backend),
  ...subAccountHandlers(backend),
  ...connectionHandlers(backend),
  ...oauthHandlers(backend),
  ...supportHandlers(backend),
  ...sandboxHandlers(backend),
  ...miniAppsHandlers(backend),
  ...accountSessionHandlers(backend),
  ...accountPublicProfileHandlers(backend),
  ...settingsKycHandlers(backend),
  ...settingsEntityHandlers(backend),
  ...settingsGeographyHandlers(backend),
  ...trackingHandlers(backend),
];
