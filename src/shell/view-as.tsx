import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { notice } from '@/ui/notices';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@/config/demo-accounts';
import { signIn } from '@/session/sign-in';
import { useSession } from '@/session/session-query';

/**
 * "View as" (demo mode only): signs in as another demo persona without leaving the page, so product staff see
 * a config edit's effect for each persona at once. The gates run again, so a page the new persona may not see
 * sends them home, exactly as a real sign-in would.
 */
export function ViewAs() {
  const { t } = useTranslation('demo');
  const { t: ta } = useTranslation('auth');
  const id = useId();
  const queryClient = useQueryClient();
  const revalidator = useRevalidator();
  const session = useSession();
  const [busy, setBusy] = useState(false);
  const current = session.data?.user.email ?? '';

  const switchTo = async (email: string) => {
    if (!email || email === current) return;
    setBusy(true);
    try {
      await signIn({ email, password: DEMO_PASSWORD });
      // Every cached read belonged to the previous persona.
      await queryClient.resetQueries();
      await revalidator.revalidate();
      notice.success(t('viewAs.switched', { email }));
    } catch {
      notice.error(t('viewAs.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <label htmlFor={id} className="inline-flex items-center gap-2 text-sm">
      <span className="text-muted-foreground">{t('viewAs.label')}</span>
      <select
        id={id}
        value={current}
        disabled={busy || !current}
        dir="ltr"
        title={t('viewAs.hint')}
        className="max-w-44 rounded-md border border-border bg-card px-2 py-1"
        onChange={(event) => void switchTo(event.target.value)}
      >
        {DEMO_ACCOUNTS.map((account) => (
          <option key={account.email} value={account.email}>
            {account.email} — {ta(account.describes)}
          </option>
        ))}
      </select>
    </label>
  );
}
