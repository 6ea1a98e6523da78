import type { HttpHandler } from 'msw';
import type { DemoBackend } from '../backend';
import { businessProfileHandlers } from './business/main-business-profiles';
import { circleHandlers } from './business/main-circles';
import { invoiceHandlers } from './business/main-invoicing';
import {
  discountHandlers,
  productHandlers,
  taxHandlers,
  templateHandlers,
} from './business/main-invoicing-catalogue';
import { integrationHandlers } from './business/main-integration';
import { migrationHandlers } from './business/main-migration';
import { onboardingHandlers } from './business/main-onboarding';
import { otherHandlers } from './business/main-other';
import { processingHandlers } from './business/main-processing';
import { processingQrWidgetHandlers } from './business/main-processing-qr-widgets';
import { processingReportHandlers } from './business/main-processing-reports';
import { qrHandlers } from './business/main-qr';
import { transferLinkHandlers } from './business/main-transfer-links';
import { virtualAccountHandlers } from './business/main-virtual-accounts';
import { ticketingAttendeeHandlers } from './business/ticketing-attendees';
import { ticketingBookingHandlers } from './business/ticketing-bookings';
import { ticketingCategoryHandlers } from './business/ticketing-categories';
import { ticketingEventHandlers } from './business/ticketing-events';
import { ticketingPublicHandlers } from './business/ticketing-public';

/**
 * The business half of the demo backend (spec B): onboarding and business profiles, processing, invoicing,
 * payer QR, transfer links, circles, virtual accounts, legacy migration, and the ticketing service.
 */
export const businessHandlers = (backend: DemoBackend): HttpHandler[] => [
  ...businessProfileHandlers(backend),
  ...onboardingHandlers(backend),
  ...processingHandlers(backend),
  ...integrationHandlers(backend),
  ...processingQrWidgetHandlers(backend),
  ...processingReportHandlers(backend),
  ...invoiceHandlers(backend),
  ...productHandlers(backend),
  ...taxHandlers(backend),
  ...discountHandlers(backend),
  ...templateHandlers(backend),
  ...qrHandlers(backend),
  ...transferLinkHandlers(backend),
  ...circleHandlers(backend),
  ...virtualAccountHandlers(backend),
  ...migrationHandlers(backend),
  ...otherHandlers(backend),
  ...ticketingCategoryHandlers(backend),
  ...ticketingPublicHandlers(backend),
  ...ticketingEventHandlers(backend),
  ...ticketingAttendeeHandlers(backend),
  ...ticketingBookingHandlers(backend),
];
