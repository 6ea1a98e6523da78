import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { notice } from '@/ui/notices';
import { apiErrorText } from '@/api/error-notice';
import { ApiError } from '@/api/errors';
import type { WizardFile, WizardStep } from '@/config/wizard-file';
import { callOperation } from '@/forms/operation';
import type { ValueSources } from '@/forms/value-refs';
import { finishOffered, incompleteSteps } from '@/forms/wizard/step-checks';
import { routeHref } from '@/shell/sidebar/menu-routes';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';

/** Every message of a refused submit: the server's field errors name what is missing (`ubo`, `signature`). */
function refusalLines(error: unknown): string[] {
  if (!(error instanceof ApiError) || !error.errors) return [];
  return Object.values(error.errors).flat();
}

/**
 * Sends the whole flow (`finish`) once every step is complete. Until then the button is disabled and the panel
 * names the steps still to do, each a button that opens it; a refusal shows the server's reasons, and the
 * person keeps everything they entered.
 */
export function FinishPanel({
  file,
  progress,
  sources,
  onOpenStep,
}: {
  file: WizardFile;
  progress: unknown;
  sources: ValueSources;
  onOpenStep: (step: WizardStep) => void;
}) {
  const { t } = useTranslation(['forms', 'errors']);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<{ message: string; lines: string[] }>();
  const finish = file.finish;
  if (!finish || !finishOffered(file, progress)) return null;
  const missing = incompleteSteps(file, progress);

  const send = async () => {
    setSending(true);
    setRefusal(undefined);
    try {
      await callOperation(finish.call, sources);
      notice.success(t(finish.notice));
      await queryClient.invalidateQueries();
      const target = finish.goTo ? routeHref(finish.goTo, {}) : undefined;
      if (target) void navigate(target);
    } catch (error) {
      setRefusal({ message: apiErrorText(error, t), lines: refusalLines(error) });
    } finally {
      setSending(false);
    }
  };

  return (
    <section aria-labelledby="wizard-finish" className="space-y-3 rounded-lg border border-border p-4">
      <h2 id="wizard-finish" className="font-medium">
        {t(finish.label)}
      </h2>
      {missing.length > 0 ? (
        <div className="space-y-2 text-sm">
          <p>{t('forms:wizard.stepsLeft')}</p>
          <ul className="flex flex-wrap gap-2">
            {missing.map((step) => (
              <li key={step.id}>
                <Button type="button" size="sm" variant="outline" onClick={() => onOpenStep(step)}>
                  {t(step.label)}
                </Button>
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{t('forms:wizard.ready')}</p>
      )}
      {refusal && (
        <div role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm">
          <p className="font-medium">{refusal.message}</p>
          {refusal.lines.length > 0 && (
            <ul className="mt-1 list-disc ps-5">
              {refusal.lines.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </div>
      )}
      <Button
        type="button"
        disabled={missing.length > 0 || sending}
        aria-busy={sending}
        onClick={() => void send()}
      >
        {sending && <Spinner label={t('forms:common.sending')} />}
        {t(finish.label)}
      </Button>
    </section>
  );
}
