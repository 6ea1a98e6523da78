import { useTranslation } from 'react-i18next';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/config/demo-accounts';
import { Button } from '@/ui/button';

/** Stands for the password in the hint's text, where the page then draws it. */
const PASSWORD_MARK = '\u0000password\u0000';

/** One-click sign-in as any demo persona; only rendered when the embedded demo backend runs. */
export function DemoAccounts({
  onPick,
  busy,
}: {
  onPick: (credentials: { email: string; password: string }) => void;
  busy: boolean;
}) {
  const { t } = useTranslation('auth');
  // The password keeps its own left-to-right order inside a right-to-left sentence: the sentence is split
  // where the password goes, which is cheaper than <Trans> (it took 4 KB gzip onto every page's first load).
  const [before = '', after = ''] = t('demo.hint', { password: PASSWORD_MARK }).split(PASSWORD_MARK);
  return (
    <section aria-labelledby="demo-accounts-title" className="space-y-3">
      <div>
        <h2 id="demo-accounts-title" className="font-semibold">
          {t('demo.title')}
        </h2>
        <p className="text-sm text-muted-foreground">
          {before}
          <bdi dir="ltr" className="font-mono">
            {DEMO_PASSWORD}
          </bdi>
          {after}
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
