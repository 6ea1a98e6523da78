import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { balancesQuery } from '@/api/queries/balances';
import { subjectFromSession, type Subject } from '@/access/subject';
import { useSession } from './session-query';
import { inPreviewAtom, inSandboxAtom } from './store';

/**
 * The access subject of the signed-in user (or a signed-out one), with the app's modes and the balance list,
 * so menus and buttons decide with the same `evaluate` the route gate uses.
 */
export function useSubject(): Subject {
  const session = useSession();
  // Only a signed-in user has accounts to list.
  const balances = useQuery({ ...balancesQuery, enabled: Boolean(session.data) });
  const sandbox = useAtomValue(inSandboxAtom);
  const preview = useAtomValue(inPreviewAtom);
  const data = session.data ?? null;
  const accounts = balances.data;
  return useMemo(
    () =>
      subjectFromSession(data, {
        sandbox,
        preview,
        accountsCurrencies: accounts?.map((account) => account.currency) ?? [],
      }),
    [data, sandbox, preview, accounts],
  );
}
