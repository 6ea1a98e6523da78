import { useTranslation } from 'react-i18next';
import { AlertTriangle } from 'lucide-react';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Spinner } from '@/ui/spinner';
import { cn } from '@/lib/cn';

/** The loading spinner, centred in a box of the given minimum height. */
function Loading({ className }: { className: string }) {
  const { t } = useTranslation('forms');
  return (
    <div className={cn('grid place-items-center', className)}>
      <Spinner label={t('common.loading')} />
    </div>
  );
}

/** A generic page still loading its config or data. */
export function PageLoading() {
  return <Loading className="min-h-[40dvh]" />;
}

/** A block (a dialog's body, a step) whose config or data is on its way. */
export function BlockLoading() {
  return <Loading className="min-h-24" />;
}

/** A generic page whose config or data failed to load: says so and offers a retry, never a blank screen. */
export function PageFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('forms');
  return (
    <Card role="alert" className="mx-auto max-w-lg space-y-4 p-6 text-center">
      <AlertTriangle aria-hidden className="mx-auto size-8 text-destructive" />
      <p>{message}</p>
      <Button variant="outline" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Card>
  );
}
