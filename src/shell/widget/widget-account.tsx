import { Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LogIn } from 'lucide-react';
import { useSession } from '@/session/session-query';
import { Button } from '@/ui/button';
import { href } from '../../../routes.config';
import { ProfileDropdown } from './profile-dropdown';

/** Login with `continue` set to this page, so signing in comes back here. */
function LoginLink() {
  const { t } = useTranslation('shell');
  const { pathname, search } = useLocation();
  const query = new URLSearchParams({ continue: `${pathname}${search}` });
  return (
    <Button asChild variant="outline" size="sm">
      <Link to={`${href('auth-login')}?${query.toString()}`}>
        <LogIn aria-hidden className="size-4 rtl:-scale-x-100" />
        {t('widget.login')}
      </Link>
    </Button>
  );
}

function Account() {
  const session = useSession();
  if (session.isPending) return null;
  const user = session.data?.user;
  return user ? <ProfileDropdown user={user} /> : <LoginLink />;
}

/** The end of the widget header: who is signed in (profile menu), or a Login link (spec A §2 Layouts). */
export function WidgetAccount() {
  return (
    <Suspense fallback={null}>
      <Account />
    </Suspense>
  );
}
