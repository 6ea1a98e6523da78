import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { FormAlert } from '../auth/message';
import { TextField } from '../auth/text-field';
import { passwordProblems, type FieldProblems } from './migration-rules';

export interface PasswordValues {
  password: string;
  confirm: string;
}
type Field = keyof PasswordValues;

/** Step 3: the new password and its confirmation ('The password confirmation does not match', spec B §5). */
export function PasswordStep({
  onSubmit,
  busy,
  serverErrors,
  formError,
}: {
  onSubmit: (values: PasswordValues) => void;
  busy: boolean;
  serverErrors: Partial<Record<Field, string>>;
  formError: string | undefined;
}) {
  const { t } = useTranslation('migration');
  const [values, setValues] = useState<PasswordValues>({ password: '', confirm: '' });
  const [errors, setErrors] = useState<FieldProblems<Field>>({});
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const error = (field: Field) =>
    errors[field] ? t(errors[field]) : touched[field] ? undefined : serverErrors[field];
  const change = (field: Field) => (event: { target: { value: string } }) => {
    setErrors((current) => ({ ...current, [field]: undefined }));
    setTouched((current) => ({ ...current, [field]: true }));
    setValues((current) => ({ ...current, [field]: event.target.value }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = passwordProblems(values.password, values.confirm);
    setErrors(found);
    setTouched({});
    if (Object.keys(found).length === 0) onSubmit(values);
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm text-muted-foreground">{t('password.hint')}</p>
      <TextField
        id="migration-password"
        label={t('password.new')}
        type="password"
        autoComplete="new-password"
        dir="ltr"
        hint={t('password.rule')}
        value={values.password}
        onChange={change('password')}
        error={error('password')}
      />
      <TextField
        id="migration-confirm"
        label={t('password.confirm')}
        type="password"
        autoComplete="new-password"
        dir="ltr"
        value={values.confirm}
        onChange={change('confirm')}
        error={error('confirm')}
      />
      <FormAlert message={formError} />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? t('password.saving') : t('password.submit')}
      </Button>
    </form>
  );
}
