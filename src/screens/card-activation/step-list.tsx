import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

const STEPS = ['activation.stepIdentity', 'activation.stepDetails'] as const;

/** Where the person is in the two activation steps (spec A §4), read out as "step 1 of 2". */
export function StepList({ current }: { current: 1 | 2 }) {
  const { t } = useTranslation('cardActivation');
  return (
    <ol className="flex flex-wrap gap-x-6 gap-y-2 text-sm" aria-label={t('activation.steps')}>
      {STEPS.map((key, index) => {
        const number = index + 1;
        const active = number === current;
        return (
          <li
            key={key}
            aria-current={active ? 'step' : undefined}
            className={cn('flex items-center gap-2', active ? 'font-semibold' : 'text-muted-foreground')}
          >
            <span
              aria-hidden
              className={cn(
                'grid size-6 place-items-center rounded-full border text-xs',
                active ? 'border-primary bg-primary text-primary-foreground' : 'border-border',
              )}
            >
              {number}
            </span>
            <span>
              <span className="sr-only">{t('activation.stepOf', { number, total: STEPS.length })} </span>
              {t(key)}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
