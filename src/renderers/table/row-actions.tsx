import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { RowAction } from '@/config/table-file';
import { noticeApiError } from '@/api/error-notice';
import { callApi } from '@/forms/operation';
import { pick } from '@/forms/value-refs';
import { actionApplies } from '@/tables/action-applies';
import { planCall, type CallAction as CallActionFile } from '@/tables/call-plan';
import { routeParams, type RowSources } from '@/tables/row-values';
import { routeHref } from '@/shell/sidebar/menu-routes';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { notice } from '@/ui/notices';
import { FormDialog } from '../form-dialog';

/**
 * What a person can do to one row (or a detail's record): go to a page, open a form in a dialog, or call
 * the API — after a confirmation when the file asks for one. A call that works refreshes every list.
 */
export function RowActions({
  actions,
  row,
  sources,
  variant = 'ghost',
}: {
  actions: RowAction[];
  row: unknown;
  sources: RowSources;
  /** Quiet buttons in a row; outlined ones above a detail's record. */
  variant?: 'ghost' | 'outline';
}) {
  const shown = actions.filter((action) => actionApplies(action, row));
  return (
    <span className="flex flex-wrap justify-end gap-1">
      {shown.map((action) => (
        <RowActionButton key={action.label} action={action} row={row} sources={sources} variant={variant} />
      ))}
    </span>
  );
}

function RowActionButton({
  action,
  row,
  sources,
  variant,
}: {
  action: RowAction;
  row: unknown;
  sources: RowSources;
  variant: 'ghost' | 'outline';
}) {
  const { t } = useTranslation(['lists']);
  const here = { ...sources, row };
  const [open, setOpen] = useState(false);
  const label = t(action.label, rowTexts(row));

  if (action.kind === 'link') {
    const target = routeHref(action.to, routeParams(action.params, here));
    if (!target) return null;
    return (
      <Button asChild variant={variant} size="sm">
        <Link to={target}>{label}</Link>
      </Button>
    );
  }
  if (action.kind === 'form')
    return (
      <>
        <Button type="button" variant={variant} size="sm" onClick={() => setOpen(true)}>
          {label}
        </Button>
        {open && (
          <FormDialog
            name={action.form}
            open
            onClose={() => setOpen(false)}
            route={routeParams(action.params, here)}
          />
        )}
      </>
    );
  return <CallAction action={action} row={row} sources={here} label={label} variant={variant} />;
}

/** The row's own values, for `{{name}}` in an action's texts. */
const rowTexts = (row: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries(typeof row === 'object' && row !== null ? row : {}).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );

function CallAction({
  action,
  row,
  sources,
  label,
  variant,
}: {
  action: CallActionFile;
  row: unknown;
  sources: RowSources;
  label: string;
  variant: 'ghost' | 'outline';
}) {
  const { t } = useTranslation(['lists']);
  const queryClient = useQueryClient();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const titleId = useId();

  // Worked out per row: an unverified attendee gets its own question and body (confirmWhen).
  const plan = planCall(action, sources);

  const run = async () => {
    setAsking(false);
    setBusy(true);
    try {
      await callApi(action.call, { path: plan.path }, plan.body);
      notice.success(t(action.notice, rowTexts(row)));
      await queryClient.invalidateQueries();
    } catch (error) {
      await noticeApiError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        type="button"
        variant={variant}
        size="sm"
        disabled={busy}
        aria-busy={busy || undefined}
        className={action.danger ? 'text-destructive hover:text-destructive' : undefined}
        onClick={() => (plan.confirm ? setAsking(true) : void run())}
      >
        {label}
      </Button>
      {asking && (
        <Dialog open onClose={() => setAsking(false)} onConfirm={() => void run()} aria-labelledby={titleId}>
          <div className="space-y-4">
            <h2 id={titleId} className="text-lg font-semibold">
              {t(plan.confirm ?? '', { ...rowTexts(row), name: String(pick(row, 'name') ?? '') })}
            </h2>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button type="button" variant="outline" onClick={() => setAsking(false)}>
                {t('lists:confirm.cancel')}
              </Button>
              <Button
                type="button"
                variant={action.danger ? 'destructive' : 'default'}
                onClick={() => void run()}
              >
                {label}
              </Button>
            </div>
          </div>
        </Dialog>
      )}
    </>
  );
}
