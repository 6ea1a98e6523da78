/**
 * The demo personas offered for one-click sign-in on the login page when the embedded demo backend runs
 * (DESIGN §5). `describes` is an i18n key in the auth catalogue.
 */
export const DEMO_PASSWORD = 'Demo1234';

export const DEMO_ACCOUNTS = [
  { email: 'personal@demo.test', describes: 'demo.personal' },
  { email: 'newbie@demo.test', describes: 'demo.newbie' },
  { email: 'merchant@demo.test', describes: 'demo.merchant' },
  { email: 'onboarding@demo.test', describes: 'demo.onboarding' },
  { email: 'review@demo.test', describes: 'demo.review' },
  { email: 'rejected@demo.test', describes: 'demo.rejected' },
  { email: 'staff@demo.test', describes: 'demo.staff' },
  { email: 'entity3@demo.test', describes: 'demo.entity3' },
  { email: 'dormant@demo.test', describes: 'demo.dormant' },
  { email: 'arabic@demo.test', describes: 'demo.arabic' },
] as const;
