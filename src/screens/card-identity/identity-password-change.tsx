import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { Spinner } from '@/ui/spinner';
import { hasErrors, identityErrors, type IdentityDraft, type IdentityField } from './identity-password-rules';
import { useShownErrors } from './use-shown-errors';

export interface IdentityPasswordChangeProps {
  draft: IdentityDraft;
  onDraft: (draft: IdentityDraft) => void;
  /** The server's words per field (already in the person's language); they go once the field is edited. */
  serverErrors?: Partial<Record<IdentityField, string>>;
  onServerErrorsSeen?: (field: IdentityField) => void;
  submitting?: boolean;
  submitLabel: string;
  onSubmit: (draft: IdentityDraft) => void;
  onCancel: () => void;
}

const FIELDS: { name: IdentityField; label: string; autoComplete: string }[] = [
  { name: 'new_password', label: 'identity.newPassword', autoComplete: 'new-password' },
  { name: 'confirm_password', label: 'identity.confirmPassword', autoComplete: 'new-password' },
];

/**
 * The change state (spec A §4, §9): new and confirm password, each rule's message at its field 600 ms after
 * typing stops or once the form is sent, what was typed kept whatever happens. The owner keeps the draft, so
 * going back and forth (the activation wizard's Back) loses nothing either.
 */
export function IdentityPasswordChange({
  draft,
  onDraft,
  serverErrors = {},
  onServerErrorsSeen,
  submitting = false,
  submitLabel,
  onSubmit,
  onCancel,
}: IdentityPasswordChangeProps) {
  const { t } = useTranslation('cardActivation');
  const id = useId();
  const { shown, showLater, showAll } = useShownErrors<IdentityField>();
  const errors = identityErrors(draft);
  const messageOf = (field: IdentityField) =>
    serverErrors[field] ??
    (shown.has(field) && errors[field] ? t(errors[field], { min: 6, max: 128 }) : undefined);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    showAll(FIELDS.map((field) => field.name));
    if (hasErrors(errors)) {
      const first = FIELDS.find((field) => errors[field.name]);
      if (first) document.getElementById(`${id}-${first.name}`)?.focus();
      return;
    }
    onSubmit(draft);
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <p className="text-sm text-muted-foreground">{t('identity.rulesHint')}</p>
      {FIELDS.map(({ name, label, autoComplete }) => {
        const message = messageOf(name);
        return (
          <div key={name} className="space-y-1.5">
            <Label htmlFor={`${id}-${name}`}>{t(label)}</Label>
            <Input
              id={`${id}-${name}`}
              name={name}
              type="password"
              dir="ltr"
              autoComplete={autoComplete}
              value={draft[name]}
              aria-invalid={message ? true : undefined}
              aria-describedby={message ? `${id}-${name}-error` : undefined}
              onChange={(event) => {
                onDraft({ ...draft, [name]: event.target.value });
                showLater(name);
                if (serverErrors[name]) onServerErrorsSeen?.(name);
              }}
            />
            {message && (
              <p id={`${id}-${name}-error`} className="text-sm text-destructive">
                {message}
              </p>
            )}
          </div>
        );
      })}
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('identity.cancel')}
        </Button>
        <Button type="submit" disabled={submitting} aria-busy={submitting}>
          {submitting && <Spinner label={t('identity.saving')} />}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
