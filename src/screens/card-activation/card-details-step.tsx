import { useId, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { applyMask } from '@/lib/masks';
import { OtpInput } from '@/forms/otp/otp-input';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { Spinner } from '@/ui/spinner';
import { useShownErrors } from '@/screens/card-identity/use-shown-errors';
import {
  CODE_LENGTH,
  codeComplete,
  detailErrors,
  type ActivationField,
  type CardDetails,
  type DetailField,
} from './activation-form';

export interface CardDetailsStepProps {
  details: CardDetails;
  onDetails: (details: CardDetails) => void;
  /** The server's words per field, in the person's language; a field's goes once it is edited. */
  serverErrors: Partial<Record<ActivationField, string>>;
  onEdited: (field: ActivationField) => void;
  submitting: boolean;
  onBack: () => void;
  onSubmit: () => void;
  /** The resend countdown, then link, under the code (spec A §4). */
  resend?: ReactNode;
}

/**
 * Step 2 of the physical activation (spec A §3, §9): the card number (16 digits shown 4 by 4, Luhn-checked),
 * the CVV and the 6-digit code sent to the user; Continue stays disabled until the code has 6 digits.
 */
export function CardDetailsStep({
  details,
  onDetails,
  serverErrors,
  onEdited,
  submitting,
  onBack,
  onSubmit,
  resend,
}: CardDetailsStepProps) {
  const { t } = useTranslation('cardActivation');
  const id = useId();
  const { shown, showLater, showAll } = useShownErrors<DetailField>();
  const errors = detailErrors(details);
  const messageOf = (field: ActivationField) =>
    serverErrors[field] ??
    (field !== 'second_factor_code' && shown.has(field) && errors[field] ? t(errors[field]) : undefined);
  const edit = (field: ActivationField, next: CardDetails) => {
    onDetails(next);
    if (field !== 'second_factor_code') showLater(field);
    if (serverErrors[field]) onEdited(field);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    showAll(['pan', 'cvv']);
    const first = (['pan', 'cvv'] as const).find((field) => errors[field]);
    if (first) return document.getElementById(`${id}-${first}`)?.focus();
    onSubmit();
  };

  const field = (name: DetailField, label: string, input: ReactNode) => {
    const message = messageOf(name);
    return (
      <div className="space-y-1.5">
        <Label htmlFor={`${id}-${name}`}>{t(label)}</Label>
        {input}
        {message && (
          <p id={`${id}-${name}-error`} className="text-sm text-destructive">
            {message}
          </p>
        )}
      </div>
    );
  };
  const described = (name: ActivationField) => (messageOf(name) ? `${id}-${name}-error` : undefined);
  const codeMessage = messageOf('second_factor_code');

  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      <p className="text-sm text-muted-foreground">{t('activation.detailsHint')}</p>
      <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
        {field(
          'pan',
          'activation.pan',
          <Input
            id={`${id}-pan`}
            name="pan"
            inputMode="numeric"
            autoComplete="cc-number"
            dir="ltr"
            placeholder="0000 0000 0000 0000"
            value={applyMask('card16', details.pan).display}
            aria-invalid={messageOf('pan') ? true : undefined}
            aria-describedby={described('pan')}
            onChange={(event) =>
              edit('pan', { ...details, pan: applyMask('card16', event.target.value).digits })
            }
          />,
        )}
        {field(
          'cvv',
          'activation.cvv',
          <Input
            id={`${id}-cvv`}
            name="cvv"
            type="password"
            inputMode="numeric"
            autoComplete="cc-csc"
            dir="ltr"
            value={details.cvv}
            aria-invalid={messageOf('cvv') ? true : undefined}
            aria-describedby={described('cvv')}
            onChange={(event) =>
              edit('cvv', { ...details, cvv: applyMask('digits4', event.target.value).digits })
            }
          />,
        )}
      </div>
      <div className="space-y-1.5">
        <p id={`${id}-code-label`} className="text-sm font-medium">
          {t('activation.code')}
        </p>
        <p className="text-sm text-muted-foreground">{t('activation.codeHint')}</p>
        <OtpInput
          id={`${id}-second_factor_code`}
          value={details.code}
          length={CODE_LENGTH}
          labelledBy={`${id}-code-label`}
          describedBy={described('second_factor_code')}
          invalid={Boolean(codeMessage)}
          onChange={(code) => edit('second_factor_code', { ...details, code })}
        />
        {codeMessage && (
          <p id={`${id}-second_factor_code-error`} className="text-sm text-destructive">
            {codeMessage}
          </p>
        )}
        {resend}
      </div>
      <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onBack}>
          {t('activation.back')}
        </Button>
        <Button type="submit" disabled={!codeComplete(details.code) || submitting} aria-busy={submitting}>
          {submitting && <Spinner label={t('activation.activating')} />}
          {t('activation.continue')}
        </Button>
      </div>
    </form>
  );
}
