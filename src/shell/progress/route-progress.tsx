import { Suspense, useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PROGRESS_BAR } from '@/config/limits';
import { IDLE, nextProgress, progressView, type ProgressState, type ProgressView } from './progress-timing';
import { useLatest } from '@/lib/use-latest';
import { useQueryActivity } from './query-activity';

const TIMING = { ...PROGRESS_BAR, fadeMs: 300 } as const;
/** How often the bar moves; its width change is eased by CSS in between. */
const TICK_MS = 100;

function Bar({ view }: { view: Extract<ProgressView, { visible: true }> }) {
  const { t } = useTranslation('shell');
  return (
    <div
      role="progressbar"
      aria-label={t('progress.label')}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={view.percent}
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] h-1"
    >
      <div
        className="h-full rounded-e-full bg-primary shadow-[0_0_8px_var(--color-primary)] transition-[width,opacity] duration-300 ease-out motion-reduce:transition-none"
        style={{ width: `${view.percent}%`, opacity: view.fading ? 0 : 1 }}
      />
    </div>
  );
}

/**
 * A thin progress bar at the top while a route loads (react-router navigation) or data is fetched or saved
 * (TanStack Query), with the timing of spec A §9 (progress-timing.ts). It is drawn from the start edge, so it
 * runs right to left in Arabic.
 */
export function RouteProgress() {
  const navigation = useNavigation();
  const dataBusy = useQueryActivity();
  const busy = navigation.state !== 'idle' || dataBusy;
  const busyRef = useLatest(busy);
  const [frame, setFrame] = useState<{ state: ProgressState; now: number }>({ state: IDLE, now: 0 });
  const active = busy || frame.state.phase !== 'idle';

  useEffect(() => {
    if (!active) return;
    const tick = () => {
      const now = performance.now();
      setFrame((previous) => ({ state: nextProgress(previous.state, busyRef.current, now, TIMING), now }));
    };
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, TICK_MS);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [busyRef, active]);

  const view = progressView(frame.state, frame.now, TIMING);
  if (!view.visible) return null;
  return (
    <Suspense fallback={null}>
      <Bar view={view} />
    </Suspense>
  );
}
