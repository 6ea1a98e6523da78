import { useCallback, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ChevronDown } from 'lucide-react';
import type { AccountMenuItem, MenuDialog } from '@/config/menu';
import { cn } from '@/lib/cn';
import { useSession } from '@/session/session-query';
import { useDismiss } from '@/ui/use-dismiss';
import { MenuEntryView } from '../sidebar/menu-entry-view';
import { useAccountMenuModel } from '../sidebar/use-menu-models';
import { AccountMenuDialogs } from './account-menu-dialogs';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toLocaleUpperCase())
    .join('');

/**
 * The account (profile) menu of the header (spec A §2), drawn from menu.config.ts: a button with the user's
 * name opens a panel of entries; Escape, a click outside or leaving it with Tab closes it.
 */
export function AccountMenu({ onSignOut }: { onSignOut: () => void }) {
  const { t } = useTranslation('menu');
  const session = useSession();
  const entries = useAccountMenuModel();
  const { pathname } = useLocation();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState<MenuDialog | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, container, trigger, close);
  // A page change (a link in the panel, the browser's back button) closes the panel.
  const [shownFor, setShownFor] = useState(pathname);
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  const user = session.data?.user;
  if (!user) return null;

  const activate = (item: AccountMenuItem) => {
    setOpen(false);
    // The entry goes away with the panel: the button is where focus returns when the dialog closes.
    trigger.current?.focus();
    if ('dialog' in item) setDialog(item.dialog);
    else if ('action' in item && item.action === 'sign-out') onSignOut();
  };

  return (
    <div ref={container} className="relative">
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('accountMenu.open', { name: user.name })}
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
          className="absolute end-0 top-full z-40 mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-lg border border-border bg-card p-2 text-card-foreground shadow-lg"
          onClick={(event) => {
            // A link to the page already shown changes no path: close on the click itself.
            if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
          }}
        >
          <div className="border-b border-border px-3 pt-1 pb-3">
            <p className="truncate font-medium">{user.name}</p>
            <p className="truncate text-xs text-muted-foreground">{user.email}</p>
          </div>
          <ul aria-label={t('accountMenu.label')} className="space-y-0.5 pt-2">
            {entries.map((entry) => (
              <li
                key={entry.item.id}
                className={'action' in entry.item ? 'mt-1 border-t border-border pt-1' : undefined}
              >
                <MenuEntryView entry={entry} onActivate={activate} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <AccountMenuDialogs open={dialog} onClose={() => setDialog(null)} />
    </div>
  );
}
