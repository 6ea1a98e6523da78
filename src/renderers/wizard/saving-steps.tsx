import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { WizardFile, WizardStep } from '@/config/wizard-file';
import type { ValueSources } from '@/forms/value-refs';
import { blockersOf, failingChecks, startingStep, stepComplete } from '@/forms/wizard/step-checks';
import { Button } from '@/ui/button';
import { LazyTableBlock } from '../table/lazy-table-block';
import { CheckList } from './check-list';
import { FinishPanel } from './finish-panel';
import { FormStep } from './form-step';
import { StepNav } from './step-nav';

/**
 * A wizard whose steps save themselves: the step list, the step shown (a form, or a list with its own add and
 * edit dialogs, with what it still lacks), Back and Next in a `steps` wizard, and the panel that sends it all.
 * Which steps are complete comes from the server's `progress`, so it is the same after a reload.
 */
export function SavingSteps({
  file,
  progress,
  sources,
}: {
  file: WizardFile;
  progress: unknown;
  sources: ValueSources;
}) {
  const { t } = useTranslation(['forms']);
  const [query, setQuery] = useSearchParams();
  const [saved, setSaved] = useState<ReadonlySet<string>>(new Set());
  const index = startingStep(file, progress, query.get('step'), saved);
  const step = file.steps[index]!;
  const entries = file.steps.map((other, i) => ({
    step: other,
    complete: stepComplete(other, progress, saved),
    blockers: blockersOf(file, i, progress, saved),
  }));

  const open = (target: number) =>
    setQuery((previous) => {
      const next = new URLSearchParams(previous);
      next.set('step', file.steps[target]!.id);
      return next;
    });
  const openStep = (target: WizardStep) => open(file.steps.indexOf(target));
  const onSaved = () => {
    setSaved((previous) => new Set(previous).add(step.id));
    if (index < file.steps.length - 1) open(index + 1);
  };
  const last = index === file.steps.length - 1;
  const back =
    file.layout === 'steps' && index > 0 ? (
      <Button type="button" variant="outline" onClick={() => open(index - 1)}>
        {t('forms:wizard.back')}
      </Button>
    ) : undefined;
  const failing = failingChecks(step, progress);

  return (
    <>
      <StepNav entries={entries} current={index} onOpen={open} layout={file.layout} />
      <section aria-labelledby="wizard-step" className="space-y-4 rounded-lg border border-border p-4 sm:p-6">
        <header className="space-y-1">
          <p className="text-xs text-muted-foreground">
            {t('forms:wizard.stepOf', { step: index + 1, steps: file.steps.length })}
          </p>
          <h2 id="wizard-step" className="text-lg font-semibold">
            {t(step.label)}
          </h2>
          {step.description && <p className="text-sm text-muted-foreground">{t(step.description)}</p>}
        </header>
        {step.tables && <CheckList checks={failing} />}
        {step.form && (
          <FormStep key={step.id} name={step.form} sources={sources} onSaved={onSaved} back={back} />
        )}
        {step.tables && (
          <>
            {step.tables.map((table) => (
              <LazyTableBlock
                key={`${step.id}:${table}`}
                name={table}
                inDialog
                heading={step.tables!.length > 1 ? 'h2' : undefined}
              />
            ))}
            {file.layout === 'steps' && (
              <div className="flex justify-end gap-2 pt-2">
                {back}
                {!last && (
                  <Button type="button" disabled={failing.length > 0} onClick={() => open(index + 1)}>
                    {t('forms:wizard.next')}
                  </Button>
                )}
              </div>
            )}
          </>
        )}
      </section>
      {(file.layout === 'tabs' || last) && (
        <FinishPanel file={file} progress={progress} sources={sources} onOpenStep={openStep} />
      )}
    </>
  );
}
