import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { notice } from '@/ui/notices';
import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';
import { noticeApiError } from '@/api/error-notice';
import { timeZoneOptions, utcOffset } from '@/i18n/time-zones';
import { sessionQueryKey, useSession } from '@/session/session-query';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';

/** IANA zones the browser knows with their offsets today, west to east; read once. */
const ZONES = timeZoneOptions();
const KNOWN = new Set(ZONES.map((option) => option.zone));

/**
 * Time zone dialog of the account menu (personal users, spec A §2, §5: time zone required). Saves with
 * POST /api/v2/settings; success says reports now use the new UTC offset (spec A §7).
 */
export function TimeZoneDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('menu');
  const titleId = useId();
  const fieldId = useId();
  const queryClient = useQueryClient();
  const session = useSession();
  const current = session.data?.user.settings.timezone ?? '';
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const value = chosen ?? current;

  const close = () => {
    setChosen(null);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!value) return;
    setBusy(true);
    try {
      await unwrap(api.main.POST('/api/v2/settings', { body: { timezone: value } }));
      // Said here, not taken from the server's English message, so it reads in the person's language.
      notice.success(t('dialogs.timeZoneSaved', { offset: utcOffset(value)?.offset ?? value }));
      await queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      close();
    } catch (error) {
      // The server's message (translated when known), else 'cannot update resource (time zone)' (spec A §8).
      void noticeApiError(error, 'errors:timeZone.updateFailed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId}>
      <form onSubmit={(event) => void submit(event)}>
        <h2 id={titleId} className="text-lg font-semibold">
          {t('dialogs.timeZoneTitle')}
        </h2>
        <label htmlFor={fieldId} className="mt-4 block text-sm font-medium">
          {t('dialogs.timeZoneLabel')}
        </label>
        <select
          id={fieldId}
          required
          value={value}
          className="mt-1 h-10 w-full rounded-md border border-border bg-card px-2 text-sm"
          onChange={(event) => setChosen(event.target.value)}
        >
          {value && !KNOWN.has(value) ? <option value={value}>{value}</option> : null}
          {ZONES.map(({ zone, offset }) => (
            <option key={zone} value={zone}>
              {`(${offset}) ${zone.replace(/_/g, ' ')}`}
            </option>
          ))}
        </select>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={close}>
            {t('dialogs.cancel')}
          </Button>
          <Button type="submit" disabled={busy || !value}>
            {t('dialogs.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
