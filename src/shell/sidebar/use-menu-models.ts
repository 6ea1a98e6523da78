import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { accountMenuModel, accountSectionModel, sidebarModel } from '@/access/menu-tree';
import { balancesQuery } from '@/api/queries/balances';
import { currenciesQuery } from '@/api/queries/currencies';
import { useSession } from '@/session/session-query';
import { useSubject } from '@/session/use-subject';
import { menu } from '../../../menu.config';
import { routeRuleOf } from './menu-routes';

/** The sidebar as the menu engine decides it for the signed-in user. */
export function useSidebarModel() {
  const subject = useSubject();
  return useMemo(() => sidebarModel(menu, subject, routeRuleOf), [subject]);
}

/** The account (profile) menu entries for the signed-in user. */
export function useAccountMenuModel() {
  const subject = useSubject();
  return useMemo(() => accountMenuModel(menu, subject, routeRuleOf), [subject]);
}

/**
 * The account list section. New accounts can be opened in the supported currencies (GET /api/v2/currencies);
 * until that list loads, the add-an-account entry waits.
 */
export function useAccountSectionModel() {
  const subject = useSubject();
  const currencies = useQuery({ ...currenciesQuery, enabled: subject.signedIn });
  const supported = useMemo(
    () => (currencies.data ?? []).filter((currency) => currency.supported).map((currency) => currency.code),
    [currencies.data],
  );
  const model = useMemo(
    () => accountSectionModel(menu, subject, routeRuleOf, supported),
    [subject, supported],
  );
  return { model, currencies: currencies.data ?? [] };
}

/**
 * False while what the menu's rules read (the account list, the currencies) is still loading, and entries may
 * still appear: the sidebar says so (`aria-busy`) to assistive technology, and tests wait for it.
 */
export function useMenuSettled(): boolean {
  const signedIn = Boolean(useSession().data);
  const balances = useQuery({ ...balancesQuery, enabled: signedIn });
  const currencies = useQuery({ ...currenciesQuery, enabled: signedIn });
  return !signedIn || (!balances.isPending && !currencies.isPending);
}
