/**
 * Generated from openapi/*.yaml by `npm run gen:api`. Do not edit by hand: edit the spec and regenerate.
 * Per service, the paths of operations the API asks for by POST (or another write method) that only read:
 * those marked `x-read-only: true`.
 */

export const READ_ONLY_OPERATIONS = {
  'account': [],
  'main': [
    '/api/v2/auth/socials'
  ],
  'settings': [],
  'ticketing': [],
  'tracking': []
} as const;
