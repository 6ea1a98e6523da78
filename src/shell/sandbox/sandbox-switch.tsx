import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { FlaskConical, LoaderCircle } from 'lucide-react';
import { showsSandboxSwitch } from '@/access/sandbox-navigation';
import { cn } from '@/lib/cn';
import { useSubject } from '@/session/use-subject';
import { useSandboxToggle } from './use-sandbox-toggle';

/**
 * The test-mode (sandbox) switch in the header, for business users (spec A §4; spec B §2 puts it "in the
 * processing area": the header is where a merchant sees it on every page, processing included).
 */
export function SandboxSwitch() {
  const subject = useSubject();
  if (!showsSandboxSwitch(subject)) return null;
  return (
    <Suspense fallback={null}>
      <SwitchControl />
    </Suspense>
  );
}

function SwitchControl() {
  const { t } = useTranslation('banners');
  const { on, busy, toggle } = useSandboxToggle();
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      aria-busy={busy}
      // Stays focusable while busy (a disabled button would drop keyboard focus); clicks wait for the call.
      aria-disabled={busy}
      onClick={() => void toggle(!on)}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full p-1 text-sm font-medium sm:gap-2',
        on ? 'text-amber-900' : 'text-muted-foreground',
        busy && 'cursor-progress',
      )}
    >
      <FlaskConical aria-hidden className="size-4 sm:hidden" />
      <span className="sr-only sm:not-sr-only">{t('testMode.switch')}</span>
      {busy ? <span className="sr-only">{t('testMode.busy')}</span> : null}
      <span
        aria-hidden
        className={cn(
          'flex h-6 w-11 shrink-0 items-center rounded-full border p-0.5 transition-colors',
          // justify-* follows the writing direction, so the knob mirrors in Arabic.
          on ? 'justify-end border-amber-500 bg-amber-400' : 'justify-start border-border bg-secondary',
        )}
      >
        <span className="grid size-[1.125rem] place-items-center rounded-full bg-white shadow-sm">
          {busy ? <LoaderCircle className="size-3.5 animate-spin text-amber-700" /> : null}
        </span>
      </span>
    </button>
  );
}
