// Planning the demo backend's faults from a test (src/mocks/fault-plan.ts), and counting the page loads they
// cause (challenge pages, chunk failures and token refreshes reload).
import type { Page } from '@playwright/test';
import { FAULT_PLAN_KEY, type FaultRule } from '../../src/mocks/fault-plan';

/** Replaces the tab's fault plan: the next matching calls fail as planned. */
export async function planFaults(page: Page, faults: readonly FaultRule[]): Promise<void> {
  await page.evaluate(([key, plan]) => sessionStorage.setItem(key, JSON.stringify(plan)), [
    FAULT_PLAN_KEY,
    faults,
  ] as const);
}

const LOADS = 'e2e:loads';

/** Counts full page loads in this tab from now on (a reload is a new document; sessionStorage survives it). */
export async function countLoads(page: Page): Promise<void> {
  await page.addInitScript((key) => {
    // Top document only: the app's helper frames (about:blank) share its sessionStorage.
    if (window.top !== window || location.protocol === 'about:') return;
    sessionStorage.setItem(key, String(Number(sessionStorage.getItem(key) ?? '0') + 1));
  }, LOADS);
}

/** Loads so far; -1 while a navigation replaces the document (a poll asks again). */
export const loads = (page: Page) =>
  page.evaluate((key) => Number(sessionStorage.getItem(key) ?? '0'), LOADS).catch(() => -1);
