import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useBalances } from '@/api/queries/balances';
import { toBcp47 } from '@/i18n/languages';
import { menu } from '../../../menu.config';
import { AccountDropdown } from './account-dropdown';
import { AccountLink, type AccountSummary } from './account-link';
import { MenuEntryView } from './menu-entry-view';
import { useAccountSectionModel } from './use-menu-models';
import { displayNames } from '@/i18n/intl-cache';

const AVAILABLE = 'balance_available';

/**
 * The account list section (spec A §1, §2): a list up to 3 accounts, a searchable dropdown above; for entity 3
 * with a single account, one link straight to that account's page; the add-an-account entry when allowed.
 */
export function AccountSection() {
  const { t, i18n } = useTranslation('menu');
  const { model, currencies } = useAccountSectionModel();
  const balances = useBalances();
  const titleId = useId();
  const accounts = useMemo<AccountSummary[]>(() => {
    const names = new Map(currencies.map((currency) => [currency.code, currency.name]));
    // Currency names in the interface language; the API's (English) name stays searchable too.
    const local = displayNames([toBcp47(i18n.language), 'en'], {
      type: 'currency',
      fallback: 'none',
    });
    return (balances.data ?? []).map((account) => {
      const name = local.of(account.currency) ?? names.get(account.currency);
      return {
        currency: account.currency,
        available: account.balances.find((balance) => balance.subtype === AVAILABLE)?.balance,
        name,
        searchText: [account.currency, name, names.get(account.currency)].join(' '),
      };
    });
  }, [balances.data, currencies, i18n.language]);

  if (model.mode === 'hidden') return null;
  if (model.mode === 'direct') {
    const account = accounts.find((a) => a.currency === model.currency) ?? {
      currency: model.currency,
      available: undefined,
    };
    return <AccountLink account={account} label={t('accounts.myAccount')} />;
  }

  const addEntry = model.canAdd ? (
    <MenuEntryView
      entry={{
        item: {
          id: 'add-account',
          route: menu.accountList.addRoute,
          title: 'menu:accounts.add',
          icon: 'CirclePlus',
        },
        title: 'menu:accounts.add',
        state: 'shown',
      }}
    />
  ) : null;

  return (
    <section aria-labelledby={titleId} className="space-y-1">
      <h2
        id={titleId}
        className="px-3 pt-2 text-xs font-semibold uppercase tracking-wide text-muted-foreground"
      >
        {t(menu.accountList.title)}
      </h2>
      {model.mode === 'dropdown' ? (
        <AccountDropdown accounts={accounts} addEntry={addEntry} />
      ) : (
        <ul className="space-y-0.5">
          {accounts.map((account) => (
            <li key={account.currency}>
              <AccountLink account={account} />
            </li>
          ))}
          {addEntry ? <li>{addEntry}</li> : null}
        </ul>
      )}
    </section>
  );
}
