import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LogOut, UserRound } from 'lucide-react';
import { useSignOut } from '@/session/use-sign-out';
import { href } from '../../../routes.config';
import { useMenuPanel } from '../use-menu-panel';
import { UserMenuPanel } from '../user-menu-panel';
import { UserMenuTrigger } from '../user-menu-trigger';

const ITEM =
  'flex w-full items-center gap-2 rounded-md px-3 py-2 text-start text-sm hover:bg-accent focus-visible:bg-accent';

/**
 * The widget frame's profile menu (spec A §2, spec B §2 Layouts): the user's name, 'My profile' (the public
 * profile, route `me`) and sign out. Escape, a click outside or a page change closes it.
 */
export function ProfileDropdown({ user }: { user: { name: string; email: string } }) {
  const { t } = useTranslation('shell');
  const { t: tc } = useTranslation();
  const signOut = useSignOut();
  const { open, close, toggle, panelId, container, trigger } = useMenuPanel();

  return (
    <div ref={container} className="relative">
      <UserMenuTrigger
        ref={trigger}
        name={user.name}
        label={t('widget.profileMenu', { name: user.name })}
        open={open}
        panelId={panelId}
        onToggle={toggle}
      />
      {open ? (
        <UserMenuPanel id={panelId} user={user} onLinkClick={close}>
          <ul className="space-y-0.5 pt-2">
            <li>
              <Link to={href('me')} className={ITEM}>
                <UserRound aria-hidden className="size-4" />
                {t('widget.myProfile')}
              </Link>
            </li>
            <li className="mt-1 border-t border-border pt-1">
              <button
                type="button"
                className={ITEM}
                onClick={() => {
                  close();
                  void signOut();
                }}
              >
                <LogOut aria-hidden className="size-4" />
                {tc('actions.signOut')}
              </button>
            </li>
          </ul>
        </UserMenuPanel>
      ) : null}
    </div>
  );
}
