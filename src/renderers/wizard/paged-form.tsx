import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiErrorText } from '@/api/error-notice';
import type { WizardFile } from '@/config/wizard-file';
import { useFormFile } from '@/forms/use-form-file';
import type { ValueSources } from '@/forms/value-refs';
import { useWizard } from '@/forms/wizard/use-wizard';
import { canGoTo, stepStatus } from '@/forms/wizard/wizard-state';
import { Button } from '@/ui/button';
import { PageFailed, PageLoading } from '../page-state';
import { SchemaForm, type FormPage } from '../schema-form';
import { successTarget } from '../success-target';
import { ReviewSummary } from './review-summary';
import { StepNav } from './step-nav';

/**
 * One form paged across the wizard's steps (spec A §4 wizard): each step shows its own top-level fields, Next
 * checks only those, earlier steps open freely and later ones up to the furthest reached; the last step sends
 * the form, and an error on an earlier page brings that page back with the error at its field. Nothing typed
 * is lost moving between pages: it is one form.
 */
export function PagedForm({
  file,
  formName,
  sources,
}: {
  file: WizardFile;
  formName: string;
  sources: ValueSources;
}) {
  const { t } = useTranslation(['forms', 'errors']);
  const navigate = useNavigate();
  const { form, initialData, failed, retry } = useFormFile(formName, sources);
  const wizard = useWizard({ steps: file.steps.length });
  const { state } = wizard;
  const shown = state.current;
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  useEffect(() => {
    // The new page's heading takes focus, so a keyboard or screen reader user starts at the top of it.
    if (moved.current) heading.current?.focus();
    moved.current = true;
  }, [shown]);

  const step = file.steps[state.current]!;
  const page: FormPage = useMemo(
    () => ({
      fields: step.fields ?? [],
      last: state.current === file.steps.length - 1,
      nextLabel: 'forms:wizard.next',
      onNext: () => void wizard.next(),
      onShowField: (field) => {
        const target = file.steps.findIndex((other) => other.fields?.includes(field));
        if (target >= 0) void wizard.goTo(target);
      },
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `wizard` changes every render; its state is listed
    [step, state.current, state.furthest, file.steps],
  );

  if (failed) return <PageFailed message={apiErrorText(failed, t)} onRetry={retry} />;
  if (!form || !initialData) return <PageLoading />;

  const entries = file.steps.map((other, index) => ({
    step: other,
    complete: stepStatus(state, index) === 'done',
    blockers: canGoTo(state, index) ? [] : file.steps.slice(state.furthest, index),
  }));
  const back =
    state.current > 0 ? (
      <Button type="button" variant="outline" onClick={wizard.back}>
        {t('forms:wizard.back')}
      </Button>
    ) : undefined;

  return (
    <>
      <StepNav
        entries={entries}
        current={state.current}
        onOpen={(index) => void wizard.goTo(index)}
        layout="steps"
      />
      <section aria-labelledby="wizard-step" className="space-y-4 rounded-lg border border-border p-4 sm:p-6">
        <header className="space-y-1">
          <p className="text-xs text-muted-foreground">
            {t('forms:wizard.stepOf', { step: state.current + 1, steps: file.steps.length })}
          </p>
          <h2 id="wizard-step" ref={heading} tabIndex={-1} className="text-lg font-semibold outline-none">
            {t(step.label)}
          </h2>
          {step.description && <p className="text-sm text-muted-foreground">{t(step.description)}</p>}
        </header>
        <SchemaForm
          form={form}
          initialData={initialData}
          sources={sources}
          page={page}
          secondaryAction={back}
          before={
            step.review
              ? (formData) => (
                  <ReviewSummary
                    form={form}
                    steps={file.steps.slice(0, state.current)}
                    formData={formData}
                    onEdit={(index) => void wizard.goTo(index)}
                  />
                )
              : undefined
          }
          onSubmitted={(response, formData) => {
            const target = successTarget(form.file, sources, formData, response);
            if (target) void navigate(target);
          }}
        />
      </section>
    </>
  );
}
