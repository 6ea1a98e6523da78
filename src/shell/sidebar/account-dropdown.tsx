import { useCallback, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDown, Search, WalletCards } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useDismiss } from '@/ui/use-dismiss';
import { AccountLink, type AccountSummary } from './account-link';
import { entryClass } from './menu-entry-view';

/** The search box takes at most 191 characters (spec A §5). */
const SEARCH_MAX = 191;

const matches = (account: AccountSummary, query: string) => {
  const needle = query.trim().toLocaleLowerCase();
  return !needle || (account.searchText ?? account.currency).toLocaleLowerCase().includes(needle);
};

/**
 * The account list as a searchable dropdown (more than 3 accounts, spec A §2, §9): a button that opens a panel
 * with a search box (by currency code or name) over the accounts. Escape, a click outside or moving focus away
 * closes it; Escape puts focus back on the button.
 */
export function AccountDropdown({ accounts, addEntry }: { accounts: AccountSummary[]; addEntry: ReactNode }) {
  const { t } = useTranslation('menu');
  const panelId = useId();
  const statusId = useId();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, container, trigger, close);
  const shown = accounts.filter((account) => matches(account, query));

  return (
    <div ref={container} className="relative">
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        className={entryClass}
        onClick={() => setOpen((value) => !value)}
      >
        <WalletCards aria-hidden className="size-4 shrink-0" />
        <span className="min-w-0 flex-1 truncate">{t('accounts.all')}</span>
        <span className="rounded-full bg-secondary px-2 text-xs text-secondary-foreground">
          {accounts.length}
        </span>
        <ChevronDown aria-hidden className={cn('size-4 transition-transform', open && 'rotate-180')} />
      </button>
      {open ? (
        <div
          id={panelId}
          className="absolute inset-x-0 top-full z-20 mt-1 space-y-1 rounded-lg border border-border bg-card p-2 shadow-lg"
        >
          <label className="relative block">
            <span className="sr-only">{t('accounts.search')}</span>
            <Search
              aria-hidden
              className="pointer-events-none absolute start-2.5 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <input
              type="search"
              // Opening the dropdown is asking to search: put the cursor there.
              autoFocus
              value={query}
              maxLength={SEARCH_MAX}
              placeholder={t('accounts.searchPlaceholder')}
              aria-describedby={statusId}
              className="h-9 w-full rounded-md border border-border bg-background ps-8 pe-2 text-sm"
              onChange={(event) => setQuery(event.target.value)}
            />
          </label>
          <p
            id={statusId}
            role="status"
            className={shown.length ? 'sr-only' : 'px-2 py-1 text-sm text-muted-foreground'}
          >
            {shown.length ? t('accounts.found', { number: shown.length }) : t('accounts.noMatch')}
          </p>
          <ul className="max-h-64 space-y-0.5 overflow-y-auto">
            {shown.map((account) => (
              <li key={account.currency}>
                <AccountLink account={account} />
              </li>
            ))}
          </ul>
          {addEntry ? <div className="border-t border-border pt-1">{addEntry}</div> : null}
        </div>
      ) : null}
    </div>
  );
}
