import { Suspense } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { toast } from 'sonner';
import { useSession } from '@/session/session-query';
import { signOut } from '@/session/sign-out';
import { Button } from '@/ui/button';
import { Brand } from '../brand';
import { FullPageSpinner } from '../full-page-spinner';

/** Header, (sidebar: config engine issue) and main content. */
export function DefaultLayout() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();

  const onSignOut = async () => {
    try {
      await signOut();
    } catch {
      toast.error(t('signOut.failed'), { duration: 15_000 });
    } finally {
      queryClient.clear();
      await navigate('/auth/login', { replace: true });
    }
  };

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="flex items-center justify-between gap-4 border-b border-border bg-card px-4 py-3 sm:px-6">
        <Brand compact />
        <div className="flex items-center gap-3">
          {session.data ? (
            <span className="hidden text-sm text-muted-foreground sm:inline">{session.data.user.name}</span>
          ) : null}
          <Button variant="outline" size="sm" className="whitespace-nowrap" onClick={() => void onSignOut()}>
            <LogOut aria-hidden className="size-4 rtl:-scale-x-100" />
            {t('actions.signOut')}
          </Button>
        </div>
      </header>
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-6 sm:px-6">
        <Suspense fallback={<FullPageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
