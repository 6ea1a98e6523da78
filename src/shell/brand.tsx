import { useTranslation } from 'react-i18next';

/** Logo and product name; `compact` hides the name on phones, where the header has little room. */
export function Brand({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <span className="inline-flex items-center gap-2 text-lg font-semibold">
      <img src="/favicon.svg" alt="" className="size-7" />
      <span className={compact ? 'sr-only sm:not-sr-only' : undefined}>{t('app.name')}</span>
    </span>
  );
}
