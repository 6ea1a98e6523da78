import { useTranslation } from 'react-i18next';
import type { Shown } from './auth-errors';

/** Renders a Shown message: a translated catalogue text, or the server's own words. */
export function useShown() {
  const { t } = useTranslation('auth');
  return (shown: Shown | undefined) => (shown ? ('key' in shown ? t(shown.key) : shown.text) : undefined);
}

/** The form-level failure box (role alert, read out when it appears). */
export function FormAlert({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-md bg-destructive/10 px-3 py-2 text-sm text-destructive">
      {message}
    </p>
  );
}
