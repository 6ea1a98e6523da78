import type { MenuDialog } from '@/config/menu';
import { LanguageDialog } from './language-dialog';
import { TimeZoneDialog } from './time-zone-dialog';

/** The dialogs account-menu entries open (`dialog` in menu.config.ts). */
export function AccountMenuDialogs({ open, onClose }: { open: MenuDialog | null; onClose: () => void }) {
  return (
    <>
      <LanguageDialog open={open === 'language'} onClose={onClose} />
      <TimeZoneDialog open={open === 'time-zone'} onClose={onClose} />
    </>
  );
}
