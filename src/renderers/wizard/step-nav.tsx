import { useTranslation } from 'react-i18next';
import { Check, Lock } from 'lucide-react';
import type { WizardStep } from '@/config/wizard-file';
import { cn } from '@/lib/cn';

export interface StepEntry {
  step: WizardStep;
  /** Its checks hold (or it was saved in this visit). */
  complete: boolean;
  /** The steps that keep it shut; empty when it may open. */
  blockers: WizardStep[];
}

/**
 * The list of steps: the current one is marked for screen readers (`aria-current="step"`), complete ones carry
 * a tick, and a step that may not open yet is a disabled button that says which steps come first.
 */
export function StepNav({
  entries,
  current,
  onOpen,
  layout,
}: {
  entries: StepEntry[];
  current: number;
  onOpen: (index: number) => void;
  layout: 'steps' | 'tabs';
}) {
  const { t } = useTranslation(['forms']);
  return (
    <nav aria-label={t('forms:wizard.steps')} className="-mx-1 overflow-x-auto px-1 pb-1">
      <ol
        className={cn(
          'flex gap-2',
          layout === 'steps' ? 'sm:grid sm:auto-cols-fr sm:grid-flow-col' : 'sm:flex-wrap',
        )}
      >
        {entries.map(({ step, complete, blockers }, index) => {
          const here = index === current;
          const shut = blockers.length > 0;
          const reason = shut
            ? t('forms:wizard.finishFirst', { steps: blockers.map((other) => t(other.label)).join(', ') })
            : undefined;
          return (
            <li key={step.id} className="shrink-0">
              <button
                type="button"
                aria-current={here ? 'step' : undefined}
                disabled={shut}
                title={reason}
                data-step={step.id}
                onClick={() => onOpen(index)}
                className={cn(
                  'flex w-full items-center gap-2 rounded-md border border-border px-3 py-2 text-start text-sm whitespace-nowrap',
                  // Side by side in equal columns (a steps wizard on a wide screen), a long name wraps.
                  layout === 'steps' && 'sm:h-full sm:whitespace-normal',
                  'focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                  here ? 'border-primary bg-primary/5 font-medium' : 'hover:bg-muted',
                  shut && 'cursor-not-allowed text-muted-foreground opacity-70 hover:bg-transparent',
                )}
              >
                <span
                  aria-hidden
                  className={cn(
                    'grid size-6 shrink-0 place-items-center rounded-full border border-border text-xs',
                    complete && 'border-primary bg-primary text-primary-foreground',
                  )}
                >
                  {complete ? <Check className="size-3.5" /> : shut ? <Lock className="size-3" /> : index + 1}
                </span>
                <span>{t(step.label)}</span>
                {/* The spaces keep a screen reader from reading "detailsComplete" as one word. */}
                {complete && (
                  <>
                    {' '}
                    <span className="sr-only">{t('forms:wizard.stepDone')}</span>
                  </>
                )}
                {reason && (
                  <>
                    {' '}
                    <span className="sr-only">{reason}</span>
                  </>
                )}
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
