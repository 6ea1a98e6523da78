import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';

/** A list the builder needs could not be read (spec B §8: shown to the person), with a retry. */
export function ListFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('invoice-builder');
  return (
    <div
      role="alert"
      className="flex flex-wrap items-center gap-3 rounded-md border border-destructive/40 p-3"
    >
      <span className="text-sm">{message}</span>
      <Button type="button" variant="outline" size="sm" onClick={onRetry}>
        {t('lists.retry')}
      </Button>
    </div>
  );
}
