import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@/api/error-notice';
import type { WizardFile } from '@/config/wizard-file';
import { usePageSources } from '@/forms/page-sources';
import { callOperation } from '@/forms/operation';
import { wizardExists, wizardFileQuery } from '@/forms/wizard/load-wizard';
import { statusView, stepsShown } from '@/forms/wizard/wizard-status';
import { ToolbarButtons } from './table/toolbar-buttons';
import { ConfigPage } from './config-page';
import { PageFailed, PageLoading } from './page-state';
import { PagedForm } from './wizard/paged-form';
import { StageTrack } from './wizard/stage-track';
import { StatusPanel } from './wizard/status-panel';
import { SavingSteps } from './wizard/saving-steps';

/** True when `schemas/wizards/NAME.json` exists (a route may name a wizard a later issue writes). */
export const hasWizardFile = wizardExists;
/** The query of the page's file, which the router starts while the access check runs. */
export const pageFileQuery = wizardFileQuery;

/**
 * The page of every `wizard('NAME')` route: the title of `schemas/wizards/NAME.json`, where the application
 * stands, and its steps — each saving itself (a form or a list per step, read back through `progress`), or
 * one form paged across them. The step shown is in the address (`?step=owners`), so a reload or a shared link
 * opens the same step when it may open.
 */
export function WizardPage({ name, routeName }: { name: string; routeName: string }) {
  const { t } = useTranslation(['forms', 'errors']);
  const file = useQuery(wizardFileQuery(name));
  if (file.error)
    return <PageFailed message={apiErrorText(file.error, t)} onRetry={() => void file.refetch()} />;
  if (!file.data) return <PageLoading />;
  return <LoadedWizard file={file.data} name={name} routeName={routeName} />;
}

function LoadedWizard({ file, name, routeName }: { file: WizardFile; name: string; routeName: string }) {
  const { t } = useTranslation(['forms', 'errors']);
  const sources = usePageSources();
  const progress = useQuery({
    queryKey: ['wizard-progress', name, sources.route],
    enabled: file.progress !== undefined,
    queryFn: () => callOperation(file.progress!, sources),
  });

  // The status asked to be sent again for: a new status (after the send) closes the steps again.
  const [retried, setRetried] = useState<string>();

  if (progress.error)
    return <PageFailed message={apiErrorText(progress.error, t)} onRetry={() => void progress.refetch()} />;
  if (file.progress && progress.data === undefined) return <PageLoading />;

  const view = statusView(file.status, progress.data);
  const retrying = view !== undefined && retried === view.value;
  const shown = stepsShown(view, retrying);
  // Kept while hidden behind a retry, so what was typed is still there when the person sends again.
  const kept = shown || view?.state?.retry !== undefined;
  const steps = file.form ? (
    <PagedForm file={file} formName={file.form} sources={sources} />
  ) : (
    <SavingSteps file={file} progress={progress.data} sources={sources} />
  );

  return (
    <ConfigPage
      routeName={routeName}
      kind="wizard"
      name={name}
      title={file.title}
      description={file.description}
      className="max-w-4xl space-y-5"
      actions={file.toolbar && <ToolbarButtons actions={file.toolbar} sources={{ ...sources, row: {} }} />}
    >
      {file.stages && <StageTrack stages={file.stages} progress={progress.data} />}
      {file.status && view && (
        <StatusPanel
          status={file.status}
          view={view}
          retrying={retrying}
          onRetry={() => setRetried(view.value)}
        />
      )}
      {!file.status
        ? steps
        : kept && (
            <div hidden={!shown} className="space-y-5">
              {steps}
            </div>
          )}
    </ConfigPage>
  );
}
