import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { canGoTo, stepStatus, type StepStatus, type WizardState } from './wizard-state';

export interface WizardStepsProps {
  /** The steps' titles, already in the person's language. */
  titles: readonly string[];
  state: WizardState;
  /** Called with a step that may be opened (done or reachable); the wizard decides whether to move. */
  onSelect: (step: number) => void;
  /** The list's accessible name (default "Steps"). */
  label?: string;
  className?: string;
}

const MARKER: Record<StepStatus, string> = {
  done: 'border-primary bg-primary text-primary-foreground',
  current: 'border-primary bg-card text-primary ring-2 ring-primary/30',
  reachable: 'border-primary bg-card text-primary',
  locked: 'border-border bg-muted text-muted-foreground',
};

/**
 * The wizard's step list (spec A §4): every step numbered, the finished ones ticked, the current one marked with
 * `aria-current="step"`, the ones that may be opened again as buttons, the ones not reached yet locked. On a
 * phone only the current step keeps its title next to the numbers, so the row fits 390 px.
 */
export function WizardSteps({ titles, state, onSelect, label, className }: WizardStepsProps) {
  const { t } = useTranslation('widgets');
  return (
    <nav aria-label={label ?? t('wizard.label')} className={className}>
      <p className="mb-2 text-sm text-muted-foreground sm:hidden">
        {t('wizard.stepOf', { index: state.current + 1, total: titles.length })}
      </p>
      <ol className="flex items-center gap-2">
        {titles.map((title, step) => {
          const status = stepStatus(state, step);
          const clickable = status !== 'current' && status !== 'locked' && canGoTo(state, step);
          const content = (
            <>
              <span
                aria-hidden
                className={cn(
                  'flex size-7 shrink-0 items-center justify-center rounded-full border text-xs font-semibold',
                  MARKER[status],
                )}
              >
                {status === 'done' ? <Check className="size-4" /> : step + 1}
              </span>
              <span
                className={cn(
                  'truncate text-sm',
                  status === 'current' ? 'font-semibold' : 'hidden sm:inline',
                  status === 'locked' && 'text-muted-foreground',
                )}
              >
                {title}
              </span>
              {status === 'done' || status === 'locked' ? (
                <span className="sr-only">{t(`wizard.status.${status}`)}</span>
              ) : null}
            </>
          );
          return (
            <li
              key={step}
              aria-current={status === 'current' ? 'step' : undefined}
              className={cn('flex min-w-0 items-center gap-2', step < titles.length - 1 && 'flex-1')}
            >
              {clickable ? (
                <button
                  type="button"
                  className="flex min-w-0 items-center gap-2 rounded-md text-start hover:underline focus-visible:outline-2 focus-visible:outline-primary"
                  onClick={() => onSelect(step)}
                >
                  {content}
                </button>
              ) : (
                <span className="flex min-w-0 items-center gap-2">{content}</span>
              )}
              {step < titles.length - 1 ? (
                <span
                  aria-hidden
                  className={cn('h-px min-w-3 flex-1', step < state.furthest ? 'bg-primary' : 'bg-border')}
                />
              ) : null}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
