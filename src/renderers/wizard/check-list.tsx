import { useTranslation } from 'react-i18next';
import { CircleAlert } from 'lucide-react';
import type { StepCheck } from '@/config/wizard-file';

/** What a step still lacks, one line per check that does not hold (announced politely as it changes). */
export function CheckList({ checks }: { checks: StepCheck[] }) {
  const { t } = useTranslation(['forms']);
  return (
    <div aria-live="polite">
      {checks.length > 0 && (
        <div className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
          <p className="mb-1 font-medium">{t('forms:wizard.notComplete')}</p>
          <ul className="space-y-1">
            {checks.map((check) => (
              <li key={`${check.check}:${check.path}`} className="flex items-start gap-2">
                <CircleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
                <span>
                  {t(check.message, {
                    field: check.label ? t(check.label) : '',
                    value: 'value' in check ? check.value : '',
                  })}
                </span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
