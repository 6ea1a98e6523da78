import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { FormAlert } from './message';
import { NewPasswordFields } from './new-password-fields';
import { TextField } from './text-field';
import { validateResetConfirm, type ResetErrors, type ResetValues } from './validate-reset';

/** Step 2 of reset: the e-mailed code and the new password (with confirmation). */
export function ResetConfirmForm({
  email,
  onSubmit,
  onBack,
  serverErrors,
  formError,
  busy,
}: {
  email: string;
  onSubmit: (values: ResetValues) => void;
  onBack: () => void;
  serverErrors: Partial<Record<keyof ResetValues, string>>;
  formError: string | undefined;
  busy: boolean;
}) {
  const { t } = useTranslation('auth');
  const [values, setValues] = useState<ResetValues>({ code: '', password: '', confirm: '' });
  const [errors, setErrors] = useState<ResetErrors>({});
  const error = (field: keyof ResetValues) => (errors[field] ? t(errors[field]) : serverErrors[field]);
  const change = (field: keyof ResetValues) => (event: { target: { value: string } }) =>
    setValues((v) => ({
      ...v,
      [field]: field === 'code' ? event.target.value.replace(/\D/g, '').slice(0, 6) : event.target.value,
    }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateResetConfirm(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(values);
  };
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm text-muted-foreground">
        {t('code.sentTo')}{' '}
        <span dir="ltr" className="font-medium text-foreground">
          {email}
        </span>
      </p>
      <TextField
        id="reset-code"
        label={t('code.label')}
        dir="ltr"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        className="text-center font-mono text-lg tracking-[0.5em]"
        value={values.code}
        onChange={change('code')}
        error={error('code')}
      />
      <NewPasswordFields
        idPrefix="reset"
        passwordLabel={t('reset.newPassword')}
        values={values}
        onChange={change}
        error={error}
      />
      <FormAlert message={formError} />
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? t('reset.saving') : t('reset.save')}
      </Button>
      <Button type="button" variant="link" className="h-auto p-0 text-sm" onClick={onBack}>
        {t('reset.otherEmail')}
      </Button>
    </form>
  );
}
