import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { WizardStatus } from '@/config/wizard-file';
import type { StatusView } from '@/forms/wizard/wizard-status';
import { routeHref } from '@/shell/sidebar/menu-routes';
import { Button } from '@/ui/button';
import { StatusBadge } from '../status-badge';

/**
 * Where the person stands once the flow may have been sent (a verification's status): a badge, a heading, what
 * it means, why (a decline reason), and what to do next — pages to go to, or a button that opens the steps
 * again. Announced when it changes (after a send), so a screen reader hears the outcome.
 */
export function StatusPanel({
  status,
  view,
  retrying,
  onRetry,
}: {
  status: WizardStatus;
  view: StatusView;
  retrying: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation(['forms']);
  const state = view.state;
  if (!state) return null;
  const links = (state.links ?? []).flatMap((link) => {
    const target = routeHref(link.to, {});
    return target ? [{ ...link, target }] : [];
  });
  return (
    <section
      aria-labelledby="wizard-status"
      aria-live="polite"
      data-status={view.value}
      className="space-y-3 rounded-lg border border-border p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm text-muted-foreground">{t('forms:wizard.status')}</span>
        <StatusBadge value={view.value} labels={status.labels} />
      </div>
      <h2 id="wizard-status" className="text-lg font-semibold">
        {t(state.title)}
      </h2>
      {state.description && <p className="text-sm text-muted-foreground">{t(state.description)}</p>}
      {view.reason && status.reason && (
        <p className="rounded-md bg-muted px-3 py-2 text-sm">
          <span className="font-medium">{t('forms:wizard.reason')}</span>{' '}
          {t(`${status.reason.labels}${view.reason}`, { defaultValue: view.reason.replace(/_/g, ' ') })}
        </p>
      )}
      {(links.length > 0 || (state.retry && !retrying)) && (
        <div className="flex flex-wrap gap-2 pt-1">
          {state.retry && !retrying && (
            <Button type="button" onClick={onRetry}>
              {t(state.retry)}
            </Button>
          )}
          {links.map((link, index) => (
            <Button key={link.to} asChild variant={index === 0 && !state.retry ? 'default' : 'outline'}>
              <Link to={link.target}>{t(link.label)}</Link>
            </Button>
          ))}
        </div>
      )}
    </section>
  );
}
