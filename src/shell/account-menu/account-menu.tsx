import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountMenuItem, MenuDialog } from '@/config/menu';
import { useSession } from '@/session/session-query';
import { MenuEntryView } from '../sidebar/menu-entry-view';
import { useAccountMenuModel } from '../sidebar/use-menu-models';
import { useMenuPanel } from '../use-menu-panel';
import { UserMenuTrigger } from '../user-menu-trigger';
import { AccountMenuDialogs } from './account-menu-dialogs';

/**
 * The account (profile) menu of the header (spec A §2), drawn from menu.config.ts: a button with the user's
 * name opens a panel of entries; Escape, a click outside or leaving it with Tab closes it.
 */
export function AccountMenu({ onSignOut }: { onSignOut: () => void }) {
  const { t } = useTranslation('menu');
  const session = useSession();
  const entries = useAccountMenuModel();
  const { open, close, toggle, panelId, container, trigger } = useMenuPanel();
  const [dialog, setDialog] = useState<MenuDialog | null>(null);

  const user = session.data?.user;
  if (!user) return null;

  const activate = (item: AccountMenuItem) => {
    close();
    // The entry goes away with the panel: the button is where focus returns when the dialog closes.
    trigger.current?.focus();
    if ('dialog' in item) setDialog(item.dialog);
    else if ('action' in item && item.action === 'sign-out') onSignOut();
  };

  return (
    <div ref={container} className="relative">
      <UserMenuTrigger
        ref={trigger}
        name={user.name}
        label={t('accountMenu.open', { name: user.name })}
        open={open}
        panelId={panelId}
        onToggle={toggle}
      />
      {open ? (
        <div
          id={panelId}
          className="absolute end-0 top-full z-40 mt-2 w-72 max-w-[calc(100vw-2rem)] rounded-lg border border-border bg-card p-2 text-card-foreground shadow-lg"
          onClick={(event) => {
            // A link to the page already shown changes no path: close on the click itself.
            if (event.target instanceof Element && event.target.closest('a')) close();
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
