import { useTranslation } from 'react-i18next';
import { useBalances } from '@/api/queries/balances';
import { useSession } from '@/session/session-query';
import { Button } from '@/ui/button';
import { Spinner } from '@/ui/spinner';
import { BalanceCard } from './balance-card';

/** The catalogues this screen draws with, started with its chunk (src/config/routes.ts `ScreenModule`). */
export const textNamespaces = ['home'];

/** Home: accounts overview with the user's name and the available balance of each currency account. */
export default function HomeScreen() {
  const { t } = useTranslation('home');
  const { t: tc } = useTranslation();
  const session = useSession();
  const balances = useBalances();
  const name = session.data?.user.name;

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold">{t('title')}</h1>
        {name ? <p className="text-muted-foreground">{t('welcome', { name })}</p> : null}
      </div>
      <section aria-labelledby="balances-title" className="space-y-3">
        <h2 id="balances-title" className="text-lg font-semibold">
          {t('balances')}
        </h2>
        {balances.isPending ? <Spinner label={tc('app.loading')} /> : null}
        {balances.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md border border-border p-4">
            <span>{t('loadFailed')}</span>
            <Button variant="outline" size="sm" onClick={() => void balances.refetch()}>
              {tc('actions.retry')}
            </Button>
          </div>
        ) : null}
        {balances.data?.length === 0 ? <p className="text-muted-foreground">{t('noAccounts')}</p> : null}
        {balances.data?.length ? (
          <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
            {balances.data.map((account) => (
              <BalanceCard
                key={account.currency}
                currency={account.currency}
                available={account.balances.find((b) => b.subtype === 'balance_available')?.balance ?? 0}
              />
            ))}
          </div>
        ) : null}
      </section>
    </div>
  );
}
