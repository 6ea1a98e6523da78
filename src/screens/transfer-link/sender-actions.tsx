import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Ban, ClipboardCopy, CopyPlus, Share2 } from 'lucide-react';
import { apiErrorText } from '@/api/error-notice';
import { routeHref } from '@/shell/sidebar/menu-routes';
import { Button } from '@/ui/button';
import { notice } from '@/ui/notices';
import { ConfirmDialog } from '@/renderers/confirm-dialog';
import type { LinkActions, TransferLink } from './link-state';
import { readyMessage, shareLink } from './link-message';
import type { useLinkActions } from './use-transfer-link';

export interface SenderActionsProps {
  link: TransferLink;
  allowed: LinkActions;
  actions: ReturnType<typeof useLinkActions>;
}

/**
 * The sender's part: the security code to pass on separately, share (system sheet, else copy the link), copy a
 * ready message, duplicate (the API makes the new link; the page opens it) and revoke behind a confirmation.
 */
export function SenderActions({ link, allowed, actions }: SenderActionsProps) {
  const { t, i18n } = useTranslation(['transfer-link', 'errors']);
  const navigate = useNavigate();
  const [revoking, setRevoking] = useState(false);
  const { act } = actions;
  const message = () => readyMessage(link, (key, values) => t(key, values), i18n.language);

  const share = async () => {
    try {
      const how = await shareLink(link, message());
      if (how === 'copied') notice.success(t('sender.linkCopied'));
    } catch {
      notice.error(t('sender.copyFailed'));
    }
  };
  const copyMessage = async () => {
    try {
      await navigator.clipboard.writeText(message());
      notice.success(t('sender.messageCopied'));
    } catch {
      notice.error(t('sender.copyFailed'));
    }
  };
  const duplicate = () =>
    act.mutate('duplicate', {
      onSuccess: (copy) => {
        notice.success(t('sender.duplicated'));
        const to = routeHref('transfer-id', { id: copy.id });
        if (to) void navigate(to);
      },
      onError: (error) => notice.error(apiErrorText(error, t)),
    });
  const revoke = () =>
    act.mutate('revoke', {
      onSuccess: () => {
        setRevoking(false);
        notice.success(t('sender.revoked'));
      },
      onError: (error) => {
        setRevoking(false);
        notice.error(apiErrorText(error, t));
      },
    });

  return (
    <div className="space-y-4">
      {link.security_code && allowed.share ? (
        <div className="rounded-md border border-dashed border-border p-3 text-center">
          <p className="text-xs text-muted-foreground">{t('sender.codeLabel')}</p>
          <p className="text-xl font-semibold tracking-widest" dir="ltr" data-testid="security-code">
            {link.security_code}
          </p>
          <p className="text-xs text-muted-foreground">{t('sender.codeHint')}</p>
        </div>
      ) : null}
      <div className="grid gap-2 sm:grid-cols-2">
        {allowed.share ? (
          <Button onClick={() => void share()}>
            <Share2 aria-hidden className="me-2 size-4" />
            {t('sender.share')}
          </Button>
        ) : null}
        {allowed.copyMessage ? (
          <Button variant="outline" onClick={() => void copyMessage()}>
            <ClipboardCopy aria-hidden className="me-2 size-4" />
            {t('sender.copyMessage')}
          </Button>
        ) : null}
        {allowed.duplicate ? (
          <Button variant="outline" onClick={duplicate} disabled={act.isPending}>
            <CopyPlus aria-hidden className="me-2 size-4" />
            {t('sender.duplicate')}
          </Button>
        ) : null}
        {allowed.revoke ? (
          <Button variant="destructive" onClick={() => setRevoking(true)}>
            <Ban aria-hidden className="me-2 size-4" />
            {t('sender.revoke')}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={revoking}
        title={t('sender.revokeTitle')}
        body={t('sender.revokeBody')}
        confirm={t('sender.revokeConfirm')}
        busy={act.isPending}
        onConfirm={revoke}
        onClose={() => setRevoking(false)}
      />
    </div>
  );
}
