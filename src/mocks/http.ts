import { createOpenApiHttp } from 'openapi-msw';
import { DEMO_PREFIX } from '@/api/base-urls';
import type { paths as MainPaths } from '@/api/generated/main';
import type { paths as AccountPaths } from '@/api/generated/account';
import type { paths as SettingsPaths } from '@/api/generated/settings';
import type { paths as TicketingPaths } from '@/api/generated/ticketing';
import type { paths as TrackingPaths } from '@/api/generated/tracking';

// `*` matches any origin: the page's own in the browser, localhost in Node, the mock-server's port over HTTP.
// Each `http` only accepts the paths, params, bodies and responses its document declares.
export const mainHttp = createOpenApiHttp<MainPaths>({ baseUrl: `*${DEMO_PREFIX.main}` });
export const accountHttp = createOpenApiHttp<AccountPaths>({ baseUrl: `*${DEMO_PREFIX.account}` });
export const settingsHttp = createOpenApiHttp<SettingsPaths>({ baseUrl: `*${DEMO_PREFIX.settings}` });
export const ticketingHttp = createOpenApiHttp<TicketingPaths>({ baseUrl: `*${DEMO_PREFIX.ticketing}` });
export const trackingHttp = createOpenApiHttp<TrackingPaths>({ baseUrl: `*${DEMO_PREFIX.tracking}` });
