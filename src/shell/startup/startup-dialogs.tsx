import { Suspense, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { startupDialog, startupDialogAck, type StartupDialog } from '@/access/startup-dialog';
import { useSession } from '@/session/session-query';
import { useSubject } from '@/session/use-subject';
import { menu } from '../../../menu.config';
import { startupDialogsOff } from './demo-switch';
import { acknowledgeFeature } from './feature-ack';
import { StartupDialogView } from './startup-dialog-view';
import { dismissedFor, startupMemory } from './startup-memory';

const ORDER: readonly StartupDialog[] = menu.startupDialogs.map((dialog) => dialog.id);

/**
 * Opens at most one startup dialog per app start, the first that applies in the priority order of
 * menu.config.ts (spec A §2). Closing or acting on it closes it for the rest of the start and the tab; a
 * promotion is also acknowledged on the server (feature-ack, no progress indicator), so it never returns.
 */
export function StartupDialogs() {
  const subject = useSubject();
  const session = useSession();
  const queryClient = useQueryClient();
  useSyncExternalStore(startupMemory.subscribe, startupMemory.snapshot);
  const userId = session.data?.user.id;
  if (userId === undefined || !subject.signedIn || startupDialogsOff()) return null;
  const dialog = startupMemory.dialogFor(userId, () => startupDialog(subject, ORDER, dismissedFor(userId)));
  if (!dialog) return null;

  const close = () => {
    startupMemory.close(userId, dialog);
    const ack = startupDialogAck(dialog);
    // Already closed for this tab; if the call fails the promotion may return in a later session.
    if (ack) void acknowledgeFeature(queryClient, ack).catch(() => undefined);
  };

  return (
    <Suspense fallback={null}>
      <StartupDialogView dialog={dialog} onClose={close} />
    </Suspense>
  );
}
