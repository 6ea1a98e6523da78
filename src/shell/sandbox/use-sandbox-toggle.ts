import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useAtomValue, useSetAtom } from 'jotai';
import { afterSandboxSwitch, SANDBOX_WELCOME_ACK, sandboxFailureMessage } from '@/access/sandbox-navigation';
import { api } from '@/api/clients';
import { unwrap } from '@/api/errors';
import { useSession } from '@/session/session-query';
import { inSandboxAtom, setSandboxAtom } from '@/session/store';
import { notice } from '@/ui/notices';
import { href } from '../../../routes.config';
import { useRouteNames } from '../banners/use-route-names';
import { acknowledgeFeature } from '../startup/feature-ack';

const call = (enter: boolean) =>
  unwrap(
    enter
      ? api.main.GET('/api/v2/processing/sandbox/enter')
      : api.main.GET('/api/v2/processing/sandbox/leave'),
  );

/**
 * Switches test (sandbox) mode through the server (spec A §4 Sandbox, spec B §8). While the call runs `on`
 * already shows the requested state and `busy` is true; on failure it falls back to the stored state and an
 * error notice gives the server message or 'Cannot do this now. Please try again later.'. On success the state
 * is stored (a session cookie, read by the API middleware that adds is_in_sandbox=1), the user is taken where
 * `afterSandboxSwitch` says, and every query is invalidated so the page's data reloads in the new mode.
 */
export function useSandboxToggle() {
  const { t } = useTranslation('banners');
  const inSandbox = useAtomValue(inSandboxAtom);
  const setSandbox = useSetAtom(setSandboxAtom);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const routeNames = useRouteNames();
  const session = useSession();
  const [pending, setPending] = useState<boolean | null>(null);

  const toggle = async (enter: boolean) => {
    if (pending !== null || enter === inSandbox) return;
    setPending(enter);
    try {
      await call(enter);
    } catch (error) {
      setPending(null);
      notice.error(sandboxFailureMessage(error) ?? t('testMode.failed'));
      return;
    }
    setSandbox(enter);
    const welcomeSeen = session.data?.user.feature_ack?.[SANDBOX_WELCOME_ACK] === true;
    const next = afterSandboxSwitch({ entered: enter, routeNames, welcomeSeen });
    if (next.kind === 'reload') {
      // Stays busy until the page goes.
      window.location.reload();
      return;
    }
    // Before the queries reload, so a fresh session already carries the acknowledgement.
    if (enter && !welcomeSeen)
      await acknowledgeFeature(queryClient, SANDBOX_WELCOME_ACK).catch(() => undefined);
    if (next.kind === 'navigate') await navigate(href(next.to));
    await queryClient.invalidateQueries();
    setPending(null);
  };

  return { on: pending ?? inSandbox, busy: pending !== null, toggle };
}
