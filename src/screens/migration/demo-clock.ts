declare const __DEMO_BACKEND__: boolean;

/**
 * The demo's migration clock. The legacy service ended on 2 September 2024, so in the demo every account sees
 * the closed flow unless the tab moves the migration's "today" back: the page keeps that day in sessionStorage
 * under this key and sends it to the demo backend as `X-Demo-Today` (MIGRATION_CLOCK_KEY and TODAY_HEADER of
 * src/mocks/tab-channel.ts, which the screens may not import). A build against a real backend ignores it: the
 * real date decides.
 */
const MIGRATION_CLOCK_KEY = 'demo:migration-today';
/** The day the demo switch moves to: the service's last day, so the window is open. */
export const DEMO_OPEN_DAY = '2024-09-02';

const storage = (): Storage | undefined => {
  if (!__DEMO_BACKEND__) return undefined;
  try {
    return sessionStorage;
  } catch {
    return undefined;
  }
};

/** The ISO day the demo's migration runs on, or undefined when it follows the real clock (always, outside the demo). */
export function plannedDay(): string | undefined {
  const day = storage()?.getItem(MIGRATION_CLOCK_KEY) ?? undefined;
  return day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? day : undefined;
}

/** True when this build can move the migration's clock (demo builds only). */
export const canPlanDay = (): boolean => storage() !== undefined;

/** Demo only: runs the migration as on `day` (undefined: back to the real date) in this tab. */
export function planDay(day: string | undefined) {
  const store = storage();
  if (!store) return;
  if (day) store.setItem(MIGRATION_CLOCK_KEY, day);
  else store.removeItem(MIGRATION_CLOCK_KEY);
}

/** The migration's "today" as an ISO day (UTC, as the backend counts it): the planned day, else the clock. */
export const migrationToday = (now: number = Date.now()): string =>
  plannedDay() ?? new Date(now).toISOString().slice(0, 10);
