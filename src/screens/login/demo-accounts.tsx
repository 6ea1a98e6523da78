import { Trans, useTranslation } from 'react-i18next';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/config/demo-accounts';
import { Button } from '@/ui/button';

/** One-click sign-in as any demo persona; only rendered when the embedded demo backend runs. */
export function DemoAccounts({
  onPick,
  busy,
}: {
  onPick: (credentials: { email: string; password: string }) => void;
  busy: boolean;
}) {
  const { t } = useTranslation('auth');
  return (
    <section aria-labelledby="demo-accounts-title" className="space-y-3">
      <div>
        <h2 id="demo-accounts-title" className="font-semibold">
          {t('demo.title')}
        </h2>
        <p className="text-sm text-muted-foreground">
          {/* The password keeps its own left-to-right order inside a right-to-left sentence. */}
          <Trans
            t={t}
            i18nKey="auth:demo.hint"
            values={{ password: DEMO_PASSWORD }}
            components={{ pw: <bdi dir="ltr" className="font-mono" /> }}
          />
        </p>
      </div>
      <ul className="grid gap-2 sm:grid-cols-2">
        {DEMO_ACCOUNTS.map((account) => (
          <li key={account.email}>
            <Button
              variant="outline"
              className="h-auto w-full flex-col items-start gap-0.5 px-3 py-2 text-start"
              disabled={busy}
              aria-label={t('demo.signInAs', { email: account.email })}
              onClick={() => onPick({ email: account.email, password: DEMO_PASSWORD })}
            >
              <span dir="ltr" className="font-medium">
                {account.email}
              </span>
              <span className="text-xs font-normal text-muted-foreground">{t(account.describes)}</span>
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
