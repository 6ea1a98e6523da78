import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountMenuItem, MenuDialog } from '@/config/menu';
import { useSession } from '@/session/session-query';
import { MenuEntryView } from '../sidebar/menu-entry-view';
import { useAccountMenuModel } from '../sidebar/use-menu-models';
import { useMenuPanel } from '../use-menu-panel';
import { UserMenuPanel } from '../user-menu-panel';
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
        <UserMenuPanel id={panelId} user={user} onLinkClick={close}>
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
        </UserMenuPanel>
      ) : null}
      <AccountMenuDialogs open={dialog} onClose={() => setDialog(null)} />
    </div>
  );
}
