import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ToolbarAction } from '@/config/table-file';
import { routeParams, type RowSources } from '@/tables/row-values';
import { routeHref } from '@/shell/sidebar/menu-routes';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { FormDialog } from '../form-dialog';
// A table in a dialog is the same block as on a page; lazy, since it imports this file back.
import { LazyTableBlock } from './lazy-table-block';

/** The buttons above a list: a page to go to, a form in a dialog, another list in a dialog. */
export function ToolbarButtons({ actions, sources }: { actions: ToolbarAction[]; sources: RowSources }) {
  return actions.map((action, index) => (
    <ToolbarButton key={action.label} action={action} primary={index === 0} sources={sources} />
  ));
}

function ToolbarButton({
  action,
  primary,
  sources,
}: {
  action: ToolbarAction;
  primary: boolean;
  sources: RowSources;
}) {
  const { t } = useTranslation(['lists']);
  const [open, setOpen] = useState(false);
  const variant = primary ? 'default' : 'outline';
  if ('to' in action) {
    const target = routeHref(action.to, routeParams(action.params, sources));
    if (!target) return null;
    return (
      <Button asChild variant={variant}>
        <Link to={target}>{t(action.label)}</Link>
      </Button>
    );
  }
  const button = (
    <Button type="button" variant={variant} onClick={() => setOpen(true)}>
      {t(action.label)}
    </Button>
  );
  if ('form' in action)
    return (
      <>
        {button}
        {open && <FormDialog name={action.form} open onClose={() => setOpen(false)} />}
      </>
    );
  return (
    <>
      {button}
      {open && (
        <Dialog
          open
          onClose={() => setOpen(false)}
          // Named by the label, not a hidden heading: the table inside shows its own, and two headings of the
          // same name would be read twice.
          aria-label={t(action.label)}
          className="w-[min(48rem,calc(100vw-2rem))] max-w-none"
        >
          <LazyTableBlock name={action.table} inDialog />
        </Dialog>
      )}
    </>
  );
}
