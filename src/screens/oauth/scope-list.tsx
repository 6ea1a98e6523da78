import { useTranslation } from 'react-i18next';
import { ArrowUpRight, ReceiptText, UserRound, Wallet, type LucideIcon } from 'lucide-react';
import type { OauthClient } from './oauth-calls';

type Scope = OauthClient['scopes'][number];

const ICONS: Record<Scope, LucideIcon> = {
  profile: UserRound,
  balances: Wallet,
  transactions: ReceiptText,
  payments: ArrowUpRight,
};

/** What the application may do once allowed, one plain sentence per scope. */
export function ScopeList({ client }: { client: OauthClient }) {
  const { t } = useTranslation('oauth');
  return (
    <div className="space-y-2">
      <h2 className="text-sm font-medium">{t('scopes.heading', { app: client.name })}</h2>
      <ul className="divide-y divide-border rounded-md border border-border">
        {client.scopes.map((scope) => {
          const Icon = ICONS[scope];
          return (
            <li key={scope} className="flex items-start gap-3 px-3 py-2.5">
              <Icon aria-hidden className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
              <span className="text-sm">
                <span className="block font-medium">{t(`scopes.${scope}.title`)}</span>
                <span className="block text-muted-foreground">{t(`scopes.${scope}.detail`)}</span>
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
