import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';

/**
 * Error page by status (spec A §2): 404 offers home; 500 and above show the system message and reload;
 * other statuses offer reload.
 */
export function StatusPage({ status }: { status: number }) {
  const { t } = useTranslation();
  const message =
    status === 404
      ? t('errors.notFound')
      : status === 401
        ? t('errors.sessionExpired')
        : status >= 500
          ? t('errors.server')
          : t('errors.generic');
  return (
    <div className="grid min-h-[60dvh] place-items-center px-4 text-center">
      <div className="space-y-4">
        <p className="text-5xl font-bold text-muted-foreground">{status}</p>
        <h1 className="text-xl font-semibold">{message}</h1>
        {status === 404 ? (
          <Button asChild>
            <a href="/">{t('actions.backHome')}</a>
          </Button>
        ) : (
          <Button onClick={() => window.location.reload()}>{t('actions.reload')}</Button>
        )}
      </div>
    </div>
  );
}
