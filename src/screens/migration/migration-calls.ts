import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';

/** Whether this user can migrate a legacy e-wallet account, and if not, why (spec B §4). */
export async function getConsent() {
  return (await unwrap(api.main.GET('/api/v2/migration/consent'))).data;
}

/** Sends the 6-digit code to the legacy account's phone. */
export async function sendPhone(country: string, phone: string) {
  await unwrap(
    api.main.POST('/api/v2/migration/phone', {
      body: { phone_country_code: country, phone_number: phone.trim() },
    }),
  );
}

export async function confirmCode(code: string) {
  await unwrap(api.main.POST('/api/v2/migration/code', { body: { code } }));
}

/** Sets the new password; the migration is done when this resolves. */
export async function setPassword(password: string, confirmation: string) {
  await unwrap(
    api.main.POST('/api/v2/migration/password', {
      body: { password, password_confirmation: confirmation },
    }),
  );
}

/** Refuses the migration for good (spec B §4: irreversible). */
export async function refuse() {
  await unwrap(api.main.POST('/api/v2/migration/refuse'));
}
