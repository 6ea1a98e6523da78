import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { signOut } from '@/session/sign-out';
import { notice } from '@/ui/notices';
import { href } from '../../../routes.config';

/** Signs out from a widget page: the server call, then the local session and cache, then login (spec A §4). */
export function useWidgetSignOut() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    try {
      await signOut();
    } catch {
      notice.error(t('signOut.failed'));
    } finally {
      queryClient.clear();
      await navigate(href('auth-login'), { replace: true });
    }
  };
}
