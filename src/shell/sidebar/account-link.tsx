import { NavLink } from 'react-router';
import { formatAmount } from '@/i18n/format';
import { cn } from '@/lib/cn';
import { menu } from '../../../menu.config';
import { entryClass } from './menu-entry-view';
import { routeHref } from './menu-routes';

export interface AccountSummary {
  currency: string;
  /** Available balance; undefined while unknown. */
  available: number | undefined;
  /** Currency name in the interface language, e.g. "Euro". */
  name?: string;
  /** What the account search matches: code and names. */
  searchText?: string;
}

/** One currency account: its code and available balance, linking to its page (accounts/{currency}). */
export function AccountLink({ account, label }: { account: AccountSummary; label?: string }) {
  const to = routeHref(menu.accountList.accountRoute, { slug: account.currency });
  if (to === undefined) return null;
  return (
    <NavLink
      to={to}
      end
      title={account.name}
      className={({ isActive }) => cn(entryClass, isActive && 'bg-accent font-semibold text-primary')}
    >
      <span className="grid h-6 min-w-9 place-items-center rounded bg-secondary px-1 text-[11px] font-semibold tracking-wide text-secondary-foreground">
        {account.currency}
      </span>
      <span className="min-w-0 flex-1 truncate">{label ?? account.name ?? account.currency}</span>
      {account.available === undefined ? null : (
        // Amounts read left to right in every language.
        <bdi dir="ltr" className="shrink-0 text-xs tabular-nums text-muted-foreground">
          {formatAmount(account.available, account.currency)}
        </bdi>
      )}
    </NavLink>
  );
}
