import { FormDialog } from '@/renderers/form-dialog';

/**
 * Time zone dialog of the account menu (personal users, spec A §2, §5: time zone required): the form file
 * schemas/forms/time-zone.json in a dialog. It saves with POST /api/v2/settings, says reports now use the
 * zone's UTC offset in the person's language (spec A §7), or the server's message, else 'cannot update
 * resource (time zone)' (spec A §8); the session is read again, so the dialog opens on the saved zone.
 */
export function TimeZoneDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return <FormDialog name="time-zone" open={open} onClose={onClose} />;
}
