/**
 * Faults planned ahead, for the browser (e2e tests and people trying the error paths): a JSON list in
 * sessionStorage under `demo:faults`. Each rule names the request (`path` is matched against the end of the
 * URL path, `method` optionally) and the fault (the values of `X-Demo-Fault`); `times` (default 1) counts down
 * and the rule goes away at 0, `times: -1` keeps it.
 *
 * @example
 * sessionStorage.setItem('demo:faults', JSON.stringify([{ path: '/api/v2/faqs', fault: '500' }]));
 * sessionStorage.setItem('demo:faults', JSON.stringify([{ method: 'GET', path: '/api/v2/processing/sandbox/enter', fault: '422', times: -1 }]));
 */
import { FAULT_PLAN_KEY, readStoredList, tabStorage } from './tab-channel';

export interface FaultRule {
  path: string;
  method?: string;
  fault: string;
  times?: number;
}

export { FAULT_PLAN_KEY };

/** The planned fault for this request, if any; uses up one of its `times`. */
export function takePlannedFault(request: Request): string | undefined {
  const store = tabStorage();
  if (!store) return undefined;
  const plan = readStoredList<FaultRule>(store, FAULT_PLAN_KEY);
  const { pathname } = new URL(request.url);
  const index = plan.findIndex(
    (rule) =>
      typeof rule.path === 'string' &&
      pathname.endsWith(rule.path) &&
      (!rule.method || rule.method.toUpperCase() === request.method),
  );
  const rule = plan[index];
  if (!rule) return undefined;
  const times = rule.times ?? 1;
  if (times > 0) {
    if (times === 1) plan.splice(index, 1);
    else plan[index] = { ...rule, times: times - 1 };
    store.setItem(FAULT_PLAN_KEY, JSON.stringify(plan));
  }
  return String(rule.fault);
}
