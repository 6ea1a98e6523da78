import { useTranslation } from 'react-i18next';
import { Check } from 'lucide-react';
import type { WizardStages } from '@/config/wizard-file';
import { stageIndex } from '@/forms/wizard/step-checks';
import { pick } from '@/forms/value-refs';
import { StatusBadge } from '../status-badge';
import { cn } from '@/lib/cn';

/** Where an application stands: the stages before the current one are done, the current one is marked. */
export function StageTrack({ stages, progress }: { stages: WizardStages; progress: unknown }) {
  const { t } = useTranslation(['forms']);
  const current = stageIndex(stages, progress);
  const status = pick(progress, stages.path);
  return (
    <section aria-label={t('forms:wizard.stages')} className="rounded-lg border border-border p-4">
      <div className="mb-3 flex flex-wrap items-center gap-2 text-sm">
        <span className="font-medium">{t('forms:wizard.stages')}</span>
        {typeof status === 'string' && <StatusBadge value={status} />}
      </div>
      <ol className="grid gap-2 sm:grid-cols-4">
        {stages.stages.map((stage, index) => {
          const done = current >= 0 && index < current;
          const here = index === current;
          return (
            <li
              key={stage.label}
              aria-current={here ? 'step' : undefined}
              className={cn(
                'flex items-center gap-2 rounded-md border border-border px-3 py-2 text-sm',
                here && 'border-primary bg-primary/5 font-medium',
                !done && !here && 'text-muted-foreground',
              )}
            >
              <span
                aria-hidden
                className={cn(
                  'grid size-6 shrink-0 place-items-center rounded-full border border-border text-xs',
                  done && 'border-primary bg-primary text-primary-foreground',
                  here && 'border-primary text-primary',
                )}
              >
                {done ? <Check className="size-3.5" /> : index + 1}
              </span>
              <span>{t(stage.label)}</span>
              {done && <span className="sr-only">{t('forms:wizard.stepDone')}</span>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
