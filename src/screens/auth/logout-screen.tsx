import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSignOut } from '@/session/use-sign-out';
import { Spinner } from '@/ui/spinner';

/** auth/logout (spec A §2): signs out (the server call, then everything local) and goes to login. */
export default function LogoutScreen() {
  const { t } = useTranslation('auth');
  const signOut = useSignOut();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void signOut();
  }, [signOut]);
  return (
    <div className="flex min-h-dvh items-center justify-center gap-3">
      <Spinner label={t('logout.working')} />
      <span aria-hidden>{t('logout.working')}</span>
    </div>
  );
}
