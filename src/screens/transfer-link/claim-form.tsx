import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '@/api/error-notice';
import { notice } from '@/ui/notices';
import { Button } from '@/ui/button';
import { Input } from '@/ui/input';
import { Label } from '@/ui/label';
import { claimFailure, cleanCode, codeProblem, CODE_MAX } from './claim-input';
import { ConfirmDialog } from '@/renderers/confirm-dialog';
import type { TransferLink } from './link-state';
import type { useLinkActions } from './use-transfer-link';

export interface ClaimFormProps {
  link: TransferLink;
  actions: ReturnType<typeof useLinkActions>;
}

/**
 * The receiver's part: the security code with the attempts left, Claim, and Reject behind a confirmation.
 * A wrong code keeps what was typed and says so at the field; the last wrong one turns the page to 'blocked'.
 */
export function ClaimForm({ link, actions }: ClaimFormProps) {
  const { t } = useTranslation(['transfer-link', 'errors']);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [rejecting, setRejecting] = useState(false);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const { claim, act } = actions;
  const left = link.attempts_left ?? null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const local = codeProblem(code);
    if (local) return setProblem(t(`claim.${local}`));
    setProblem(null);
    claim.mutate(code, {
      onSuccess: (claimed) => notice.success(t('claim.done', { currency: claimed.currency })),
      onError: (error) => {
        const kind = claimFailure(error);
        if (kind === 'wrongCode') setProblem(t('claim.wrongCode'));
        else if (kind === 'other') notice.error(apiErrorText(error, t));
      },
    });
  };

  const reject = () =>
    act.mutate('reject', {
      onSuccess: () => {
        setRejecting(false);
        notice.success(t('reject.done'));
      },
      onError: (error) => {
        setRejecting(false);
        notice.error(apiErrorText(error, t));
      },
    });

  return (
    <>
      <form noValidate onSubmit={submit} className="space-y-4">
        <div className="space-y-2">
          <Label htmlFor={inputId}>{t('claim.codeLabel')}</Label>
          <Input
            id={inputId}
            value={code}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={CODE_MAX}
            dir="ltr"
            className="text-center text-lg tracking-widest"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${errorId} ${hintId}` : hintId}
            onChange={(event) => {
              setCode(cleanCode(event.target.value));
              setProblem(null);
            }}
          />
          {problem ? (
            <p id={errorId} role="alert" className="text-sm text-destructive">
              {problem}
            </p>
          ) : null}
          <p id={hintId} className="text-xs text-muted-foreground">
            {t('claim.codeHint')}{' '}
            {left !== null ? (
              <span data-testid="attempts-left">{t('claim.attemptsLeft', { left })}</span>
            ) : null}
          </p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          <Button type="submit" className="sm:flex-1" disabled={claim.isPending}>
            {claim.isPending ? t('claim.claiming') : t('claim.submit')}
          </Button>
          <Button type="button" variant="outline" className="sm:flex-1" onClick={() => setRejecting(true)}>
            {t('reject.button')}
          </Button>
        </div>
      </form>
      <ConfirmDialog
        open={rejecting}
        title={t('reject.title')}
        body={t('reject.body')}
        confirm={t('reject.confirm')}
        busy={act.isPending}
        onConfirm={reject}
        onClose={() => setRejecting(false)}
      />
    </>
  );
}
