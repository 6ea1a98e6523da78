import { useTranslation } from 'react-i18next';
import { useAtomValue } from 'jotai';
import { FlaskConical } from 'lucide-react';
import { showsSandboxSwitch } from '@/access/sandbox-navigation';
import { inSandboxAtom } from '@/session/store';
import { useSubject } from '@/session/use-subject';
import { Button } from '@/ui/button';
import { useSandboxToggle } from '../sandbox/use-sandbox-toggle';

/**
 * The 'Test mode' strip while sandbox is on (spec A §2, spec B §2). Business users leave through the header
 * switch; anyone else still in test mode (e.g. after View as switched persona) gets a button here instead.
 */
export function TestModeBanner() {
  const { t } = useTranslation('banners');
  const inSandbox = useAtomValue(inSandboxAtom);
  const subject = useSubject();
  if (!inSandbox) return null;

  return (
    <div className="flex flex-wrap items-center justify-center gap-x-3 gap-y-1 border-b border-amber-300 bg-amber-100 bg-[repeating-linear-gradient(-45deg,transparent_0_12px,rgb(251_191_36/0.18)_12px_24px)] px-4 py-2 text-center text-sm text-amber-950">
      <p role="status" className="flex items-start gap-2 text-start sm:items-center">
        <FlaskConical aria-hidden className="mt-0.5 size-4 shrink-0 sm:mt-0" />
        <span>
          <strong className="font-semibold">{t('testMode.title')}</strong>
          <span aria-hidden> · </span>
          {t('testMode.body')}
        </span>
      </p>
      {showsSandboxSwitch(subject) ? null : <LeaveButton />}
    </div>
  );
}

function LeaveButton() {
  const { t } = useTranslation('banners');
  const { busy, toggle } = useSandboxToggle();
  return (
    <Button
      size="sm"
      variant="outline"
      aria-busy={busy}
      aria-disabled={busy}
      className="h-7 border-amber-400 bg-white/70"
      onClick={() => void toggle(false)}
    >
      {t('testMode.leave')}
    </Button>
  );
}
