import { Suspense } from 'react';
import type { MenuDialog } from '@/config/menu';
import { LanguageDialog } from './language-dialog';
import { lazyChunk } from '@/lib/lazy-chunk';

// The time zone dialog is a schema form: the forms engine (RJSF and its validators) loads when it first opens,
// not with every page of the shell.
const TimeZoneDialog = lazyChunk(() =>
  import('./time-zone-dialog').then((m) => ({ default: m.TimeZoneDialog })),
);

/** The dialogs account-menu entries open (`dialog` in menu.config.ts). */
export function AccountMenuDialogs({ open, onClose }: { open: MenuDialog | null; onClose: () => void }) {
  return (
    <>
      <LanguageDialog open={open === 'language'} onClose={onClose} />
      {open === 'time-zone' && (
        <Suspense fallback={null}>
          <TimeZoneDialog open onClose={onClose} />
        </Suspense>
      )}
    </>
  );
}
