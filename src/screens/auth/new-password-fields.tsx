import { useTranslation } from 'react-i18next';
import { TextField } from './text-field';

type Field = 'password' | 'confirm';

/**
 * A new password and its confirmation, with the password rule as the hint: the same pair in sign-up and reset.
 * `idPrefix` keeps the ids of two forms on one page apart.
 */
export function NewPasswordFields({
  idPrefix,
  passwordLabel,
  values,
  onChange,
  error,
}: {
  idPrefix: string;
  passwordLabel: string;
  values: Record<Field, string>;
  onChange: (field: Field) => (event: { target: { value: string } }) => void;
  error: (field: Field) => string | undefined;
}) {
  const { t } = useTranslation('auth');
  return (
    <>
      <TextField
        id={`${idPrefix}-password`}
        label={passwordLabel}
        type="password"
        autoComplete="new-password"
        dir="ltr"
        hint={t('validation.passwordRule')}
        value={values.password}
        onChange={onChange('password')}
        error={error('password')}
      />
      <TextField
        id={`${idPrefix}-confirm`}
        label={t('signUp.confirm')}
        type="password"
        autoComplete="new-password"
        dir="ltr"
        value={values.confirm}
        onChange={onChange('confirm')}
        error={error('confirm')}
      />
    </>
  );
}
