import { useSession } from '@/session/session-query';
import type { SessionValueName } from '@/config/form-file';

interface SessionUser {
  user_type?: string;
  username?: string | null;
  name?: string;
  email?: string;
  settings?: { timezone?: string | null; locale?: string | null } | null;
}

/**
 * The facts about the signed-in user a form file may use (`{ "$session": NAME }`). Merchants send with
 * `send_money_business` and ask the merchant support tree; everyone else `send_money_personal` and the
 * regular tree (spec A §6).
 */
export function sessionValues(user: SessionUser | undefined): Record<SessionValueName, unknown> {
  const merchant = user?.user_type === 'business';
  const [firstName, ...rest] = (user?.name ?? '').trim().split(/\s+/);
  return {
    transferTargetType: merchant ? 'send_money_business' : 'send_money_personal',
    supportTopicLevel: merchant ? 'merchant-support-topic-level' : 'support-topic-level',
    userType: user?.user_type,
    username: user?.username ?? undefined,
    email: user?.email,
    timezone: user?.settings?.timezone ?? undefined,
    locale: user?.settings?.locale ?? undefined,
    firstName: firstName || undefined,
    lastName: rest.join(' ') || undefined,
  };
}

export function useSessionValues(): Record<SessionValueName, unknown> {
  const { data } = useSession();
  return sessionValues(data?.user as SessionUser | undefined);
}
