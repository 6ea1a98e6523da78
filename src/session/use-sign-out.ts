import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { notice } from '@/ui/notices';
import { href } from '../../routes.config';
import { signOut, type SignOutOptions } from './sign-out';

/**
 * The account menu's and auth/logout's sign-out: ends the session on the server, clears everything local (signOut
 * forgets the server data too), says 'Logout failed.' when the server call failed (spec A §8), and goes to login
 * unless `stay` is set. The local session ends either way.
 */
export function useSignOut() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useCallback(
    async ({ stay = false }: SignOutOptions = {}) => {
      const ok = await signOut();
      if (!ok) notice.error(t('signOut.failed'));
      if (!stay) await navigate(href('auth-login'), { replace: true });
    },
    [navigate, t],
  );
}
