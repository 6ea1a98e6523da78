import { useCallback, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronDown, LogOut, UserRound } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useSignOut } from '@/session/use-sign-out';
import { useDismiss } from '@/ui/use-dismiss';
import { href } from '../../../routes.config';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toLocaleUpperCase())
    .join('');

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
  const { pathname } = useLocation();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, container, trigger, close);
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  return (
    <div ref={container} className="relative">
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('widget.profileMenu', { name: user.name })}
        className="flex items-center gap-2 rounded-full p-1 pe-2 text-sm hover:bg-accent"
        onClick={() => setOpen((value) => !value)}
      >
        <span
          aria-hidden
          className="grid size-8 place-items-center rounded-full bg-primary text-xs font-semibold text-primary-foreground"
        >
          {initials(user.name)}
        </span>
        <span className="hidden max-w-40 truncate sm:inline">{user.name}</span>
        <ChevronDown aria-hidden className={cn('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      {open ? (
        <div
          id={panelId}
          className="absolute end-0 top-full z-40 mt-2 w-64 max-w-[calc(100vw-2rem)] rounded-lg border border-border bg-card p-2 text-card-foreground shadow-lg"
        >
          <div className="border-b border-border px-3 pt-1 pb-3">
            <p className="truncate font-medium">{user.name}</p>
            <p className="truncate text-xs text-muted-foreground" dir="ltr">
              {user.email}
            </p>
          </div>
          <ul className="space-y-0.5 pt-2">
            <li>
              <Link to={href('me')} className={ITEM} onClick={close}>
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
        </div>
      ) : null}
    </div>
  );
}
