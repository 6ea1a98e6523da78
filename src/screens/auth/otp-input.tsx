import { useTranslation } from 'react-i18next';
import { TextField } from './text-field';

/**
 * The one-time-code input (spec A §4, §9): 6 digits, numeric keyboard, the browser's one-time-code autofill;
 * anything but digits is dropped, and a filled code completes at once (no button press needed).
 */
export function OtpInput({
  id,
  value,
  onChange,
  onComplete,
  error,
  disabled,
}: {
  id: string;
  value: string;
  onChange: (code: string) => void;
  onComplete: (code: string) => void;
  error?: string | undefined;
  disabled?: boolean;
}) {
  const { t } = useTranslation('auth');
  return (
    <TextField
      id={id}
      label={t('code.label')}
      hint={t('code.hint')}
      error={error}
      value={value}
      disabled={disabled}
      dir="ltr"
      autoComplete="one-time-code"
      inputMode="numeric"
      pattern="[0-9]*"
      maxLength={6}
      autoFocus
      className="text-center font-mono text-lg tracking-[0.5em]"
      onChange={(event) => {
        const code = event.target.value.replace(/\D/g, '').slice(0, 6);
        onChange(code);
        if (code.length === 6 && code !== value) onComplete(code);
      }}
    />
  );
}
