import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { IdentityPasswordPanel } from './identity-password-panel';

export interface IdentityPasswordDialogProps {
  cardId: string;
  open: boolean;
  onClose: () => void;
}

/**
 * The card identity-check password dialog (spec A §4, §7, §8): the current password, then a change sent to the
 * server. It starts afresh, in the view state, each time it opens.
 */
export function IdentityPasswordDialog({ cardId, open, onClose }: IdentityPasswordDialogProps) {
  const { t } = useTranslation('cardActivation');
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} data-testid="identity-password-dialog">
      {open && (
        <div className="space-y-4">
          <h2 id={titleId} className="text-lg font-semibold">
            {t('identity.title')}
          </h2>
          <IdentityPasswordPanel
            cardId={cardId}
            secondary={
              <Button type="button" variant="outline" onClick={onClose}>
                {t('identity.close')}
              </Button>
            }
          />
        </div>
      )}
    </Dialog>
  );
}
