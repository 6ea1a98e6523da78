import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertTriangle, Eye, EyeOff } from 'lucide-react';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';

export interface IdentityPasswordViewProps {
  /** The retrieved password; undefined while loading or after a failure. */
  password: string | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  onChange: () => void;
  /** A button before 'Change password' (the dialog's Close). */
  secondary?: ReactNode;
  /** The main button after it (Continue in the activation flow); 'Change password' is the main one without. */
  primary?: ReactNode;
}

/**
 * The view state of the identity-check password (spec A §4): the current password, hidden until the person
 * asks to see it; 'Change password' stays disabled until the password is retrieved; a failed retrieval says
 * so (spec A §8) with a retry.
 */
export function IdentityPasswordView({
  password,
  loading,
  failed,
  onRetry,
  onChange,
  secondary,
  primary,
}: IdentityPasswordViewProps) {
  const { t } = useTranslation('cardActivation');
  const [shown, setShown] = useState(false);

  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">{t('identity.viewHint')}</p>
      {failed ? (
        <div
          role="alert"
          className="flex flex-wrap items-center gap-3 rounded-md border border-destructive/40 p-3"
        >
          <AlertTriangle aria-hidden className="size-5 shrink-0 text-destructive" />
          <p className="min-w-0 flex-1 text-sm">{t('identity.retrieveFailed')}</p>
          <Button type="button" variant="outline" size="sm" onClick={onRetry}>
            {t('identity.retry')}
          </Button>
        </div>
      ) : (
        <div className="space-y-1">
          <p className="text-sm font-medium" id="identity-current-label">
            {t('identity.current')}
          </p>
          <div className="flex items-center gap-2 rounded-md border border-border px-3 py-2">
            {loading || password === undefined ? (
              <Spinner label={t('identity.retrieving')} />
            ) : (
              <span
                className="min-w-0 flex-1 font-mono break-all"
                dir="ltr"
                aria-labelledby="identity-current-label"
                data-testid="identity-current-password"
              >
                {shown ? password : '•'.repeat(Math.min(password.length, 12))}
              </span>
            )}
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="ms-auto shrink-0"
              disabled={password === undefined}
              aria-pressed={shown}
              aria-label={t(shown ? 'identity.hide' : 'identity.show')}
              onClick={() => setShown((value) => !value)}
            >
              {shown ? <EyeOff aria-hidden className="size-4" /> : <Eye aria-hidden className="size-4" />}
            </Button>
          </div>
        </div>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {secondary}
        <Button
          type="button"
          variant={primary ? 'outline' : 'default'}
          disabled={password === undefined}
          onClick={onChange}
        >
          {t('identity.change')}
        </Button>
        {primary}
      </div>
    </div>
  );
}
