import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '@/api/errors';
import { apiErrorText } from '@/api/error-notice';
import { translateServerMessage } from '@/i18n/server-messages';
import { routeHref } from '@/shell/sidebar/menu-routes';
import { notice } from '@/ui/notices';
import { useChangeIdentityPassword, useIdentityPassword } from './identity-calls';
import { IdentityPasswordChange } from './identity-password-change';
import {
  EMPTY_IDENTITY_DRAFT,
  fieldErrorsOf,
  hasErrors,
  type IdentityDraft,
  type IdentityField,
} from './identity-password-rules';
import { IdentityPasswordView } from './identity-password-view';

const FIELDS: readonly IdentityField[] = ['new_password', 'confirm_password'];

export interface IdentityPasswordPanelProps {
  cardId: string;
  /**
   * The activation flow (spec A §4): submitting the change state hands new and confirm password to the
   * activation form (no call). Without it the change is sent to the server.
   */
  onSave?: (draft: IdentityDraft) => void;
  /** Cancel in the change state; without it Cancel returns to the view state. */
  onCancelChange?: () => void;
  /** Beside 'Change password' in the view state: the dialog's Close. */
  secondary?: ReactNode;
  /** The view state's main button, given the retrieved password (the activation flow's Continue). */
  primary?: (password: string | undefined) => ReactNode;
  /** Text of the change state's submit button (default 'Save password'). */
  submitLabel?: string;
}

/** The identity-check password's two states, view and change, for the dialog and the activation step alike. */
export function IdentityPasswordPanel({
  cardId,
  onSave,
  onCancelChange,
  secondary,
  primary,
  submitLabel,
}: IdentityPasswordPanelProps) {
  const { t } = useTranslation(['cardActivation', 'errors']);
  const navigate = useNavigate();
  const current = useIdentityPassword(cardId);
  const change = useChangeIdentityPassword(cardId);
  const [state, setState] = useState<'view' | 'change'>('view');
  const [draft, setDraft] = useState<IdentityDraft>(EMPTY_IDENTITY_DRAFT);
  const [serverErrors, setServerErrors] = useState<Partial<Record<IdentityField, string>>>({});

  const send = (values: IdentityDraft) => {
    if (onSave) return onSave(values);
    if (current.data === undefined) return;
    change.mutate(
      { current_password: current.data, ...values },
      {
        onSuccess: () => {
          notice.success(t('identity.changed'), {
            action: { label: t('viewAccount'), onClick: () => void navigate(routeHref('index') ?? '/') },
          });
          setDraft(EMPTY_IDENTITY_DRAFT);
          setState('view');
        },
        onError: (error) => {
          const placed = fieldErrorsOf(error instanceof ApiError ? error.errors : undefined, FIELDS);
          const translated = Object.fromEntries(
            Object.entries(placed).map(([field, message]) => [field, translateServerMessage(message, t)]),
          );
          setServerErrors(translated);
          // The server's words at the fields they belong to, else in the notice (spec A §8).
          if (!hasErrors(placed))
            notice.error(t('identity.changeFailed'), { description: apiErrorText(error, t) });
        },
      },
    );
  };

  if (state === 'change')
    return (
      <IdentityPasswordChange
        draft={draft}
        onDraft={setDraft}
        serverErrors={serverErrors}
        onServerErrorsSeen={(field) => setServerErrors(({ [field]: _seen, ...rest }) => rest)}
        submitting={change.isPending}
        submitLabel={submitLabel ?? t('identity.save')}
        onSubmit={send}
        onCancel={() => {
          setServerErrors({});
          if (onCancelChange) onCancelChange();
          else setState('view');
        }}
      />
    );

  return (
    <IdentityPasswordView
      password={current.data}
      loading={current.isPending}
      failed={current.isError}
      onRetry={() => void current.refetch()}
      onChange={() => setState('change')}
      secondary={secondary}
      primary={primary?.(current.data)}
    />
  );
}
