import { decodeClaims } from './jwt';

/** True when the token was issued for an administrator previewing an account (claim admin_id). */
export function carriesAdminId(token: string | undefined): boolean {
  const adminId = decodeClaims(token)?.admin_id;
  return adminId !== undefined && adminId !== null && String(adminId) !== '';
}
